import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The form's SUCCESS step: register another customer, or go to the list. */
export function CustomerSuccess({ onRegisterAnother }: { onRegisterAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" color="green">
          <IconCheck size={32} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {t('customers.form.successTitle')}
        </Text>
        <Group>
          <Button variant="default" onClick={onRegisterAnother}>
            {t('customers.form.registerAnother')}
          </Button>
          <Button component={Link} to={paths.customers.list.getHref()}>
            {t('customers.form.seeCustomers')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
