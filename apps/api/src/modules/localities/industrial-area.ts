import booleanWithin from '@turf/boolean-within';
import kinks from '@turf/kinks';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { hectaresOf } from '../../lib/hectares.ts';

type Area = Polygon | MultiPolygon;

/**
 * Positions a drawn area may have in all: far beyond any hand-drawn outline, and few enough
 * for the self-intersection check, which compares every pair of edges.
 */
const MAX_POSITIONS = 2_000;

export const INDUSTRIAL_AREA_MESSAGES = {
  shape:
    'Envie a área industrial como um polígono GeoJSON (Polygon, MultiPolygon ou Feature de um deles)',
  position: 'Coordenadas inválidas: cada ponto é [longitude, latitude] em graus',
  tooLarge: `A área industrial pode ter no máximo ${MAX_POSITIONS} pontos`,
  ringTooShort: 'Cada contorno da área industrial precisa de ao menos 4 pontos',
  ringOpen: 'O contorno da área industrial precisa terminar no ponto em que começa',
  selfIntersecting: 'O contorno da área industrial não pode cruzar a si mesmo',
  outsideCity: 'A área industrial precisa ficar dentro dos limites do município',
} as const;

export type IndustrialAreaCheck =
  | { ok: true; feature: Feature<Area>; hectares: number }
  | { ok: false; message: string };

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(value[0] as number) <= 180 &&
  Math.abs(value[1] as number) <= 90;

/** The geometry a payload names, whether bare or inside a Feature; null for anything else. */
function geometryOf(value: unknown): { type: unknown; coordinates: unknown } | null {
  if (!value || typeof value !== 'object') return null;
  const object = value as { type?: unknown; geometry?: unknown; coordinates?: unknown };
  if (object.type === 'Feature') return geometryOf(object.geometry);
  if (object.type !== 'Polygon' && object.type !== 'MultiPolygon') return null;
  return { type: object.type, coordinates: object.coordinates };
}

/** The polygons' rings, when the nesting is right: polygon → ring → position. */
function polygonsOf(geometry: { type: unknown; coordinates: unknown }): unknown[][][] | null {
  const { coordinates } = geometry;
  if (!Array.isArray(coordinates) || coordinates.length === 0) return null;
  const polygons = geometry.type === 'Polygon' ? [coordinates] : coordinates;
  for (const polygon of polygons) {
    if (!Array.isArray(polygon) || polygon.length === 0) return null;
    for (const ring of polygon) if (!Array.isArray(ring)) return null;
  }
  return polygons as unknown[][][];
}

function ringProblem(ring: unknown[]): string | null {
  if (!ring.every(isPosition)) return INDUSTRIAL_AREA_MESSAGES.position;
  if (ring.length < 4) return INDUSTRIAL_AREA_MESSAGES.ringTooShort;
  const first = ring[0] as Position;
  const last = ring[ring.length - 1] as Position;
  if (first[0] !== last[0] || first[1] !== last[1]) return INDUSTRIAL_AREA_MESSAGES.ringOpen;
  return null;
}

/**
 * Checks a drawn industrial area (spec 2 'City edit', Área Industrial): a Polygon or
 * MultiPolygon (bare or as a Feature) whose rings are closed, have 4 positions or more and
 * cross neither themselves nor each other, lying inside the municipality's boundary when one
 * is known. Answers the area as a Feature with its geodesic area in hectares.
 */
export function checkIndustrialArea(value: unknown, boundary: Area | null): IndustrialAreaCheck {
  const geometry = geometryOf(value);
  const polygons = geometry && polygonsOf(geometry);
  if (!geometry || !polygons) return { ok: false, message: INDUSTRIAL_AREA_MESSAGES.shape };
  const rings = polygons.flat();
  if (rings.reduce((sum, ring) => sum + ring.length, 0) > MAX_POSITIONS) {
    return { ok: false, message: INDUSTRIAL_AREA_MESSAGES.tooLarge };
  }
  for (const ring of rings) {
    const problem = ringProblem(ring);
    if (problem) return { ok: false, message: problem };
  }
  const shape = {
    type: geometry.type,
    coordinates:
      geometry.type === 'Polygon' ? (polygons[0] as Position[][]) : (polygons as Position[][][]),
  } as Area;
  const feature: Feature<Area> = { type: 'Feature', properties: {}, geometry: shape };
  if (kinks(feature).features.length > 0) {
    return { ok: false, message: INDUSTRIAL_AREA_MESSAGES.selfIntersecting };
  }
  if (boundary && !withinBoundary(shape, boundary)) {
    return { ok: false, message: INDUSTRIAL_AREA_MESSAGES.outsideCity };
  }
  return { ok: true, feature, hectares: hectaresOf(shape) };
}

function withinBoundary(shape: Area, boundary: Area): boolean {
  const parts: Polygon[] =
    shape.type === 'Polygon'
      ? [shape]
      : shape.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
  return parts.every((part) => booleanWithin(part, boundary));
}
