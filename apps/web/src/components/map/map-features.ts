import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { Polygon } from '../list-page/list-state.ts';
import type { MapFeatureProperties, MapPoint } from './map-types.ts';

export type PointFeatureCollection = FeatureCollection<Point, MapFeatureProperties>;

/**
 * Points sharing coordinates would hide each other: every one after the first is shifted
 * by a random offset of at most `maxOffset` degrees on each axis (spec 1 §9).
 */
export function jitterDuplicates<Item extends { longitude: number; latitude: number }>(
  points: readonly Item[],
  random: () => number = Math.random,
  maxOffset: number = MAP_DEFAULTS.duplicatePointJitter,
): Item[] {
  const seen = new Set<string>();
  return points.map((point) => {
    const key = `${point.longitude},${point.latitude}`;
    if (!seen.has(key)) {
      seen.add(key);
      return point;
    }
    return {
      ...point,
      longitude: point.longitude + (random() * 2 - 1) * maxOffset,
      latitude: point.latitude + (random() * 2 - 1) * maxOffset,
    };
  });
}

export function hasCoordinates(point: { longitude: unknown; latitude: unknown }): boolean {
  return (
    typeof point.longitude === 'number' &&
    typeof point.latitude === 'number' &&
    Number.isFinite(point.longitude) &&
    Number.isFinite(point.latitude)
  );
}

export function toFeature(point: MapPoint): Feature<Point, MapFeatureProperties> {
  return {
    type: 'Feature',
    id: `${point.type}-${point.id}`,
    geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    properties: {
      type: point.type,
      status: point.status,
      id: point.id,
      name: point.name,
      status_desc: point.statusDesc,
      code: point.code,
      is_favorite: point.isFavorite,
    },
  };
}

/** The GeoJSON of the points layer: positioned points only, duplicates spread apart. */
export function buildPointFeatures(
  points: readonly MapPoint[],
  random: () => number = Math.random,
): PointFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: jitterDuplicates(points.filter(hasCoordinates), random).map(toFeature),
  };
}

export type LngLatBounds = [[number, number], [number, number]];

/** South-west and north-east corners around the points; null when there is nothing to fit. */
export function boundsOf(
  points: readonly { longitude: number; latitude: number }[],
): LngLatBounds | null {
  const positioned = points.filter(hasCoordinates);
  if (positioned.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { longitude, latitude } of positioned) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Every position of a GeoJSON geometry, for the bounds of a state or municipality. */
export function geometryPositions(geometry: {
  type: string;
  coordinates?: unknown;
}): [number, number][] {
  const positions: [number, number][] = [];
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number') {
      positions.push([value[0], value[1]]);
      return;
    }
    for (const item of value) walk(item);
  };
  walk(geometry.coordinates);
  return positions;
}

/** South-west and north-east corners around every feature of a layer (e.g. an outline). */
export function layerBounds(collection: {
  features: readonly { geometry: { type: string; coordinates?: unknown } | null }[];
}): LngLatBounds | null {
  return boundsOf(
    collection.features.flatMap((feature) =>
      feature.geometry
        ? geometryPositions(feature.geometry).map(([longitude, latitude]) => ({
            longitude,
            latitude,
          }))
        : [],
    ),
  );
}

/** The outer ring of a drawn polygon without its closing point: [[lng, lat], ...]. */
export function ringOf(coordinates: unknown): Polygon | null {
  const ring = Array.isArray(coordinates) ? coordinates[0] : null;
  if (!Array.isArray(ring)) return null;
  const points = ring.filter(
    (point): point is [number, number] =>
      Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number',
  );
  const [first] = points;
  const last = points.at(-1);
  const open =
    first && last && first[0] === last[0] && first[1] === last[1] ? points.slice(0, -1) : points;
  return open.length >= 3 ? open.map(([lng, lat]) => [lng, lat]) : null;
}
