import type { BenefitType, MatchWeights } from '@oportuna/domain';
import { MATCH_CRITERIA } from '@oportuna/domain';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { hectaresOf } from '../../lib/hectares.ts';
import { pageOf } from './best-first.ts';
import { matchScore } from './match-score.ts';
import {
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeInto,
  normalizeOne,
  normalizeQuotient,
  type PlaceFacts,
  type ProjectFacts,
} from './place-criteria.ts';

export type { Bounds, ProjectFacts } from './place-criteria.ts';

/** A place as the facts query reads it. */
export interface PlaceRow {
  cityId: number;
  nameKey: string | null;
  uf: string;
  latitude: number;
  longitude: number;
  hasProfile: boolean;
  industrialArea: unknown;
  vocations: { slug: string; description: string }[] | null;
  incentives: { type: BenefitType; description: string; area: number | null }[] | null;
  quotient: number | null;
  population: number | null;
  employedShare: number | null;
  salary: number | null;
  schooling: number | null;
  ideb: number | null;
  idhm: number | null;
  revenue: number | null;
  expense: number | null;
}

const M2_PER_HECTARE = 10_000;

export function industrialAreaM2(area: unknown): number | null {
  if (!area || typeof area !== 'object') return null;
  const m2 = hectaresOf(area as Feature<Polygon | MultiPolygon>) * M2_PER_HECTARE;
  return m2 > 0 ? m2 : null;
}

export type RankedPlace = PlaceFacts & { nameKey: string };

export function placeFactsOf(row: PlaceRow): RankedPlace {
  const incentives = row.incentives ?? [];
  const industrial = industrialAreaM2(row.industrialArea);
  const landOffersM2 = [
    ...(industrial === null ? [] : [industrial]),
    ...incentives
      .filter((i) => i.type === 'terreno' && i.area !== null && i.area > 0)
      .map((i) => i.area as number),
  ];
  return {
    cityId: row.cityId,
    nameKey: row.nameKey ?? '',
    uf: row.uf,
    latitude: row.latitude,
    longitude: row.longitude,
    hasProfile: row.hasProfile,
    declaredVocations: row.hasProfile ? (row.vocations ?? []) : null,
    incentives: incentives.map(({ type, description }) => ({ type, description })),
    landOffersM2,
    locationQuotient: row.quotient,
    population: row.population,
    employedShare: row.employedShare,
    salary: row.salary,
    schooling: row.schooling,
    ideb: row.ideb,
    idhm: row.idhm,
    revenue: row.revenue,
    expense: row.expense,
  };
}

export interface RankingEntry {
  place: RankedPlace;
  score: number;
  /** Position among the places that meet the hard conditions; null for the others. */
  rank: number | null;
  exclusions: readonly Exclusion[];
}

export interface PlaceRanking {
  /** How many places meet the hard conditions, and how many a condition leaves out. */
  ranked: number;
  excluded: number;
  /** Entries `start` to `start + limit` of the ranked places, then of those left out. */
  page(start: number, limit: number, withExcluded: boolean): RankingEntry[];
}

const VOCATION = MATCH_CRITERIA.indexOf('vocation');
const QUOTIENT = MATCH_CRITERIA.indexOf('location_quotient');
const DISTANCE = MATCH_CRITERIA.indexOf('distance');

/**
 * Scores every place for the project: those that meet the hard conditions ranked best first
 * (equal scores in the order of the place's name, then its id), and those left out with their
 * reasons (scored too, so the user sees what they miss). Only scores are kept for every place,
 * and a page is chosen without sorting them all; a page explains its own places
 * (readCriteria, scoreCriteria).
 */
export function rankPlaces(
  places: readonly RankedPlace[],
  project: ProjectFacts,
  bounds: Bounds,
  weights: MatchWeights,
  options: {
    /**
     * The i-th place's values normalised once for every project (see placeOnlyValues), under
     * the same bounds but the location quotient's: only the project's criteria are read here.
     */
    placeOnly?: (i: number) => Float64Array | undefined;
    /** The i-th place's quotient in the project's division, when not in its facts. */
    quotientOf?: (i: number) => number | null;
  } = {},
): PlaceRanking {
  const { placeOnly, quotientOf } = options;
  const scores = new Float64Array(places.length);
  const excludedFlags = new Uint8Array(places.length);
  const values = new Float64Array(MATCH_CRITERIA.length);
  const weightList = Float64Array.from(MATCH_CRITERIA, (criterion) => weights[criterion]);
  let excludedCount = 0;
  for (let i = 0; i < places.length; i++) {
    const place = places[i] as RankedPlace;
    const base = placeOnly?.(i);
    if (base) values.set(base);
    else normalizeInto(values, place, project, bounds);
    values[VOCATION] = normalizeOne('vocation', place, project, bounds);
    values[QUOTIENT] = normalizeQuotient(
      quotientOf ? quotientOf(i) : place.locationQuotient,
      project,
      bounds,
    );
    values[DISTANCE] = normalizeOne('distance', place, project, bounds);
    scores[i] = matchScore(values, weightList);
    if (exclusionsOf(place, project).length > 0) {
      excludedFlags[i] = 1;
      excludedCount += 1;
    }
  }
  const ranked = new Uint32Array(places.length - excludedCount);
  const excluded = new Uint32Array(excludedCount);
  for (let i = 0, r = 0, e = 0; i < places.length; i++) {
    if (excludedFlags[i]) excluded[e++] = i;
    else ranked[r++] = i;
  }
  const placeIdOf = (i: number) => (places[i] as RankedPlace).cityId;
  const compare = (a: number, b: number) => {
    const byScore = (scores[b] ?? 0) - (scores[a] ?? 0);
    if (byScore !== 0) return byScore;
    const nameA = (places[a] as RankedPlace).nameKey;
    const nameB = (places[b] as RankedPlace).nameKey;
    return nameA < nameB ? -1 : nameA > nameB ? 1 : placeIdOf(a) - placeIdOf(b);
  };
  const entry = (i: number, rank: number | null): RankingEntry => {
    const facts = places[i] as RankedPlace;
    const place = quotientOf ? { ...facts, locationQuotient: quotientOf(i) } : facts;
    return { place, score: scores[i] ?? 0, rank, exclusions: exclusionsOf(place, project) };
  };
  return {
    ranked: ranked.length,
    excluded: excluded.length,
    page: (start, limit, withExcluded) =>
      pageOf(ranked, excluded, compare, entry, { start, limit, withExcluded }),
  };
}

const NO_PROJECT: ProjectFacts = {
  division: null,
  divisionVocations: [],
  requiredAreaM2: null,
  preferredUfs: [],
  establishmentPoints: [],
};

/** A place's values that no project changes, normalised against the indicators' bounds. */
export function placeOnlyValues(place: PlaceFacts, indicatorBounds: Bounds): Float64Array {
  return normalizeInto(new Float64Array(MATCH_CRITERIA.length), place, NO_PROJECT, indicatorBounds);
}
