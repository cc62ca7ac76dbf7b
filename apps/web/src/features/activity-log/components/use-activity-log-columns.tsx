import { List, Text } from '@mantine/core';
import {
  type AuditEntry,
  activityActionLabel,
  activityParameters,
  formatActivityDateTime,
} from '@oportuna/domain/activity-log';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list-page/list-column.ts';

function Parameters({ entry }: { entry: AuditEntry }) {
  const parameters = activityParameters(entry.action, entry.metadata);
  if (parameters.length === 0) return <Text c="dimmed">—</Text>;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {parameters.map(({ key, label, value }) => (
        <List.Item key={key}>
          <Text span size="sm" fw={500}>
            {label}:
          </Text>{' '}
          {value}
        </List.Item>
      ))}
    </List>
  );
}

/** Ação (its pt-BR label), Descrição, Data (Brasília time) and Parâmetros. */
export function useActivityLogColumns(): ListColumn<AuditEntry>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'action',
        label: t('activityLog.columns.action'),
        hideable: false,
        render: (entry) => activityActionLabel(entry.action),
      },
      {
        key: 'description',
        label: t('activityLog.columns.description'),
        render: (entry) => entry.description,
      },
      {
        key: 'occurred_at',
        label: t('activityLog.columns.date'),
        render: (entry) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatActivityDateTime(entry.occurred_at)}
          </Text>
        ),
      },
      {
        key: 'parameters',
        label: t('activityLog.columns.parameters'),
        render: (entry) => <Parameters entry={entry} />,
      },
    ],
    [t],
  );
}
