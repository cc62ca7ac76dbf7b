import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { SKELETON_COUNTS } from '@oportuna/domain/limits';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-column.ts';
import type { ListSort } from './list-state.ts';
import { SortHeader } from './sort-header.tsx';

export interface DataTableProps<Item> {
  columns: readonly ListColumn<Item>[];
  items: readonly Item[];
  getKey: (item: Item) => string | number;
  loading: boolean;
  /** The empty-list text, or a whole element (a warning) to show instead. */
  emptyText: ReactNode;
  sort: ListSort | null;
  /** Keys the server accepts in sort[key] (available_ordering). */
  sortableKeys: readonly string[];
  onSort: (key: string) => void;
}

/** The table view of a list: sortable headers, 10 skeleton rows while loading, the empty text. */
export function DataTable<Item>({
  columns,
  items,
  getKey,
  loading,
  emptyText,
  sort,
  sortableKeys,
  onSort,
}: DataTableProps<Item>) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortKey && sortableKeys.includes(column.sortKey) ? (
                <SortHeader
                  key={column.key}
                  label={column.label}
                  align={column.align}
                  sortKey={column.sortKey}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  px={column.labelHidden ? 4 : undefined}
                >
                  {column.labelHidden ? (
                    <VisuallyHidden>{column.label}</VisuallyHidden>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: SKELETON_COUNTS.tableRows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <Table.Tr key={row} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : items.map((item, index) => (
                <Table.Tr key={getKey(item)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      px={column.labelHidden ? 4 : undefined}
                    >
                      {column.render(item, index)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          {!loading && items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                {typeof emptyText === 'string' ? (
                  <Text ta="center" c="dimmed" py="lg">
                    {emptyText}
                  </Text>
                ) : (
                  emptyText
                )}
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
