import { Table } from '@mantine/core';
import type { PlaceRanking } from '@oportuna/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format-number.ts';
import { rankPosition } from './rank-position.ts';

/** Public and private opportunities of a place with its position in its state and the country. */
export function RankingSummary({
  ranking,
  withStateRank = true,
}: {
  ranking: PlaceRanking;
  withStateRank?: boolean;
}) {
  const { t } = useTranslation();
  const rows = [
    { key: 'public', label: t('locality.opportunities.public'), counts: ranking.public },
    { key: 'private', label: t('locality.opportunities.private'), counts: ranking.private },
  ];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('locality.opportunities.total')}</Table.Th>
            <Table.Th ta="right">{t('locality.opportunities.open')}</Table.Th>
            <Table.Th ta="right">{t('locality.opportunities.completed')}</Table.Th>
            {withStateRank ? (
              <Table.Th ta="right">{t('locality.opportunities.stateRank')}</Table.Th>
            ) : null}
            <Table.Th ta="right">{t('locality.opportunities.nationalRank')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, label, counts }) => (
            <Table.Tr key={key}>
              <Table.Th>{label}</Table.Th>
              <Table.Td ta="right">{formatNumber(counts.total)}</Table.Td>
              <Table.Td ta="right">{formatNumber(counts.open)}</Table.Td>
              <Table.Td ta="right">{formatNumber(counts.completed)}</Table.Td>
              {withStateRank ? (
                <Table.Td ta="right">
                  {rankPosition(t, counts.ranking.state, counts.total)}
                </Table.Td>
              ) : null}
              <Table.Td ta="right">
                {rankPosition(t, counts.ranking.national, counts.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
