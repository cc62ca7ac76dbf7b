import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath, REGION_LINKS, TOP_LINKS } from './main-menu-items.ts';

/** The top menu on wide screens; narrow screens get MobileMenu instead. */
export function MainMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const regionActive = REGION_LINKS.some((link) => isActivePath(pathname, link.href));

  return (
    <Group component="nav" aria-label={t('shell.mainNavigation')} gap={4} visibleFrom="md">
      <Menu position="bottom-start" shadow="md" width={200}>
        <Menu.Target>
          <Button
            variant={regionActive ? 'light' : 'subtle'}
            color={regionActive ? 'brand' : 'dark'}
            rightSection={<IconChevronDown size={16} />}
          >
            {t('shell.menu.regions')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {REGION_LINKS.map((link) => (
            <Menu.Item key={link.key} component={Link} to={link.href}>
              {t(`shell.menu.${link.key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {TOP_LINKS.map((link) => {
        const active = isActivePath(pathname, link.href);
        return (
          <Button
            key={link.key}
            component={Link}
            to={link.href}
            variant={active ? 'light' : 'subtle'}
            color={active ? 'brand' : 'dark'}
            aria-current={active ? 'page' : undefined}
          >
            {t(`shell.menu.${link.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
