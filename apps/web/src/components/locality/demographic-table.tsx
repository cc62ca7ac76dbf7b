import { SimpleGrid, Table } from '@mantine/core';
import { DEMOGRAPHIC_INDICATOR_KEYS, DEMOGRAPHIC_INDICATORS } from '@oportuna/domain/territory';
import { formatIndicator } from '../../lib/indicator-format.ts';

export interface IndicatorEntry {
  indicator: string;
  label: string;
  value: number | string | null;
  year: number | null;
}

/**
 * Every demographic indicator with its label, in the domain's order; one the place has no
 * value for reads 'Não Informado'.
 */
export function completeIndicators(entries: readonly IndicatorEntry[]): IndicatorEntry[] {
  const byKey = new Map(entries.map((entry) => [entry.indicator, entry]));
  return DEMOGRAPHIC_INDICATOR_KEYS.map(
    (key) =>
      byKey.get(key) ?? {
        indicator: key,
        label: DEMOGRAPHIC_INDICATORS[key].label,
        value: null,
        year: null,
      },
  );
}

/** The demographic information of a city or state, in one or two columns. */
export function DemographicTable({
  entries,
  columns = 1,
}: {
  entries: readonly IndicatorEntry[];
  columns?: 1 | 2;
}) {
  const rows = completeIndicators(entries);
  const half = Math.ceil(rows.length / columns);
  const groups = columns === 2 ? [rows.slice(0, half), rows.slice(half)] : [rows];
  return (
    <SimpleGrid cols={{ base: 1, md: columns }} spacing="lg">
      {groups.map((group) => (
        <Table key={group[0]?.indicator ?? 'empty'} striped withRowBorders={false}>
          <Table.Tbody>
            {group.map((entry) => (
              <Table.Tr key={entry.indicator}>
                <Table.Th fw={500} w="60%">
                  {entry.label}
                </Table.Th>
                <Table.Td ta="right">
                  {formatIndicator(entry.indicator, entry.value)}
                  {entry.year !== null && entry.value !== null ? ` (${entry.year})` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </SimpleGrid>
  );
}
