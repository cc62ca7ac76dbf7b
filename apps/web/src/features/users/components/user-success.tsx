import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The forms' SUCCESS step: the title, 'see the users', and on creation 'register another'. */
export function UserSuccess({
  title,
  onRegisterAnother,
}: {
  title: string;
  onRegisterAnother?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green">
          <IconCheck size={32} />
        </ThemeIcon>
        <Text fw={600} size="lg" role="heading" aria-level={2}>
          {title}
        </Text>
        <Group>
          {onRegisterAnother ? (
            <Button variant="default" onClick={onRegisterAnother}>
              {t('users.form.registerAnother')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.users.list.getHref()}>
            {t('users.form.seeUsers')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
