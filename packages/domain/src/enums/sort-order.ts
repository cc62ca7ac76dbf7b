export const SORT_ORDERS = ['asc', 'desc'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

/** Sortable columns start ascending and toggle to descending. */
export function nextSortOrder(current: SortOrder | null | undefined): SortOrder {
  return current === 'asc' ? 'desc' : 'asc';
}
