import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../testing/memory-storage.ts';
import { citySelectorLimit, getCityOptions } from './get-city-options.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('city selector', () => {
  it('asks for 800 within chosen states, 30 per search, 1000 otherwise', () => {
    expect(citySelectorLimit({ stateIds: ['20'], search: 'bau' })).toBe(800);
    expect(citySelectorLimit({ stateIds: [], search: 'bau' })).toBe(30);
    expect(citySelectorLimit({ stateIds: [], search: '  ' })).toBe(1000);
  });

  it('asks for the light form of the cities of the chosen states', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        data: [{ id: 3681, name: 'Bauru', uf: 'SP' }],
        total: 1,
        total_without_filter: 5571,
        available_ordering: [],
      }),
    );
    const options = await getCityOptions({ stateIds: ['20', '19'], search: 'bau' });
    expect(options).toEqual([{ value: '3681', label: 'Bauru - SP' }]);
    expect(String(fetchMock.mock.lastCall?.[0])).toBe(
      '/api/cities?page=1&limit=800&fields=id,name,uf&ufs=20,19&name=bau&sort[name]=asc',
    );
  });

  it('logs a failure and offers nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(Response.json({ message: 'x', code: 'y' }, { status: 500 }));
    await expect(getCityOptions({ stateIds: [], search: '' })).resolves.toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
