import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '../../../components/demo-badge.tsx';
import { HomeLink } from '../../../components/home-link.tsx';
import { useConfig } from '../../../lib/config/get-config.ts';
import { useHealth } from '../api/get-health.ts';
import { StatusFacts } from '../components/status-facts.tsx';
import { StatusMaps } from '../components/status-maps.tsx';

const SKELETON_LINES = 4;

export function StatusPage() {
  const { t } = useTranslation();
  const health = useHealth();
  const config = useConfig();
  const error = health.error ?? config.error;

  const retry = () => {
    if (health.isError) void health.refetch();
    if (config.isError) void config.refetch();
  };

  return (
    <Container component="main" size="sm" py="xl">
      <title>{`${t('status.title')} | ${t('shell.productName')}`}</title>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={1}>{t('shell.productName')}</Title>
            <Text c="dimmed">{t('shell.tagline')}</Text>
          </Stack>
          {config.data?.demo ? <DemoBadge /> : null}
        </Group>

        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('status.title')}
            </Title>
            {error ? (
              <Alert color="red" icon={<IconAlertCircle />} title={t('status.loadError')}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{error.message}</Text>
                  <Button size="xs" variant="light" color="red" onClick={retry}>
                    {t('common.actions.retry')}
                  </Button>
                </Stack>
              </Alert>
            ) : health.data && config.data ? (
              <StatusFacts health={health.data} config={config.data} />
            ) : (
              <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
                {Array.from({ length: SKELETON_LINES }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                  <Skeleton key={index} height={20} />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
        {config.data ? <StatusMaps map={config.data.map} /> : null}
        <HomeLink size="sm">{t('common.actions.backHome')}</HomeLink>
      </Stack>
    </Container>
  );
}
