import { Burger, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProductLogo } from '../../components/product-logo.tsx';
import { useSession } from '../../lib/session/use-session.ts';
import {
  INTEREST_LINKS,
  isActivePath,
  type MainMenuLink,
  REGION_LINKS,
  TOP_LINKS,
} from './main-menu-items.ts';

/** The main menu behind a burger on narrow screens. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useSession();
  const menuLink = (link: MainMenuLink) => (
    <NavLink
      key={link.key}
      component={Link}
      to={link.href}
      label={t(`shell.menu.${link.key}`)}
      active={isActivePath(pathname, link.href)}
      onClick={close}
    />
  );

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="md"
        size="sm"
        aria-label={t('common.actions.openMenu')}
      />
      <Drawer opened={opened} onClose={close} size="xs" title={<ProductLogo size={28} />}>
        <Stack component="nav" aria-label={t('shell.mainNavigation')} gap={0}>
          <NavLink label={t('shell.menu.regions')} defaultOpened childrenOffset="md">
            {REGION_LINKS.map(menuLink)}
          </NavLink>
          {TOP_LINKS.map(menuLink)}
          {user?.customer ? (
            <NavLink label={t('shell.menu.interests')} childrenOffset="md">
              {INTEREST_LINKS.map(menuLink)}
            </NavLink>
          ) : null}
        </Stack>
      </Drawer>
    </>
  );
}
