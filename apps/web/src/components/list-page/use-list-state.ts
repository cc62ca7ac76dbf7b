import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import {
  isListFiltered,
  type ListDefaults,
  type ListSort,
  type ListState,
  listReducer,
  loadListState,
  type Polygon,
  saveListState,
  type ViewMode,
} from './list-state.ts';

export interface ListStateControls<Filters> {
  state: ListState<Filters>;
  /** Filters, favourites only or a polygon narrow the list. */
  isFiltered: boolean;
  /** The panel's own filters differ from the empty ones (the dot on the filter button). */
  hasFilters: boolean;
  sortBy: (key: string) => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  applyFilters: (filters: Filters) => void;
  clearFilters: () => void;
  setOnlyFavorites: (onlyFavorites: boolean) => void;
  setViewMode: (viewMode: ViewMode) => void;
  setShowMap: (showMap: boolean) => void;
  setPolygon: (polygon: Polygon | null) => void;
  toggleColumn: (key: string) => void;
  fitPageCount: (pageCount: number) => void;
  defaults: ListDefaults<Filters>;
}

export type { ListSort };

/**
 * The state of one list screen, kept per entity in local storage (version-prefixed keys):
 * ordering, page size, page, applied filters and favourites only survive a reload.
 * `defaults` is read once, on mount.
 */
export function useListState<Filters>(
  entity: string,
  defaults: ListDefaults<Filters>,
): ListStateControls<Filters> {
  const defaultsRef = useRef(defaults);
  const reducer = useMemo(() => listReducer(defaultsRef.current), []);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    loadListState(entity, defaultsRef.current),
  );

  useEffect(() => {
    saveListState(entity, state);
  }, [entity, state]);

  const sortBy = useCallback((key: string) => dispatch({ type: 'sortBy', key }), []);
  const setPage = useCallback((page: number) => dispatch({ type: 'setPage', page }), []);
  const setLimit = useCallback((limit: number) => dispatch({ type: 'setLimit', limit }), []);
  const applyFilters = useCallback(
    (filters: Filters) => dispatch({ type: 'applyFilters', filters }),
    [],
  );
  const clearFilters = useCallback(() => dispatch({ type: 'clearFilters' }), []);
  const setOnlyFavorites = useCallback(
    (onlyFavorites: boolean) => dispatch({ type: 'setOnlyFavorites', onlyFavorites }),
    [],
  );
  const setViewMode = useCallback(
    (viewMode: ViewMode) => dispatch({ type: 'setViewMode', viewMode }),
    [],
  );
  const setShowMap = useCallback(
    (showMap: boolean) => dispatch({ type: 'setShowMap', showMap }),
    [],
  );
  const setPolygon = useCallback(
    (polygon: Polygon | null) => dispatch({ type: 'setPolygon', polygon }),
    [],
  );
  const toggleColumn = useCallback((key: string) => dispatch({ type: 'toggleColumn', key }), []);
  const fitPageCount = useCallback(
    (pageCount: number) => dispatch({ type: 'fitPageCount', pageCount }),
    [],
  );

  const emptyFilters = defaultsRef.current.filters;
  return {
    state,
    isFiltered: isListFiltered(state, emptyFilters),
    hasFilters: JSON.stringify(state.filters) !== JSON.stringify(emptyFilters),
    sortBy,
    setPage,
    setLimit,
    applyFilters,
    clearFilters,
    setOnlyFavorites,
    setViewMode,
    setShowMap,
    setPolygon,
    toggleColumn,
    fitPageCount,
    defaults: defaultsRef.current,
  };
}
