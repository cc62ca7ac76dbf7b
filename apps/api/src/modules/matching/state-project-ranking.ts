import { MATCH_CRITERIA, type MatchWeights } from '@oportuna/domain';
import { type CandidateGroup, candidateGroups, WEIGHS_DISTANCE } from './candidate-groups.ts';
import { FoundProjects } from './found-projects.ts';
import { largestOf, outOfStates } from './match-exclusions.ts';
import { placeSums, type ScoreSums, scoreWith } from './match-score.ts';
import {
  type Bound,
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeOne,
  type PlaceFacts,
  type ProjectFacts,
} from './place-criteria.ts';
import type { CandidateProject } from './project-ranking.ts';

/** A municipality of the state, with its values no project changes (placeOnlyValues). */
export interface StatePlace {
  facts: Omit<PlaceFacts, 'locationQuotient'>;
  /** Whether the registry has establishments there (else its quotients are missing). */
  covered: boolean;
  placeOnly: Float64Array;
}

export interface StateRankingEntry<P> extends CandidateProject<P> {
  score: number;
  rank: number | null;
  /** The municipality of the state that fits the project best, as its division sees it. */
  place: PlaceFacts;
  bounds: Bounds;
  exclusions: readonly Exclusion[];
}

export interface StateRanking<P> {
  ranked: number;
  excluded: number;
  page(start: number, limit: number, withExcluded: boolean): StateRankingEntry<P>[];
}

/** A group's best place of the state and its score, by the land needed (null: none). */
type Bests = Map<number | null, { place: number; score: number }>;

/**
 * Bests kept across requests for one state and one reading of the facts, by group (division,
 * weights, and whether distance is taken at nothing): each is a pass over every place.
 */
export interface KeptBests {
  get(key: string): Bests | undefined;
  set(key: string, bests: Bests): unknown;
}

const VOCATION = MATCH_CRITERIA.indexOf('vocation');
const QUOTIENT = MATCH_CRITERIA.indexOf('location_quotient');
const DISTANCE = MATCH_CRITERIA.indexOf('distance');

/** Scores of every place of the state under one division's view and one set of weights. */
interface Scores {
  values: Float64Array;
  /** Best admissible place for a land need (null: no need), by its index; -1 when none. */
  bestFor: Map<number | null, number>;
}

/**
 * How well a state fits each project: as well as its best municipality does (the place
 * "Localidades compatíveis" would list first among the state's), so a state's ranking and its
 * municipalities' never disagree. Projects of one division and one set of weights see every
 * place the same but for the distance from their company's establishments: their places are
 * scored once, and a project that weighs distance gets an upper bound from a place at no
 * distance, scored exactly only when the bound reaches the page asked for.
 *
 * `places` come in the order equal scores are listed in (by name, then id).
 */
