import { Center, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type JSX, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { MapErrorBoundary } from '../map/map-error-boundary.tsx';
import type { CardGridProps } from './card-grid.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { DataTable } from './data-table.tsx';
import type { ListColumn } from './list-column.ts';
import { pageCountOf } from './list-state.ts';
import { Pager } from './pager.tsx';
import type { ListStateControls } from './use-list-state.ts';

// Lists open as tables: the card view's code loads when someone switches to it.
const CardGrid = lazy(async () => ({
  default: (await import('./card-grid.tsx')).CardGrid,
})) as unknown as <Item>(props: CardGridProps<Item>) => JSX.Element;

const MAP_HEIGHT = 480;

const cardsFallback = (
  <Center py="xl">
    <Loader />
  </Center>
);

export interface ListPageProps<Item, Filters> {
  list: ListStateControls<Filters>;
  /** 'Total de cidades ativas na base: N' or its filtered form (see listHeading). */
  heading: string;
  /** A line under the heading: where the data comes from ('Dados da Receita Federal de…'). */
  headingNote?: ReactNode;
  items: readonly Item[];
  /**
   * Items matching the filters, for the pager; null while unknown (first load, or a failed
   * request, which must not move the page).
   */
  total: number | null;
  /** The total is the server's estimate (companies): the pager says so. */
  totalIsEstimate?: boolean;
  loading: boolean;
  columns: readonly ListColumn<Item>[];
  sortableKeys: readonly string[];
  getKey: (item: Item) => string | number;
  /** The card of an item; lists without one always show their table. */
  renderCard?: (item: Item) => ReactNode;
  /** The empty-list text, or a whole element (a warning) to show instead. */
  emptyText: ReactNode;
  /** The map, shown above the list while the list's map toggle is on. */
  map?: ReactNode;
  /** The pager's page-size label, when the screen's spec names it ('Itens por página'). */
  pageSizeLabel?: string;
}

/**
 * The body of every list screen: the map when shown, the heading, the table (with its
 * column chooser) or the cards, and the pager. The sub-header and the filter panel stay
 * with the screen, which knows its own buttons and filters.
 */
export function ListPage<Item, Filters>({
  list,
  heading,
  headingNote,
  items,
  total,
  totalIsEstimate = false,
  loading,
  columns,
  sortableKeys,
  getKey,
  renderCard,
  emptyText,
  map,
  pageSizeLabel,
}: ListPageProps<Item, Filters>) {
  const { state, fitPageCount } = list;
  const pageCount = total === null ? null : pageCountOf(total, state.limit);

  useEffect(() => {
    if (pageCount !== null && !loading) fitPageCount(pageCount);
  }, [pageCount, loading, fitPageCount]);

  const showTable = state.viewMode === 'list' || !renderCard;
  const visibleColumns = columns.filter((column) => !state.hiddenColumns.includes(column.key));

  return (
    <Stack gap="md">
      {state.showMap && map ? (
        <MapErrorBoundary height={MAP_HEIGHT}>
          <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>{map}</Suspense>
        </MapErrorBoundary>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" gap="sm">
          <Stack gap={0}>
            <Text fw={500} aria-live="polite" data-testid="list-heading">
              {heading}
            </Text>
            {headingNote}
          </Stack>
          {showTable ? (
            <ColumnChooser
              columns={columns}
              hiddenColumns={state.hiddenColumns}
              onToggle={list.toggleColumn}
            />
          ) : null}
        </Group>
        {renderCard && !showTable ? (
          <Suspense fallback={cardsFallback}>
            <CardGrid
              items={items}
              getKey={getKey}
              renderCard={renderCard}
              loading={loading}
              emptyText={emptyText}
            />
          </Suspense>
        ) : (
          <DataTable
            columns={visibleColumns}
            items={items}
            getKey={getKey}
            loading={loading}
            emptyText={emptyText}
            sort={state.sort}
            sortableKeys={sortableKeys}
            onSort={list.sortBy}
          />
        )}
        <Pager
          page={state.page}
          limit={state.limit}
          total={total ?? 0}
          estimated={totalIsEstimate}
          pageSizeOptions={list.defaults.pageSizeOptions}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          {...(pageSizeLabel ? { pageSizeLabel } : {})}
        />
      </Paper>
    </Stack>
  );
}
