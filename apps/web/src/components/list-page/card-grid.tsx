import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SKELETON_COUNTS } from '@oportuna/domain/limits';
import type { ReactNode } from 'react';

export interface CardGridProps<Item> {
  items: readonly Item[];
  getKey: (item: Item) => string | number;
  renderCard: (item: Item) => ReactNode;
  loading: boolean;
  /** The empty-list text, or a whole element (a warning) to show instead. */
  emptyText: ReactNode;
}

/** The card view of a list: 9 skeleton cards while loading, the empty text when nothing came. */
export function CardGrid<Item>({
  items,
  getKey,
  renderCard,
  loading,
  emptyText,
}: CardGridProps<Item>) {
  if (!loading && items.length === 0) {
    return typeof emptyText === 'string' ? (
      <Text ta="center" c="dimmed" py="xl">
        {emptyText}
      </Text>
    ) : (
      emptyText
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={loading}>
      {loading
        ? Array.from({ length: SKELETON_COUNTS.cards }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
            <Paper key={index} withBorder radius="md" p="md" data-testid="skeleton-card">
              <Stack gap="sm">
                <Skeleton height={120} radius="sm" />
                <Skeleton height={18} width="60%" />
                <Skeleton height={12} />
                <Skeleton height={12} width="80%" />
                <Skeleton height={32} />
              </Stack>
            </Paper>
          ))
        : items.map((item) => <div key={getKey(item)}>{renderCard(item)}</div>)}
    </SimpleGrid>
  );
}
