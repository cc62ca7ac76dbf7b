import {
  BENEFIT_TYPE_LABELS,
  type BenefitType,
  MATCH_CRITERIA,
  type MatchCriterion,
  type MatchWeights,
} from '@oportuna/domain';
import { distanceKm, nearestIndex } from './distance-km.ts';
import { exclusionsOf, largestOf } from './match-exclusions.ts';
import { rTopsis } from './r-topsis.ts';

export { distanceKm, exclusionsOf };

/** What the product holds about a place, as read for one project (null: not known). */
export interface PlaceFacts {
  cityId: number;
  uf: string;
  latitude: number;
  longitude: number;
  hasProfile: boolean;
  /** Vocations the locality profile declares, by description; null without a profile. */
  declaredVocations: { slug: string; description: string }[] | null;
  /** Incentives of the profile and of the place's open public opportunities. */
  incentives: { type: BenefitType; description: string }[];
  /** Every land offer in m²: the industrial area, the profile's and the opportunities' terrenos. */
  landOffersM2: number[];
  /** Null where the registry has no active establishment in the municipality. */
  locationQuotient: number | null;
  population: number | null;
  employedShare: number | null;
  salary: number | null;
  schooling: number | null;
  ideb: number | null;
  idhm: number | null;
  /** Thousands of reais, as IBGE publishes them. */
  revenue: number | null;
  expense: number | null;
}

/** What the score needs of the project. */
export interface ProjectFacts {
  division: number | null;
  /** Vocations that fit the project's CNAE division, by slug. */
  divisionVocations: readonly string[];
  requiredAreaM2: number | null;
  preferredUfs: readonly string[];
  /** Municipality seats of the company's own active establishments (distance criterion). */
  establishmentPoints: { name: string; uf: string; latitude: number; longitude: number }[];
}

export interface Bound {
  min: number;
  max: number;
}

export type Bounds = Partial<Record<MatchCriterion, Bound>>;

export interface ReadingItem {
  label: string;
  detail: string | null;
}

export interface CriterionReading {
  criterion: MatchCriterion;
  /** The value behind the criterion as shown to the user (km, m², a quotient, a count). */
  value: number | null;
  /** 0–1 against the bounds; null is missing data, left out of the score. */
  normalized: number | null;
  /** What the value is made of: vocations matched, incentives offered, the nearest place. */
  items: ReadingItem[];
}

export type Exclusion =
  | { condition: 'preferred_states'; ufs: string[] }
  | { condition: 'required_area'; required_m2: number; largest_m2: number };

/** Land offers count from this area: anything smaller is a plot, not room for a plant. */
export const LAND_BOUNDS: Bound = { min: 1_000, max: 1_000_000 };
/** The five incentive kinds a place can offer. */
export const INCENTIVE_BOUNDS: Bound = { min: 0, max: 5 };
/** No two municipality seats of Brazil are farther apart than this, in km. */
export const DISTANCE_BOUNDS: Bound = { min: 0, max: 4_400 };

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

function linear(value: number | null, bound: Bound | undefined): number | null {
  if (value === null || !bound || !(bound.max > bound.min)) return null;
  return clamp01((value - bound.min) / (bound.max - bound.min));
}

const log = (x: number) => Math.log1p(Math.max(0, x));
// Bounds are few and scored against thousands of times a request: their logarithms are kept.
const logBounds = new WeakMap<Bound, Bound>();

/** For quantities spread over orders of magnitude: population, money per head, quotients. */
function logarithmic(value: number | null, bound: Bound | undefined): number | null {
  if (value === null || !bound) return null;
  let logged = logBounds.get(bound);
  if (!logged) {
    logged = { min: log(bound.min), max: log(bound.max) };
    logBounds.set(bound, logged);
  }
  return linear(log(value), logged);
}

const perCapita = (thousands: number | null, population: number | null) =>
  thousands === null || !population ? null : (thousands * 1000) / population;

const nearestPoint = (place: PlaceFacts, project: ProjectFacts) =>
  project.establishmentPoints[nearestIndex(place, project.establishmentPoints)];

function nearest(place: PlaceFacts, project: ProjectFacts) {
  const point = nearestPoint(place, project);
  return point ? { km: distanceKm(place, point), name: `${point.name} (${point.uf})` } : null;
}

interface CriterionDefinition {
  /** The value behind the criterion, as shown; null when the data is missing. */
  value(place: PlaceFacts, project: ProjectFacts): number | null;
  normalize(value: number, bounds: Bounds): number | null;
  items?(place: PlaceFacts, project: ProjectFacts): ReadingItem[];
}

const indicator = (
  read: (place: PlaceFacts) => number | null,
  scale: typeof linear,
  criterion: MatchCriterion,
): CriterionDefinition => ({
  value: read,
  normalize: (value, bounds) => scale(value, bounds[criterion]),
});

const matchedVocations = (place: PlaceFacts, project: ProjectFacts) =>
  (place.declaredVocations ?? []).filter((v) => project.divisionVocations.includes(v.slug));

function countMatchedVocations(place: PlaceFacts, project: ProjectFacts): number {
  let count = 0;
  for (const v of place.declaredVocations ?? [])
    if (project.divisionVocations.includes(v.slug)) count += 1;
  return count;
}

/** How many of the incentive kinds the place offers, without building a set for it. */
function incentiveKinds(place: PlaceFacts): number {
  const seen: string[] = [];
  for (const { type } of place.incentives) if (!seen.includes(type)) seen.push(type);
  return seen.length;
}

const knowsIncentives = (place: PlaceFacts) => place.hasProfile || place.incentives.length > 0;

