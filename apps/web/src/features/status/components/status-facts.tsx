import { SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  ClientConfigResponse as ConfigResponse,
  HealthResponse,
} from '@oportuna/domain/system';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

interface StatusFactsProps {
  health: HealthResponse;
  config: ConfigResponse;
}

export function StatusFacts({ health, config }: StatusFactsProps) {
  const { t } = useTranslation();
  const facts = [
    { label: t('status.apiStatus'), value: health.status === 'ok' ? t('status.apiOk') : null },
    { label: t('status.databaseEngine'), value: t(`status.engines.${health.database.engine}`) },
    { label: t('status.schemaVersion'), value: health.database.schema_version },
    { label: t('status.states'), value: formatNumber(health.counts.states, 0) },
    { label: t('status.cities'), value: formatNumber(health.counts.cities, 0) },
    {
      label: t('status.companyListIndex'),
      value: t(`status.companyListIndexStates.${health.company_list_index}`),
    },
    { label: t('status.appVersion'), value: config.version },
    { label: t('status.contractVersion'), value: config.contract_version },
  ];

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={2}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {fact.value || t('common.notInformed')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
