/** PostgreSQL polygon literal from [lng, lat] points: x = longitude, as stored in `location`. */
export function polygonLiteral(points: [number, number][]): string {
  return `(${points.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
}
