import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session/use-session.ts';
import {
  INTEREST_LINKS,
  isActivePath,
  type MainMenuLink,
  REGION_LINKS,
  TOP_LINKS,
} from './main-menu-items.ts';

/** A dropdown of the top menu (Regiões, Interesses). */
function MenuGroup({ label, links }: { label: string; links: readonly MainMenuLink[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = links.some((link) => isActivePath(pathname, link.href));
  return (
    <Menu position="bottom-start" shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'dark'}
          px="sm"
          rightSection={<IconChevronDown size={16} />}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.key} component={Link} to={link.href}>
            {t(`shell.menu.${link.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top menu on wide screens; narrow screens get MobileMenu instead. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();

  return (
    <Group
      component="nav"
      aria-label={t('shell.mainNavigation')}
      gap={4}
      wrap="nowrap"
      visibleFrom="md"
    >
      <MenuGroup label={t('shell.menu.regions')} links={REGION_LINKS} />
      {TOP_LINKS.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <Button
            key={link.key}
            component={Link}
            to={link.href}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'brand' : 'dark'}
            px="sm"
            aria-current={active ? 'page' : undefined}
          >
            {t(`shell.menu.${link.key}`)}
          </Button>
        );
      })}
      {user?.customer ? (
        <MenuGroup label={t('shell.menu.interests')} links={INTEREST_LINKS} />
      ) : null}
    </Group>
  );
}
