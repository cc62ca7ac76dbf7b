import { MATCH_CRITERIA, type MatchWeights } from '@oportuna/domain';
import { pageOf } from './best-first.ts';
import { placeSums, scoreOfSums } from './match-score.ts';
import type { KeptPlace, MatchingSnapshot } from './matching-facts.ts';
import {
  type Bounds,
  exclusionsOf,
  normalizeOne,
  normalizeQuotient,
  type ProjectFacts,
} from './place-criteria.ts';
import type { PlaceRanking, RankedPlace, RankingEntry } from './place-ranking.ts';

/** The national bounds a project's places are normalised against: its division's quotient's. */
export function boundsOf(snapshot: MatchingSnapshot, division: number | null): Bounds {
  const quotientBound = division === null ? undefined : snapshot.quotientBounds.get(division);
  return quotientBound
    ? { ...snapshot.indicatorBounds, location_quotient: quotientBound }
    : snapshot.indicatorBounds;
}

/**
 * A place's location quotient in a division: 0 where the registry has establishments there but
 * none of the division, null where it has none at all (the data is missing, not zero).
 */
export function quotientOf(
  snapshot: MatchingSnapshot,
  place: KeptPlace,
  division: number | null,
): number | null {
  if (!place.covered || division === null) return null;
  return snapshot.quotientsByDivision.get(division)?.[place.index] ?? 0;
}

const VOCATION = MATCH_CRITERIA.indexOf('vocation');
const QUOTIENT = MATCH_CRITERIA.indexOf('location_quotient');
const DISTANCE = MATCH_CRITERIA.indexOf('distance');

/** Every place as one CNAE division sees it: its vocation and quotient, normalised. */
interface DivisionView {
  bounds: Bounds;
  vocation: Float64Array;
  quotient: Float64Array;
}

/** Each place's own part of the score under one set of weights (match-score.ts). */
interface PlaceSums {
  towards: Float64Array;
  from: Float64Array;
}

// Kept with the reading of the facts they come from, and dropped with it. A division's view
// is 2 × 8 bytes a place (87 divisions: 7.8 MB for 5,571 places); sums are kept for the
// latest sets of weights only.
const views = new WeakMap<MatchingSnapshot, Map<number | null, DivisionView>>();
const sums = new WeakMap<MatchingSnapshot, Map<string, PlaceSums>>();
const KEPT_WEIGHT_SETS = 32;

/** The view of the project's division: its vocations are its division's (cnae-divisions.ts). */
function divisionView(snapshot: MatchingSnapshot, project: ProjectFacts): DivisionView {
  const { division } = project;
  let byDivision = views.get(snapshot);
  if (!byDivision) {
    byDivision = new Map();
    views.set(snapshot, byDivision);
  }
  let view = byDivision.get(division);
  if (!view) {
    const bounds = boundsOf(snapshot, division);
    const facts: ProjectFacts = {
      division,
      divisionVocations: project.divisionVocations,
      requiredAreaM2: null,
      preferredUfs: [],
      establishmentPoints: [],
    };
    const vocation = new Float64Array(snapshot.places.length);
    const quotient = new Float64Array(snapshot.places.length);
    for (const place of snapshot.places) {
      vocation[place.index] = normalizeOne('vocation', place.facts, facts, bounds);
      quotient[place.index] = normalizeQuotient(
        quotientOf(snapshot, place, division),
        facts,
        bounds,
      );
    }
    view = { bounds, vocation, quotient };
    byDivision.set(division, view);
  }
  return view;
}

