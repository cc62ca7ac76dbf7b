// Mean radius of the Earth: the haversine distance between municipality seats is exact enough.
const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Point = { latitude: number; longitude: number };

/** Each point as a unit vector, once per list of points (a project's seats are kept lists). */
const unitVectors = new WeakMap<readonly Point[], Float64Array>();
function unitVectorsOf(points: readonly Point[]): Float64Array {
  let vectors = unitVectors.get(points);
  if (!vectors) {
    vectors = new Float64Array(points.length * 3);
    points.forEach((point, i) => {
      const lat = radians(point.latitude);
      const lon = radians(point.longitude);
      vectors?.set(
        [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)],
        i * 3,
      );
    });
    unitVectors.set(points, vectors);
  }
  return vectors;
}

/**
 * The index of the point nearest to `from` (-1 for none). The nearest on the sphere is the
 * one whose unit vector is most aligned with `from`'s, so a company with seats in a thousand
 * municipalities costs three multiplications per seat, not a haversine.
 */
export function nearestIndex(from: Point, points: readonly Point[]): number {
  if (points.length === 0) return -1;
  const vectors = unitVectorsOf(points);
  const lat = radians(from.latitude);
  const lon = radians(from.longitude);
  const x = Math.cos(lat) * Math.cos(lon);
  const y = Math.cos(lat) * Math.sin(lon);
  const z = Math.sin(lat);
  let best = 0;
  let bestDot = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < points.length; i++) {
    const dot =
      x * (vectors[i * 3] as number) +
      y * (vectors[i * 3 + 1] as number) +
      z * (vectors[i * 3 + 2] as number);
    if (dot > bestDot) {
      bestDot = dot;
      best = i;
    }
  }
  return best;
}
