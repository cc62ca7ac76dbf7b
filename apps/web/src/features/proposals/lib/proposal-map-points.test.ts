import { describe, expect, it } from 'vitest';
import { proposalMapPoints } from './proposal-map-points.ts';

describe('proposalMapPoints', () => {
  it('colours each point by status and leaves out proposals without coordinates', () => {
    const points = proposalMapPoints([
      {
        id: 1,
        name: 'Terreno',
        status: 'open',
        type: 'city',
        coordinates: [-49, -22],
        is_favorite: true,
      },
      { id: 2, name: 'Sem local', status: 'lost', type: 'company', coordinates: null },
    ]);
    expect(points).toEqual([
      {
        type: 'proposal',
        status: 'open',
        statusDesc: 'Ativa',
        id: 1,
        name: 'Terreno',
        code: null,
        isFavorite: true,
        longitude: -49,
        latitude: -22,
      },
    ]);
  });
});
