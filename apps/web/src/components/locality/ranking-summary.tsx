import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { PlaceRanking } from '@oportuna/domain/territory';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format-number.ts';
import { Fact } from './fact.tsx';
import { rankPosition } from './rank-position.ts';

type Counts = PlaceRanking['public'];

/**
 * Public and private opportunities of a place with its position in its state and the country:
 * a table with one row per kind, or, on a phone, each kind's figures one under another.
 */
export function RankingSummary({
  ranking,
  withStateRank = true,
}: {
  ranking: PlaceRanking;
  withStateRank?: boolean;
}) {
  const { t } = useTranslation();
  const kinds = [
    { key: 'public', label: t('locality.opportunities.public'), counts: ranking.public },
    { key: 'private', label: t('locality.opportunities.private'), counts: ranking.private },
  ];
  const figures: { key: string; label: string; value: (counts: Counts) => string }[] = [
    { key: 'total', label: t('locality.opportunities.total'), value: (c) => formatNumber(c.total) },
    { key: 'open', label: t('locality.opportunities.open'), value: (c) => formatNumber(c.open) },
    {
      key: 'completed',
      label: t('locality.opportunities.completed'),
      value: (c) => formatNumber(c.completed),
    },
    ...(withStateRank
      ? [
          {
            key: 'state',
            label: t('locality.opportunities.stateRank'),
            value: (c: Counts) => rankPosition(t, c.ranking.state, c.total),
          },
        ]
      : []),
    {
      key: 'national',
      label: t('locality.opportunities.nationalRank'),
      value: (c) => rankPosition(t, c.ranking.national, c.total),
    },
  ];
  return (
    <>
      <Table.ScrollContainer minWidth={0} visibleFrom="sm">
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {figures.map((figure) => (
                <Table.Th key={figure.key} ta="right">
                  {figure.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map(({ key, label, counts }) => (
              <Table.Tr key={key}>
                <Table.Th>{label}</Table.Th>
                {figures.map((figure) => (
                  <Table.Td key={figure.key} ta="right">
                    {figure.value(counts)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="md" hiddenFrom="sm">
        {kinds.map(({ key, label, counts }) => (
          <Stack key={key} gap="xs">
            <Text fw={700} size="sm">
              {label}
            </Text>
            <SimpleGrid cols={2} spacing="md" verticalSpacing="xs">
              {figures.map((figure) => (
                <Fact key={figure.key} label={figure.label}>
                  {figure.value(counts)}
                </Fact>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
