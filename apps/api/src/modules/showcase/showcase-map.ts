type Ring = number[][];
type Shape = { type: string; coordinates: unknown };

const WIDTH = 400;
const HEIGHT = 300;
const PADDING = 12;

/** The outer and inner rings of a Polygon or MultiPolygon; anything else has none. */
function ringsOf(shape: unknown): Ring[] {
  if (!shape || typeof shape !== 'object') return [];
  const geometry = (
    (shape as { type?: string }).type === 'Feature'
      ? (shape as { geometry: unknown }).geometry
      : shape
  ) as Shape | null;
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates as Ring[];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).flat();
  return [];
}

/**
 * The industrial area drawn over the municipality's outline as an inline SVG, projected
 * equirectangularly (longitudes shrunk by the cosine of the middle latitude) and fitted to the
 * picture; points closer than a tenth of a pixel are merged, which keeps a detailed outline to
 * a few kilobytes. Null when there is no area to show.
 */
export function industrialAreaSvg(outline: unknown, area: unknown): string | null {
  const areaRings = ringsOf(area);
  if (areaRings.length === 0) return null;
  const outlineRings = ringsOf(outline);
  let [minLon, maxLon, minLat, maxLat] = [
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const ring of [...outlineRings, ...areaRings]) {
    for (const [lon, lat] of ring) {
      minLon = Math.min(minLon, lon as number);
      maxLon = Math.max(maxLon, lon as number);
      minLat = Math.min(minLat, lat as number);
      maxLat = Math.max(maxLat, lat as number);
    }
  }
  const shrink = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * shrink, 1e-9);
  const spanY = Math.max(maxLat - minLat, 1e-9);
  const scale = Math.min((WIDTH - 2 * PADDING) / spanX, (HEIGHT - 2 * PADDING) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  const path = (rings: Ring[]) =>
    rings
      .map((ring) => {
        const points: string[] = [];
        for (const [lon, lat] of ring) {
          const x = (offsetX + ((lon as number) - minLon) * shrink * scale).toFixed(1);
          const y = (offsetY + (maxLat - (lat as number)) * scale).toFixed(1);
          const point = `${x} ${y}`;
          if (points.at(-1) !== point) points.push(point);
        }
        return `M${points.join('L')}Z`;
      })
      .join('');
  const outlinePath = outlineRings.length
    ? `<path class="outline" d="${path(outlineRings)}"/>`
    : '';
  return (
    `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Área industrial no mapa do município">` +
    `${outlinePath}<path class="area" fill-rule="evenodd" d="${path(areaRings)}"/></svg>`
  );
}
