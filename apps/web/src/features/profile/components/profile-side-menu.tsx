import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS } from '@oportuna/domain/auth';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session/use-session.ts';

const LINKS = [
  { key: 'personalInformation', path: paths.profile.personalInformation },
  { key: 'accountInformation', path: paths.profile.accountInformation },
  { key: 'changePassword', path: paths.profile.changePassword },
  { key: 'notificationConfiguration', path: paths.profile.notificationConfiguration },
] as const;

/**
 * Who is signed in (photo, name, occupation, customer type and name, e-mail) and the four
 * profile links. Read from the current user, so a save shows here at once.
 */
export function ProfileSideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" align="center" mb="md">
        <LetterAvatar name={user.name} src={user.photo} size={96} />
        <Text fw={700} ta="center">
          {user.name}
        </Text>
        {user.occupation ? (
          <Text size="sm" c="dimmed" ta="center">
            {user.occupation}
          </Text>
        ) : null}
        {user.customer ? (
          <Text size="sm" ta="center">
            {`${CUSTOMER_TYPE_LABELS[user.customer.type]} · ${user.customer.name}`}
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" ta="center">
          {user.email}
        </Text>
      </Stack>
      <nav aria-label={t('profile.menu.label')}>
        {LINKS.map((link) => (
          <NavLink
            key={link.key}
            component={RouterLink}
            to={link.path.getHref()}
            label={t(`profile.menu.${link.key}`)}
            active={pathname === link.path.path}
          />
        ))}
      </nav>
    </Paper>
  );
}
