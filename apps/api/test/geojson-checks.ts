import type { MultiPolygon, Polygon, Position } from 'geojson';

type Area = Polygon | MultiPolygon;

const polygonsOf = (geometry: Area): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

const signedArea = (ring: Position[]) => {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0 = 0, y0 = 0] = ring[i - 1] ?? [];
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
};

const insideRing = ([x = 0, y = 0]: Position, ring: Position[]) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/**
 * What makes a polygon invalid GeoJSON (RFC 7946 §3.1.6): wrong type or nesting, rings not
 * closed or under 4 positions, non-numeric or out-of-range positions, zero-area rings, outer
 * rings not counter-clockwise or holes not clockwise, holes outside their outer ring.
 */
export function polygonProblems(geometry: { type?: unknown; coordinates?: unknown }): string[] {
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') {
    return [`type ${String(geometry.type)}`];
  }
  if (!Array.isArray(geometry.coordinates) || geometry.coordinates.length === 0) {
    return ['no coordinates'];
  }
  const problems: string[] = [];
  polygonsOf(geometry as Area).forEach((polygon, p) => {
    if (!Array.isArray(polygon) || polygon.length === 0) problems.push(`polygon ${p} empty`);
    polygon.forEach((ring, r) => {
      const where = `polygon ${p} ring ${r}`;
      const positions = ring.every(
        (position) =>
          Array.isArray(position) &&
          position.length === 2 &&
          position.every(Number.isFinite) &&
          Math.abs(position[0] ?? 0) <= 180 &&
          Math.abs(position[1] ?? 0) <= 90,
      );
      if (!positions) {
        problems.push(`${where}: bad positions`);
        return;
      }
      const first = ring[0] ?? [];
      const last = ring.at(-1) ?? [];
      if (ring.length < 4) problems.push(`${where}: ${ring.length} positions`);
      if (first[0] !== last[0] || first[1] !== last[1]) problems.push(`${where}: not closed`);
      const area = signedArea(ring);
      if (area === 0) problems.push(`${where}: zero area`);
      else if (r === 0 && area < 0) problems.push(`${where}: outer ring clockwise`);
      else if (r > 0 && area > 0) problems.push(`${where}: hole counter-clockwise`);
      if (r > 0 && polygon[0] && !insideRing(ring[0] ?? [], polygon[0])) {
        problems.push(`${where}: hole outside its outer ring`);
      }
    });
  });
  return problems;
}

/** Whether a [longitude, latitude] lies inside the area (in an outer ring, in no hole). */
export function areaContains(geometry: Area, point: Position): boolean {
  return polygonsOf(geometry).some(
    ([outer, ...holes]) =>
      outer !== undefined &&
      insideRing(point, outer) &&
      !holes.some((hole) => insideRing(point, hole)),
  );
}
