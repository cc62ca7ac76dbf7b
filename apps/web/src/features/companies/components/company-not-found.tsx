import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** 'Empresa não encontrada!', with the way back to the list. */
export function CompanyNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconBuildingOff size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={2} fz="h3">
          {MESSAGES.companies.notFound}
        </Title>
        <Text c="dimmed" size="sm">
          {MESSAGES.common.noContent}
        </Text>
        <Button component={Link} to={paths.companies.list.getHref()} variant="light">
          {t('companies.title')}
        </Button>
      </Stack>
    </Paper>
  );
}