function placeSumsOf(snapshot: MatchingSnapshot, weights: Float64Array): PlaceSums {
  let byWeights = sums.get(snapshot);
  if (!byWeights) {
    byWeights = new Map();
    sums.set(snapshot, byWeights);
  }
  const key = weights.join(',');
  let kept = byWeights.get(key);
  if (kept) {
    // Most recently used last: the first is the one to drop.
    byWeights.delete(key);
  } else {
    const towards = new Float64Array(snapshot.places.length);
    const from = new Float64Array(snapshot.places.length);
    for (const place of snapshot.places) {
      const own = placeSums(place.placeOnly, weights);
      towards[place.index] = own.towards;
      from[place.index] = own.from;
    }
    kept = { towards, from };
    if (byWeights.size >= KEPT_WEIGHT_SETS) {
      const oldest = byWeights.keys().next().value;
      if (oldest !== undefined) byWeights.delete(oldest);
    }
  }
  byWeights.set(key, kept);
  return kept;
}

/**
 * The kept places (those `inScope` keeps, all by default) scored for one project, scores only:
 * what "Localidades compatíveis" explains a page of, and what match alerts keep the best of.
 * The same scores and order as rankPlaces (place-ranking.ts), from parts kept with the facts:
 * each place's own sums per set of weights, and its vocation and quotient per division; only
 * the distance is read per project.
 */
export function rankSnapshotPlaces(
  snapshot: MatchingSnapshot,
  project: ProjectFacts,
  weights: MatchWeights,
  inScope?: (place: KeptPlace) => boolean,
): PlaceRanking {
  const kept = inScope ? snapshot.places.filter(inScope) : snapshot.places;
  const weightList = Float64Array.from(MATCH_CRITERIA, (criterion) => weights[criterion]);
  const view = divisionView(snapshot, project);
  const own = placeSumsOf(snapshot, weightList);
  const weighsDistance =
    (weightList[DISTANCE] as number) > 0 && project.establishmentPoints.length > 0;
  const hasConditions = project.preferredUfs.length > 0 || project.requiredAreaM2 !== null;

  const scores = new Float64Array(kept.length);
  const excludedFlags = new Uint8Array(kept.length);
  const values = new Float64Array(MATCH_CRITERIA.length).fill(Number.NaN);
  let excludedCount = 0;
  for (let k = 0; k < kept.length; k++) {
    const place = kept[k] as KeptPlace;
    const i = place.index;
    values[VOCATION] = view.vocation[i] as number;
    values[QUOTIENT] = view.quotient[i] as number;
    if (weighsDistance)
      values[DISTANCE] = normalizeOne('distance', place.facts, project, view.bounds);
    scores[k] = scoreOfSums(own.towards[i] as number, own.from[i] as number, values, weightList);
    if (hasConditions && exclusionsOf(place.facts, project).length > 0) {
      excludedFlags[k] = 1;
      excludedCount += 1;
    }
  }
  const ranked = new Uint32Array(kept.length - excludedCount);
  const excluded = new Uint32Array(excludedCount);
  for (let k = 0, r = 0, e = 0; k < kept.length; k++) {
    if (excludedFlags[k]) excluded[e++] = k;
    else ranked[r++] = k;
  }
  const compare = (a: number, b: number) => {
    const byScore = (scores[b] ?? 0) - (scores[a] ?? 0);
    if (byScore !== 0) return byScore;
    const nameA = (kept[a] as KeptPlace).facts.nameKey;
    const nameB = (kept[b] as KeptPlace).facts.nameKey;
    return nameA < nameB
      ? -1
      : nameA > nameB
        ? 1
        : (kept[a] as KeptPlace).row.cityId - (kept[b] as KeptPlace).row.cityId;
  };
  const entry = (k: number, rank: number | null): RankingEntry => {
    const keptPlace = kept[k] as KeptPlace;
    const place: RankedPlace = {
      ...keptPlace.facts,
      locationQuotient: quotientOf(snapshot, keptPlace, project.division),
    };
    return { place, score: scores[k] ?? 0, rank, exclusions: exclusionsOf(place, project) };
  };
  return {
    ranked: ranked.length,
    excluded: excluded.length,
    page: (start, limit, withExcluded) =>
      pageOf(ranked, excluded, compare, entry, { start, limit, withExcluded }),
  };
}
