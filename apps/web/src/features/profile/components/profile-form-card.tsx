import { Button, Group, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One profile form: its title, its fields, 'Salvar', and a loading overlay while saving. */
export function ProfileFormCard({
  title,
  saving,
  onSubmit,
  children,
}: {
  title: string;
  saving: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" pos="relative">
      <LoadingOverlay visible={saving} aria-label={t('profile.saving')} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
