import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { localityMapPoint } from './locality-map-point.ts';

const place = {
  id: 3550308,
  name: 'São Paulo',
  code: 3550308,
  is_favorite: false,
  longitude: -46.6,
  latitude: -23.5,
};

describe('localityMapPoint', () => {
  it('maps a city with its kind as the status text', () => {
    expect(localityMapPoint('city', place, i18n.t, 'São Paulo - SP')).toEqual({
      type: 'city',
      status: 'default',
      statusDesc: 'Cidade',
      id: 3550308,
      name: 'São Paulo - SP',
      code: 3550308,
      isFavorite: false,
      longitude: -46.6,
      latitude: -23.5,
    });
  });

  it('marks a favourite state and keeps its own name', () => {
    const point = localityMapPoint(
      'state',
      { ...place, id: 35, code: 35, is_favorite: true },
      i18n.t,
    );
    expect(point).toMatchObject({
      type: 'state',
      status: 'favorite',
      statusDesc: 'Estado favorito',
      name: 'São Paulo',
      isFavorite: true,
    });
  });
});
