import type { SortOrder } from '@oportuna/domain/lists';
import { getItem, setItem } from '../../lib/storage.ts';

export type ViewMode = 'list' | 'card';

export interface ListSort {
  key: string;
  order: SortOrder;
}

/** A polygon drawn on the map, as [[longitude, latitude], ...]. */
export type Polygon = [number, number][];

/** What a list screen remembers (spec 1 §3, 'List filter state per entity'). */
export interface ListState<Filters> {
  sort: ListSort | null;
  limit: number;
  page: number;
  /** The applied search params; the filter panel edits a draft until 'Aplicar Filtros'. */
  filters: Filters;
  onlyFavorites: boolean;
  viewMode: ViewMode;
  showMap: boolean;
  polygon: Polygon | null;
  hiddenColumns: string[];
}

/** Survives a reload; map display, polygon, view mode and columns start afresh. */
export type PersistedListState<Filters> = Pick<
  ListState<Filters>,
  'sort' | 'limit' | 'page' | 'filters' | 'onlyFavorites'
>;

export interface ListDefaults<Filters> {
  filters: Filters;
  limit: number;
  pageSizeOptions: readonly number[];
  sort?: ListSort | null;
  hiddenColumns?: readonly string[];
  /** Lists whose map opens with them (companies); hidden by default. */
  showMap?: boolean;
}

export type ListAction<Filters> =
  | { type: 'sortBy'; key: string }
  | { type: 'setPage'; page: number }
  | { type: 'setLimit'; limit: number }
  | { type: 'applyFilters'; filters: Filters }
  | { type: 'clearFilters' }
  | { type: 'setOnlyFavorites'; onlyFavorites: boolean }
  | { type: 'setViewMode'; viewMode: ViewMode }
  | { type: 'setShowMap'; showMap: boolean }
  | { type: 'setPolygon'; polygon: Polygon | null }
  | { type: 'toggleColumn'; key: string }
  | { type: 'fitPageCount'; pageCount: number };

export function initialListState<Filters>(defaults: ListDefaults<Filters>): ListState<Filters> {
  return {
    sort: defaults.sort ?? null,
    limit: defaults.limit,
    page: 1,
    filters: defaults.filters,
    onlyFavorites: false,
    viewMode: 'list',
    showMap: defaults.showMap ?? false,
    polygon: null,
    hiddenColumns: [...(defaults.hiddenColumns ?? [])],
  };
}

/** Number of pages for a total; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * A header click: another column starts ascending, the same column toggles ASC ↔ DESC
 * (the domain's nextSortOrder; list-state.test.ts checks they agree). Written out because
 * the domain module that holds it also builds a zod schema, which would come along.
 */
export function nextSort(current: ListSort | null, key: string): ListSort {
  const order: SortOrder = current?.key === key && current.order === 'asc' ? 'desc' : 'asc';
  return { key, order };
}

export function listReducer<Filters>(
  defaults: ListDefaults<Filters>,
): (state: ListState<Filters>, action: ListAction<Filters>) => ListState<Filters> {
  return (state, action) => {
    switch (action.type) {
      case 'sortBy':
        return { ...state, sort: nextSort(state.sort, action.key), page: 1 };
      case 'setPage':
        return { ...state, page: Math.max(1, Math.trunc(action.page)) };
      case 'setLimit':
        return { ...state, limit: action.limit, page: 1 };
      // Any change to what is searched starts again from the first page (spec 1 §4).
      case 'applyFilters':
        return { ...state, filters: action.filters, page: 1 };
      case 'clearFilters':
        return { ...state, filters: defaults.filters, page: 1 };
      case 'setOnlyFavorites':
        return { ...state, onlyFavorites: action.onlyFavorites, page: 1 };
      case 'setPolygon':
        return { ...state, polygon: action.polygon, page: 1 };
      case 'setShowMap':
        // The drawn polygon lives on the map: hiding the map drops it.
        return action.showMap
          ? { ...state, showMap: true }
          : { ...state, showMap: false, polygon: null, page: state.polygon ? 1 : state.page };
      case 'setViewMode':
        return { ...state, viewMode: action.viewMode };
      case 'toggleColumn':
        return {
          ...state,
          hiddenColumns: state.hiddenColumns.includes(action.key)
            ? state.hiddenColumns.filter((key) => key !== action.key)
            : [...state.hiddenColumns, action.key],
        };
      case 'fitPageCount':
        return state.page > action.pageCount
          ? { ...state, page: Math.max(1, action.pageCount) }
          : state;
    }
  };
}

export function persistedSlice<Filters>(state: ListState<Filters>): PersistedListState<Filters> {
  return {
    sort: state.sort,
    limit: state.limit,
    page: state.page,
    filters: state.filters,
    onlyFavorites: state.onlyFavorites,
  };
}

export function listStorageKey(entity: string): string {
  return `list-state:${entity}`;
}

export function saveListState<Filters>(entity: string, state: ListState<Filters>): void {
  setItem(listStorageKey(entity), persistedSlice(state));
}

/**
 * The stored state over the defaults. Anything stored by an older shape or edited by hand
 * falls back to its default instead of breaking the list.
 */
export function loadListState<Filters>(
  entity: string,
  defaults: ListDefaults<Filters>,
): ListState<Filters> {
  const initial = initialListState(defaults);
  const stored = getItem<unknown>(listStorageKey(entity), null);
  if (!isRecord(stored)) return initial;
  return {
    ...initial,
    sort: isSort(stored.sort) ? stored.sort : initial.sort,
    limit:
      typeof stored.limit === 'number' && defaults.pageSizeOptions.includes(stored.limit)
        ? stored.limit
        : initial.limit,
    page:
      Number.isInteger(stored.page) && (stored.page as number) >= 1 ? (stored.page as number) : 1,
    filters:
      isRecord(stored.filters) && isRecord(defaults.filters)
        ? ({ ...defaults.filters, ...stored.filters } as Filters)
        : initial.filters,
    onlyFavorites: stored.onlyFavorites === true,
  };
}

/** Whether the list shows less than everything: filters, favourites only or a polygon. */
export function isListFiltered<Filters>(state: ListState<Filters>, emptyFilters: Filters): boolean {
  return (
    state.onlyFavorites ||
    state.polygon !== null ||
    JSON.stringify(state.filters) !== JSON.stringify(emptyFilters)
  );
}

function isSort(value: unknown): value is ListSort {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    value.key !== '' &&
    (value.order === 'asc' || value.order === 'desc')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
