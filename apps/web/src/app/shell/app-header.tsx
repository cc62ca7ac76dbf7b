import { Box, Group } from '@mantine/core';
import { DemoBadge } from '../../components/demo-badge.tsx';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import { useConfig } from '../../lib/config/get-config.ts';
import { HEADER_HEIGHT_PX } from '../../lib/layout.ts';
import { useCurrentUser } from '../../lib/session/use-session.ts';
import { HeaderLogo } from './header-logo.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { MainMenu } from './main-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppHeader() {
  const user = useCurrentUser();
  const config = useConfig();
  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      h={HEADER_HEIGHT_PX}
      px="lg"
      bg="var(--mantine-color-body)"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Group gap="lg" wrap="nowrap">
        <MobileMenu />
        <HeaderLogo customer={user.customer} />
        <MainMenu />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {config.data?.demo ? (
          <Box visibleFrom="sm">
            <DemoBadge />
          </Box>
        ) : null}
        <LanguageSelector />
        <NotificationsMenu />
        <UserMenu />
      </Group>
    </Group>
  );
}
