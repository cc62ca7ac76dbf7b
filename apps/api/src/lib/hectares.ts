import area from '@turf/area';
import type { Feature, MultiPolygon, Polygon } from 'geojson';

/** An area's geodesic size in hectares, to 2 decimals (industrial areas, their showcase). */
export function hectaresOf(
  shape: Polygon | MultiPolygon | Feature<Polygon | MultiPolygon>,
): number {
  return Math.round(area(shape) / 100) / 100;
}
