import { nextSortOrder } from '@oportuna/domain/lists';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../../lib/storage.ts';
import { createMemoryStorage } from '../../testing/memory-storage.ts';
import {
  initialListState,
  isListFiltered,
  type ListAction,
  type ListDefaults,
  type ListState,
  listReducer,
  listStorageKey,
  loadListState,
  nextSort,
  pageCountOf,
  saveListState,
} from './list-state.ts';

interface Filters {
  states: string[];
  idhm: [number | null, number | null];
}

const emptyFilters: Filters = { states: [], idhm: [null, null] };
const defaults: ListDefaults<Filters> = {
  filters: emptyFilters,
  limit: 25,
  pageSizeOptions: [25, 50, 100],
};
const reduce = listReducer(defaults);
const onPage = (page: number): ListState<Filters> => ({ ...initialListState(defaults), page });

let storage: Storage;

beforeEach(() => {
  storage = createMemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('list state transitions', () => {
  it('starts on page 1, list view, map hidden, nothing filtered', () => {
    const state = initialListState(defaults);
    expect(state).toEqual({
      sort: null,
      limit: 25,
      page: 1,
      filters: emptyFilters,
      onlyFavorites: false,
      viewMode: 'list',
      showMap: false,
      polygon: null,
      hiddenColumns: [],
    });
    expect(isListFiltered(state, emptyFilters)).toBe(false);
  });

  it.each<[string, ListAction<Filters>]>([
    ['applying filters', { type: 'applyFilters', filters: { ...emptyFilters, states: ['20'] } }],
    ['clearing filters', { type: 'clearFilters' }],
    ['showing favourites only', { type: 'setOnlyFavorites', onlyFavorites: true }],
    [
      'drawing a polygon',
      {
        type: 'setPolygon',
        polygon: [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      },
    ],
    ['changing the page size', { type: 'setLimit', limit: 50 }],
    ['sorting', { type: 'sortBy', key: 'name' }],
  ])('%s goes back to page 1', (_, action) => {
    expect(reduce(onPage(4), action).page).toBe(1);
  });

  it('keeps the page when only the view changes', () => {
    expect(reduce(onPage(4), { type: 'setViewMode', viewMode: 'card' }).page).toBe(4);
    expect(reduce(onPage(4), { type: 'setShowMap', showMap: true }).page).toBe(4);
    expect(reduce(onPage(4), { type: 'toggleColumn', key: 'uf' }).page).toBe(4);
  });

  it('moves to the last page when the current one is beyond the page count', () => {
    expect(reduce(onPage(9), { type: 'fitPageCount', pageCount: 3 }).page).toBe(3);
    const inRange = onPage(2);
    expect(reduce(inRange, { type: 'fitPageCount', pageCount: 3 })).toBe(inRange);
    expect(reduce(onPage(2), { type: 'fitPageCount', pageCount: 0 }).page).toBe(1);
  });

  it('cycles a column ASC then DESC; another column starts ASC', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'asc' }, 'name')).toEqual({ key: 'name', order: 'desc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'name')).toEqual({ key: 'name', order: 'asc' });
    expect(nextSort({ key: 'name', order: 'desc' }, 'idhm')).toEqual({ key: 'idhm', order: 'asc' });

    let state = initialListState(defaults);
    state = reduce(state, { type: 'sortBy', key: 'idhm' });
    expect(state.sort).toEqual({ key: 'idhm', order: 'asc' });
    state = reduce(state, { type: 'sortBy', key: 'idhm' });
    expect(state.sort).toEqual({ key: 'idhm', order: 'desc' });
  });

  it('agrees with the domain rule for the next sort order', () => {
    for (const order of ['asc', 'desc'] as const) {
      expect(nextSort({ key: 'name', order }, 'name').order).toBe(nextSortOrder(order));
    }
    expect(nextSort(null, 'name').order).toBe(nextSortOrder(null));
  });

  it('hiding the map drops the polygon drawn on it', () => {
    let state = reduce(initialListState(defaults), { type: 'setShowMap', showMap: true });
    state = reduce(state, {
      type: 'setPolygon',
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    });
    expect(isListFiltered(state, emptyFilters)).toBe(true);
    state = reduce(state, { type: 'setShowMap', showMap: false });
    expect(state.polygon).toBeNull();
    expect(isListFiltered(state, emptyFilters)).toBe(false);
  });

  it('toggles a column on and off', () => {
    let state = reduce(initialListState(defaults), { type: 'toggleColumn', key: 'uf' });
    expect(state.hiddenColumns).toEqual(['uf']);
    state = reduce(state, { type: 'toggleColumn', key: 'uf' });
    expect(state.hiddenColumns).toEqual([]);
  });

  it('clearing the filters keeps favourites only, which has its own star', () => {
    let state = reduce(initialListState(defaults), {
      type: 'applyFilters',
      filters: { states: ['20'], idhm: [70, null] },
    });
    state = reduce(state, { type: 'setOnlyFavorites', onlyFavorites: true });
    state = reduce(state, { type: 'clearFilters' });
    expect(state.filters).toEqual(emptyFilters);
    expect(state.onlyFavorites).toBe(true);
  });

  it('counts as filtered with filters or favourites only', () => {
    const base = initialListState(defaults);
    expect(isListFiltered({ ...base, onlyFavorites: true }, emptyFilters)).toBe(true);
    expect(
      isListFiltered({ ...base, filters: { states: [], idhm: [null, 80] } }, emptyFilters),
    ).toBe(true);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 25, 1],
    [1, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [5571, 25, 223],
    [5571, 100, 56],
  ])('%i items by %i → %i pages', (total, limit, pages) => {
    expect(pageCountOf(total, limit)).toBe(pages);
  });
});

describe('list state persistence', () => {
  it('stores exactly ordering, limit, page, filters and favourites only, version-prefixed', () => {
    const state: ListState<Filters> = {
      sort: { key: 'idhm', order: 'desc' },
      limit: 50,
      page: 3,
      filters: { states: ['20'], idhm: [70, null] },
      onlyFavorites: true,
      viewMode: 'card',
      showMap: true,
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
      hiddenColumns: ['uf'],
    };
    saveListState('cities', state);
    const raw = storage.getItem(storageKey(listStorageKey('cities')));
    expect(raw).not.toBeNull();
    expect(Object.keys(JSON.parse(raw ?? '{}')).sort()).toEqual(
      ['filters', 'limit', 'onlyFavorites', 'page', 'sort'].sort(),
    );

    expect(loadListState('cities', defaults)).toEqual({
      ...state,
      viewMode: 'list',
      showMap: false,
      polygon: null,
      hiddenColumns: [],
    });
  });

  it('keeps each entity apart', () => {
    saveListState('cities', { ...initialListState(defaults), page: 7 });
    expect(loadListState('states', defaults).page).toBe(1);
    expect(loadListState('cities', defaults).page).toBe(7);
  });

  it('falls back to the defaults for values it does not recognise', () => {
    storage.setItem(
      storageKey(listStorageKey('cities')),
      JSON.stringify({
        sort: { key: 'name', order: 'sideways' },
        limit: 33,
        page: -2,
        filters: 'x',
        onlyFavorites: 'yes',
      }),
    );
    expect(loadListState('cities', defaults)).toEqual(initialListState(defaults));
  });

  it('adds filters introduced after the state was stored', () => {
    storage.setItem(
      storageKey(listStorageKey('cities')),
      JSON.stringify({ filters: { states: ['35'] } }),
    );
    expect(loadListState('cities', defaults).filters).toEqual({
      states: ['35'],
      idhm: [null, null],
    });
  });
});
