import type { Feature, Geometry, Position } from 'geojson';

/** Every position of a Polygon or MultiPolygon; none for other geometries. */
function positionsOf(geometry: Geometry): Position[] {
  if (geometry.type === 'Polygon') return geometry.coordinates.flat();
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat(2);
  return [];
}

/**
 * The middle of an area's bounding box, where the Área Industrial map opens when one is saved:
 * an area drawn away from the city's seat would otherwise start outside the view.
 */
export function areaCentre(
  area: Feature<Geometry>,
): { longitude: number; latitude: number } | null {
  const positions = positionsOf(area.geometry);
  if (positions.length === 0) return null;
  const longitudes = positions.map((position) => position[0] ?? 0);
  const latitudes = positions.map((position) => position[1] ?? 0);
  return {
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
  };
}
