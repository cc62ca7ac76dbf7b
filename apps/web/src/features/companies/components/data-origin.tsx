import { Text } from '@mantine/core';
import type { CompanyListItem } from '@oportuna/domain/companies';
import { MESSAGES } from '@oportuna/domain/messages';
import { releaseMonthYear, useDataSource } from '../../../lib/api/data-sources/get-data-sources.ts';

/**
 * Where the companies shown come from: 'Dados da Receita Federal de outubro/2026', nothing
 * while the release is unknown, or the mark of a company registered by hand.
 */
export function DataOrigin({ source = 'receita' }: { source?: CompanyListItem['source'] }) {
  const receita = useDataSource('receita');
  const monthYear = releaseMonthYear(receita?.release_date);
  if (source === 'manual') {
    return (
      <Text size="xs" c="orange">
        {MESSAGES.companies.registeredByHand}
      </Text>
    );
  }
  return monthYear ? (
    <Text size="xs" c="dimmed">
      {MESSAGES.companies.receitaRelease(monthYear)}
    </Text>
  ) : null;
}
