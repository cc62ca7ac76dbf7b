import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { createMemoryStorage } from '../../../testing/memory-storage.ts';
import { CITY_LIST_DEFAULTS, EMPTY_CITY_FILTERS } from '../lib/city-filters.ts';
import { exportCities } from './export-cities.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('city exports', () => {
  const state = {
    ...initialListState(CITY_LIST_DEFAULTS),
    page: 3,
    filters: { ...EMPTY_CITY_FILTERS, states: [{ value: '20', label: 'São Paulo' }] },
    sort: { key: 'name', order: 'desc' as const },
  };

  it('asks for every matching city in the format, without the page', async () => {
    fetchMock.mockResolvedValue(
      new Response('x', {
        headers: {
          'content-disposition': 'attachment; filename="export-cities-20261121091501.xlsx"',
        },
      }),
    );
    const file = await exportCities(state, 'xlsx');
    expect(decodeURIComponent(String(fetchMock.mock.lastCall?.[0]))).toBe(
      '/api/cities?ufs=20&sort[name]=desc&format=xlsx',
    );
    expect(file.fileName).toBe('export-cities-20261121091501.xlsx');
  });
});
