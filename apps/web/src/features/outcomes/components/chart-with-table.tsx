import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart and, beside it, a table with the same numbers: screen readers skip the drawing
 * (aria-hidden) and read the table, which everyone else may read too.
 */
export function ChartWithTable<Row>({
  title,
  chart,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  chart: ReactNode;
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div aria-hidden="true">{chart}</div>
        <Table striped withTableBorder fz="sm">
          <Table.Caption>{t('outcomes.tableCaption', { title })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text size="sm" c="dimmed">
                    {MESSAGES.common.noContent}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Paper>
  );
}
