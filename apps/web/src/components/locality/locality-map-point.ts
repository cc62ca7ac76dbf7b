import type { TFunction } from 'i18next';
import type { MapPoint } from '../map/map-types.ts';

export interface MappablePlace {
  id: number;
  name: string;
  code: number;
  is_favorite: boolean;
  longitude: number;
  latitude: number;
}

const KIND_LABELS = {
  city: { favorite: 'map.kinds.favoriteCity', default: 'map.kinds.city' },
  state: { favorite: 'map.kinds.favoriteState', default: 'map.kinds.state' },
} as const;

/** A city or a state as a map point, coloured as a favourite when it is one. */
export function localityMapPoint(
  type: 'city' | 'state',
  place: MappablePlace,
  t: TFunction,
  name = place.name,
): MapPoint {
  const status = place.is_favorite ? 'favorite' : 'default';
  return {
    type,
    status,
    statusDesc: t(KIND_LABELS[type][status]),
    id: place.id,
    name,
    code: place.code,
    isFavorite: place.is_favorite,
    longitude: place.longitude,
    latitude: place.latitude,
  };
}
