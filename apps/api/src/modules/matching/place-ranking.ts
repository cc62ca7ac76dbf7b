import type { BenefitType, MatchWeights } from '@oportuna/domain';
import { MATCH_CRITERIA } from '@oportuna/domain';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { hectaresOf } from '../../lib/hectares.ts';
import { matchScore } from './match-score.ts';
import {
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeInto,
  normalizeOne,
  type PlaceFacts,
  PROJECT_CRITERIA,
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

/** Best first; equal scores in the order of the place's name, then its id. */
const byScore = (a: RankingEntry, b: RankingEntry) =>
  b.score - a.score ||
  (a.place.nameKey < b.place.nameKey ? -1 : a.place.nameKey > b.place.nameKey ? 1 : 0) ||
  a.place.cityId - b.place.cityId;

/**
 * Scores every place for the project: those that meet the hard conditions ranked best first,
 * and those left out with their reasons (scored too, so the user sees what they miss). Only
 * the score is computed here; a page explains its own places (readCriteria, scoreCriteria).
 */
export function rankPlaces(
  places: RankedPlace[],
  project: ProjectFacts,
  bounds: Bounds,
  weights: MatchWeights,
  /**
   * The i-th place's values normalised once for every project (see placeOnlyValues), under
   * the same bounds but the location quotient's: only the project's criteria are read here.
   */
  placeOnly?: (i: number) => Float64Array | undefined,
): { ranked: RankingEntry[]; excluded: RankingEntry[] } {
  const ranked: RankingEntry[] = [];
  const excluded: RankingEntry[] = [];
  const values = new Float64Array(MATCH_CRITERIA.length);
  const weightList = Float64Array.from(MATCH_CRITERIA, (criterion) => weights[criterion]);
  const projectCriteria = PROJECT_CRITERIA.map((criterion) => ({
    criterion,
    index: MATCH_CRITERIA.indexOf(criterion),
  }));
  for (const [i, place] of places.entries()) {
    const base = placeOnly?.(i);
    if (base) {
      values.set(base);
      for (const { criterion, index } of projectCriteria)
        values[index] = normalizeOne(criterion, place, project, bounds);
    } else {
      normalizeInto(values, place, project, bounds);
    }
    const score = matchScore(values, weightList);
    const exclusions = exclusionsOf(place, project);
    const entry: RankingEntry = { place, score, rank: null, exclusions };
    (exclusions.length > 0 ? excluded : ranked).push(entry);
  }
  ranked.sort(byScore);
  excluded.sort(byScore);
  ranked.forEach((entry, i) => {
    entry.rank = i + 1;
  });
  return { ranked, excluded };
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
