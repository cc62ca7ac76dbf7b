import { Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconActivity,
  IconBriefcase,
  IconBuildingCommunity,
  IconChartBar,
  IconLogout,
  IconPalette,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LetterAvatar } from '../../components/letter-avatar.tsx';
import { useCurrentUser } from '../../lib/session/use-session.ts';
import { type UserMenuEntryKey, userMenuEntries } from './user-menu-entries.ts';

const ICONS: Record<UserMenuEntryKey, ReactNode> = {
  profile: <IconUser size={16} />,
  activities: <IconActivity size={16} />,
  myProposals: <IconBriefcase size={16} />,
  whitelabel: <IconPalette size={16} />,
  outcomes: <IconChartBar size={16} />,
  customers: <IconBuildingCommunity size={16} />,
  users: <IconUsers size={16} />,
  logout: <IconLogout size={16} />,
};

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const entries = userMenuEntries(user);

  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        {/* Named by what it shows (the greeting) and what it opens, read after it. */}
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} visibleFrom="sm">
              {t('shell.greeting', { name: user.name })}
            </Text>
            <VisuallyHidden>{t('shell.userMenuLabel')}</VisuallyHidden>
            <Box aria-hidden>
              <LetterAvatar name={user.name} src={user.photo} size="md" />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py="xs">
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          {user.customer_name ? (
            <Text size="xs" c="dimmed" truncate>
              {user.customer_name}
            </Text>
          ) : null}
        </Stack>
        <Menu.Divider />
        {entries.map((entry) => (
          <Menu.Item
            key={entry.key}
            component={Link}
            to={entry.href}
            leftSection={ICONS[entry.key]}
            color={entry.key === 'logout' ? 'red' : undefined}
          >
            {t(`shell.userMenu.${entry.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