export function rankProjectsInState<P>(
  places: StatePlace[],
  quotientOf: (placeIndex: number, division: number | null) => number | null,
  indicatorBounds: Bounds,
  quotientBoundOf: (division: number | null) => Bound | undefined,
  candidates: CandidateProject<P>[],
  kept: KeptBests = new Map(),
): StateRanking<P> {
  const largestLand = places.map((place) => largestOf(place.facts.landOffersM2));
  const admits = (i: number, requiredM2: number | null) => {
    const largest = largestLand[i];
    return (
      requiredM2 === null || largest === null || largest === undefined || largest >= requiredM2
    );
  };

  // One place object per municipality, its quotient set to the division being read: a state's
  // 853 municipalities are read for up to 87 divisions, without an object for each pair.
  const reading = places.map((place) => ({
    ...place.facts,
    locationQuotient: null as number | null,
  }));
  /** A division's view: its bounds and each place's vocation and quotient, normalised. */
  type View = {
    division: number | null;
    bounds: Bounds;
    vocation: Float64Array;
    quotient: Float64Array;
  };
  const views = new Map<number | null, View>();
  const viewOf = (facts: ProjectFacts): View => {
    let view = views.get(facts.division);
    if (!view) {
      const bound = quotientBoundOf(facts.division);
      const bounds = bound ? { ...indicatorBounds, location_quotient: bound } : indicatorBounds;
      const vocation = new Float64Array(places.length);
      const quotient = new Float64Array(places.length);
      reading.forEach((place, i) => {
        place.locationQuotient = quotientOf(i, facts.division);
        vocation[i] = normalizeOne('vocation', place, facts, bounds);
        quotient[i] = normalizeOne('location_quotient', place, facts, bounds);
      });
      view = { division: facts.division, bounds, vocation, quotient };
      views.set(facts.division, view);
    }
    return view;
  };
  /** The i-th place as a division sees it, for an explanation or a distance. */
  const placeAs = (view: View, i: number): PlaceFacts => ({
    ...(places[i] as StatePlace).facts,
    locationQuotient: quotientOf(i, view.division),
  });

  const weightLists = new Map<MatchWeights, Float64Array>();
  const weightListOf = (weights: MatchWeights) => {
    let list = weightLists.get(weights);
    if (!list) {
      list = Float64Array.from(MATCH_CRITERIA, (criterion) => weights[criterion]);
      weightLists.set(weights, list);
    }
    return list;
  };

  // Each place's own part of the score, summed once per set of weights.
  const sumsByWeights = new Map<Float64Array, ScoreSums[]>();
  const sumsOf = (weights: Float64Array) => {
    let sums = sumsByWeights.get(weights);
    if (!sums) {
      sums = places.map((place) => placeSums(place.placeOnly, weights));
      sumsByWeights.set(weights, sums);
    }
    return sums;
  };
  const scoresOf = (view: View, weights: Float64Array, distance: (i: number) => number): Scores => {
    const values = new Float64Array(places.length);
    const sums = sumsOf(weights);
    // Only the project's criteria are read from it: the place's are in its sums.
    const own = new Float64Array(MATCH_CRITERIA.length);
    for (let i = 0; i < places.length; i++) {
      own[VOCATION] = view.vocation[i] as number;
      own[QUOTIENT] = view.quotient[i] as number;
      own[DISTANCE] = distance(i);
      values[i] = scoreWith(sums[i] as ScoreSums, own, weights);
    }
    return { values, bestFor: new Map() };
  };
  // Per set of weights and division (a group of candidates): the places with distance missing
  // (neutral), and with every place at no distance (the best a project that weighs distance
  // could find).
  const { groupOf, groups, flags } = candidateGroups(candidates);
  const shared: (Scores | undefined)[] = new Array(groups.length * 2);
  const sharedScores = (index: number, atNoDistance: boolean) => {
    const g = groupOf[index] as number;
    const key = g * 2 + (atNoDistance ? 1 : 0);
    let scores = shared[key];
    if (!scores) {
      const group = groups[g] as CandidateGroup;
      const distance = atNoDistance ? 1 : Number.NaN;
      scores = scoresOf(viewOf(group.facts), weightListOf(group.weights), () => distance);
      shared[key] = scores;
    }
    return scores;
  };
  const bestIn = (scores: Scores, requiredM2: number | null) => {
    let best = scores.bestFor.get(requiredM2);
    if (best === undefined) {
      best = -1;
      for (let i = 0; i < places.length; i++)
        if (
          admits(i, requiredM2) &&
          (best < 0 || (scores.values[i] ?? 0) > (scores.values[best] ?? 0))
        )
          best = i;
      scores.bestFor.set(requiredM2, best);
    }
    return best;
  };

  const weighsDistance = (index: number) => ((flags[index] as number) & WEIGHS_DISTANCE) !== 0;
  const groupBests: (Bests | undefined)[] = new Array(groups.length * 2);
  const bestsOf = (g: number, atNoDistance: boolean): Bests => {
    const slot = g * 2 + (atNoDistance ? 1 : 0);
    let bests = groupBests[slot];
    if (!bests) {
      const group = groups[g] as CandidateGroup;
      const key = `${atNoDistance ? 1 : 0}|${group.division}|${weightListOf(group.weights).join()}`;
      bests = kept.get(key);
      if (!bests) {
        bests = new Map();
        kept.set(key, bests);
      }
      groupBests[slot] = bests;
    }
    return bests;
  };
  const uf = places[0]?.facts.uf;
  const outOfState = (c: CandidateProject<P>) => uf === undefined || outOfStates(uf, c.facts);

  /** A project's best place and its score: shared by its group, bounded if it weighs distance. */
  const bestOf = (index: number, admissibleOnly: boolean) => {
    const candidate = candidates[index] as CandidateProject<P>;
    const required = admissibleOnly ? candidate.facts.requiredAreaM2 : null;
    const atNoDistance = weighsDistance(index);
    const bests = bestsOf(groupOf[index] as number, atNoDistance);
    let best = bests.get(required);
    if (!best) {
      const scores = sharedScores(index, atNoDistance);
      const place = bestIn(scores, required);
      best = { place, score: place < 0 ? 0 : (scores.values[place] ?? 0) };
      bests.set(required, best);
    }
    return best;
  };
  /** The exact best place of a project that weighs distance. */
  const exactOf = (admissibleOnly: boolean) => (index: number) => {
    const candidate = candidates[index] as CandidateProject<P>;
    const view = viewOf(candidate.facts);
    const distance = distancesOf(candidate.facts, view.bounds);
    const scores = scoresOf(view, weightListOf(candidate.weights), (i) => distance[i] as number);
    const place = bestIn(scores, admissibleOnly ? candidate.facts.requiredAreaM2 : null);
    return { place, score: scores.values[place] ?? 0 };
  };
  // Each company's distances to the state's places, once for all its projects.
  const distances = new Map<ProjectFacts['establishmentPoints'], Float64Array>();
  const distancesOf = (facts: ProjectFacts, bounds: Bounds) => {
    let found = distances.get(facts.establishmentPoints);
    if (!found) {
      found = Float64Array.from(reading, (place) => normalizeOne('distance', place, facts, bounds));
      distances.set(facts.establishmentPoints, found);
    }
    return found;
  };

  const ranked = new FoundProjects(candidates.length);
  const excluded = new FoundProjects(places.length > 0 ? candidates.length : 0);
  candidates.forEach((candidate, index) => {
    if (!outOfState(candidate)) {
      const best = bestOf(index, true);
      if (best.place >= 0) {
        ranked.add(index, best, !weighsDistance(index));
        return;
      }
    }
    if (places.length > 0) excluded.add(index, bestOf(index, false), !weighsDistance(index));
  });

  const entry = (found: FoundProjects, at: number, rank: number | null): StateRankingEntry<P> => {
    const candidate = candidates[found.index[at] as number] as CandidateProject<P>;
    const view = viewOf(candidate.facts);
    const place = placeAs(view, found.place[at] as number);
    return {
      ...candidate,
      score: found.score[at] as number,
      rank,
      place,
      bounds: view.bounds,
      exclusions: rank === null ? exclusionsOf(place, candidate.facts) : [],
    };
  };
  return {
    ranked: ranked.length,
    excluded: excluded.length,
    page(start, limit, withExcluded) {
      const end = start + limit;
      const fromRanked = ranked
        .slice(start, Math.min(end, ranked.length), exactOf(true))
        .map((at, i) => entry(ranked, at, start + i + 1));
      if (!withExcluded || end <= ranked.length) return fromRanked;
      const fromExcluded = excluded
        .slice(Math.max(0, start - ranked.length), end - ranked.length, exactOf(false))
        .map((at) => entry(excluded, at, null));
      return [...fromRanked, ...fromExcluded];
    },
  };
}