/** How each criterion reads a place (docs/matching.md, "Critérios"). */
const DEFINITIONS: Record<MatchCriterion, CriterionDefinition> = {
  // Declared vocations against the division's: 1 when one fits, 0 when none does; missing
  // when the place declares none or the division has no vocation in the catalogue.
  vocation: {
    value: (place, project) =>
      !place.declaredVocations?.length || project.divisionVocations.length === 0
        ? null
        : countMatchedVocations(place, project),
    normalize: (value) => (value > 0 ? 1 : 0),
    items: (place, project) =>
      matchedVocations(place, project).map((v) => ({ label: v.description, detail: null })),
  },
  location_quotient: {
    value: (place, project) => (project.division === null ? null : place.locationQuotient),
    normalize: (value, bounds) => logarithmic(value, bounds.location_quotient),
  },
  incentives: {
    value: (place) => (knowsIncentives(place) ? incentiveKinds(place) : null),
    normalize: (value) => linear(value, INCENTIVE_BOUNDS),
    items: (place) =>
      place.incentives.map((i) => ({ label: BENEFIT_TYPE_LABELS[i.type], detail: i.description })),
  },
  land: {
    value: (place) => largestOf(place.landOffersM2),
    normalize: (value) => logarithmic(value, LAND_BOUNDS),
  },
  population: indicator((p) => p.population, logarithmic, 'population'),
  employed_share: indicator((p) => p.employedShare, linear, 'employed_share'),
  salary: indicator((p) => p.salary, linear, 'salary'),
  schooling: indicator((p) => p.schooling, linear, 'schooling'),
  ideb: indicator((p) => p.ideb, linear, 'ideb'),
  idhm: indicator((p) => p.idhm, linear, 'idhm'),
  revenue_per_capita: indicator(
    (p) => perCapita(p.revenue, p.population),
    logarithmic,
    'revenue_per_capita',
  ),
  expense_per_capita: indicator(
    (p) => perCapita(p.expense, p.population),
    logarithmic,
    'expense_per_capita',
  ),
  distance: {
    value: (place, project) => {
      const point = nearestPoint(place, project);
      return point ? distanceKm(place, point) : null;
    },
    normalize: (value) => 1 - Math.sqrt(clamp01(value / DISTANCE_BOUNDS.max)),
    items: (place, project) => {
      const closest = nearest(place, project);
      return closest ? [{ label: closest.name, detail: null }] : [];
    },
  },
};

const ORDERED = MATCH_CRITERIA.map((criterion) => DEFINITIONS[criterion]);

/**
 * The criteria that read more of the project than its CNAE division: the others are the same
 * for every project of a division, and are normalised once for all of them.
 */
export const PER_PROJECT_CRITERIA: readonly MatchCriterion[] = ['distance'];

/** The criteria that read the project at all: the others are the place's alone. */
export const PROJECT_CRITERIA: readonly MatchCriterion[] = [
  'vocation',
  'location_quotient',
  ...PER_PROJECT_CRITERIA,
];

/** One criterion's normalised value (NaN: missing). */
export function normalizeOne(
  criterion: MatchCriterion,
  place: PlaceFacts,
  project: ProjectFacts,
  bounds: Bounds,
): number {
  const definition = DEFINITIONS[criterion];
  const value = definition.value(place, project);
  return (value === null ? null : definition.normalize(value, bounds)) ?? Number.NaN;
}

/** The location quotient's normalised value for a quotient read apart from the place (NaN: missing). */
export function normalizeQuotient(quotient: number | null, project: ProjectFacts, bounds: Bounds) {
  if (project.division === null || quotient === null) return Number.NaN;
  return DEFINITIONS.location_quotient.normalize(quotient, bounds) ?? Number.NaN;
}

/**
 * The normalised values of a place, in MATCH_CRITERIA order, into `out` (NaN: missing):
 * ranking every place reads them without building an explanation.
 */
export function normalizeInto(
  out: Float64Array,
  place: PlaceFacts,
  project: ProjectFacts,
  bounds: Bounds,
): Float64Array {
  for (let i = 0; i < ORDERED.length; i++) {
    const definition = ORDERED[i] as CriterionDefinition;
    const value = definition.value(place, project);
    const normalized = value === null ? null : definition.normalize(value, bounds);
    out[i] = normalized ?? Number.NaN;
  }
  return out;
}

/** Each criterion's value for a place, normalised against the bounds, with what it is made of. */
export function readCriteria(
  place: PlaceFacts,
  project: ProjectFacts,
  bounds: Bounds,
): CriterionReading[] {
  return MATCH_CRITERIA.map((criterion) => {
    const definition = DEFINITIONS[criterion];
    const value = definition.value(place, project);
    return {
      criterion,
      value,
      normalized: value === null ? null : definition.normalize(value, bounds),
      items: value === null ? [] : (definition.items?.(place, project) ?? []),
    };
  });
}

export interface ExplainedCriterion extends CriterionReading {
  /** The weight the score used, in %, after missing criteria were left out. */
  weight: number;
  contribution: number;
}

export interface PlaceScore {
  score: number;
  criteria: ExplainedCriterion[];
}

/** The place's score under the weights, with each criterion's share of it. */
export function scoreCriteria(readings: CriterionReading[], weights: MatchWeights): PlaceScore {
  const result = rTopsis(
    readings.map((r) => r.normalized ?? Number.NaN),
    readings.map((r) => weights[r.criterion]),
  );
  return {
    score: result.score,
    criteria: readings.map((reading, i) => ({
      criterion: reading.criterion,
      value: reading.value,
      normalized: reading.normalized,
      items: reading.items,
      weight: 100 * (result.effectiveWeights[i] ?? 0),
      contribution: result.contributions[i] ?? 0,
    })),
  };
}
