import type { ExpressionSpecification } from 'maplibre-gl';
import type { MapPoint } from './map-types.ts';

/** Point colours by `type:status`; anything else gets the fallback. */
export const POINT_COLORS: Readonly<Record<string, string>> = {
  'city:default': '#1c5fa8',
  'city:favorite': '#f2b705',
  'state:default': '#5f3dc4',
  'state:favorite': '#f2b705',
  'company:default': '#0c8599',
  'company:favorite': '#f2b705',
  'proposal:open': '#2f9e44',
  'proposal:pending': '#f08c00',
  'proposal:completed': '#1c7ed6',
  'proposal:lost': '#e03131',
};

export const FALLBACK_POINT_COLOR = '#495057';

export function pointColor(point: Pick<MapPoint, 'type' | 'status'>): string {
  return POINT_COLORS[`${point.type}:${point.status}`] ?? FALLBACK_POINT_COLOR;
}

/** The same colours as a MapLibre expression over the feature properties. */
export function pointColorExpression(): ExpressionSpecification {
  const pairs = Object.entries(POINT_COLORS).flat();
  return [
    'match',
    ['concat', ['get', 'type'], ':', ['get', 'status']],
    ...pairs,
    FALLBACK_POINT_COLOR,
  ] as unknown as ExpressionSpecification;
}

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
}

/** One legend line per kind of point on the map, in order of appearance. */
export function legendEntries(points: readonly MapPoint[]): LegendEntry[] {
  const entries = new Map<string, LegendEntry>();
  for (const point of points) {
    const key = `${point.type}:${point.status}`;
    if (!entries.has(key))
      entries.set(key, { key, label: point.statusDesc, color: pointColor(point) });
  }
  return [...entries.values()];
}
