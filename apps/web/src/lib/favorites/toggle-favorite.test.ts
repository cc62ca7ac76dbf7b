import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addFavorite, removeFavorite } from './toggle-favorite.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('favourites', () => {
  it('adds with POST favorites {entity, entity_id}', async () => {
    await addFavorite({ entity: 'proposal', entity_id: 12 });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/favorites');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"entity":"proposal","entity_id":12}');
  });

  it('removes with DELETE favorites, the item in the body', async () => {
    await removeFavorite({ entity: 'company', entity_id: '12345678000195' });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/favorites');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBe('{"entity":"company","entity_id":"12345678000195"}');
  });
});
