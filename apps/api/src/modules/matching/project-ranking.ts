import { MATCH_CRITERIA, type MatchWeights } from '@oportuna/domain';
import { pageOf } from './best-first.ts';
import {
  type CandidateGroup,
  candidateGroups,
  HAS_CONDITIONS,
  WEIGHS_DISTANCE,
} from './candidate-groups.ts';
import { placeSums, type ScoreSums, scoreWith } from './match-score.ts';
import {
  type Bound,
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeInto,
  normalizeOne,
  type PlaceFacts,
  type ProjectFacts,
} from './place-criteria.ts';

const DISTANCE = MATCH_CRITERIA.indexOf('distance');

/** A candidate project with what its score for the place needs. */
export interface CandidateProject<P> {
  project: P;
  facts: ProjectFacts;
  weights: MatchWeights;
}

export interface ProjectRankingEntry<P> extends CandidateProject<P> {
  score: number;
  rank: number | null;
  exclusions: readonly Exclusion[];
  /** The place as this project's division sees it (its location quotient). */
  place: PlaceFacts;
  bounds: Bounds;
}

export interface ProjectRanking<P> {
  /** How many projects meet the hard conditions, and how many a condition leaves out. */
  ranked: number;
  excluded: number;
  /** Entries `start` to `start + limit` of the ranked projects, then of those left out. */
  page(start: number, limit: number, withExcluded: boolean): ProjectRankingEntry<P>[];
}

/**
 * Scores one place for every candidate project: the place's facts are the same for all but
 * the location quotient, which is the project's division's. Only scores are kept for all
 * (a city may have a hundred thousand candidates); a page is explained when asked for.
 */
export function rankProjects<P>(
  place: Omit<PlaceFacts, 'locationQuotient'>,
  quotientOf: (division: number | null) => number | null,
  indicatorBounds: Bounds,
  quotientBoundOf: (division: number | null) => Bound | undefined,
  candidates: CandidateProject<P>[],
): ProjectRanking<P> {
  const values = new Float64Array(MATCH_CRITERIA.length);
  // Each division sees the place through its own quotient and bound: its values are read once
  // for all its projects, and under one set of weights (a category's, as the user sees it)
  // they score alike but for the distance from a company's establishments.
  type View = {
    place: PlaceFacts;
    bounds: Bounds;
    /** The place's values for the division, distance missing. */
    values: Float64Array;
    sums: Map<Float64Array, ScoreSums>;
    shared: Map<Float64Array, number>;
  };
  const views = new Map<number | null, View>();
  const viewOf = (division: number | null, facts: ProjectFacts): View => {
    let view = views.get(division);
    if (!view) {
      const bound = quotientBoundOf(division);
      const seen = { ...place, locationQuotient: quotientOf(division) };
      const bounds = bound ? { ...indicatorBounds, location_quotient: bound } : indicatorBounds;
      const own = normalizeInto(new Float64Array(MATCH_CRITERIA.length), seen, facts, bounds);
      own[DISTANCE] = Number.NaN;
      view = { place: seen, bounds, values: own, sums: new Map(), shared: new Map() };
      views.set(division, view);
    }
    return view;
  };
  const sumsOf = (view: View, weights: Float64Array) => {
    let sums = view.sums.get(weights);
    if (!sums) {
      sums = placeSums(view.values, weights);
      view.sums.set(weights, sums);
    }
    return sums;
  };
  const sharedScore = (view: View, weights: Float64Array) => {
    let score = view.shared.get(weights);
    if (score === undefined) {
      score = scoreWith(sumsOf(view, weights), view.values, weights);
      view.shared.set(weights, score);
    }
    return score;
  };
  const weightLists = new Map<MatchWeights, Float64Array>();
  const weightListOf = (weights: MatchWeights) => {
    let list = weightLists.get(weights);
    if (!list) {
      list = Float64Array.from(MATCH_CRITERIA, (criterion) => weights[criterion]);
      weightLists.set(weights, list);
    }
    return list;
  };

  const { groupOf, groups, flags } = candidateGroups(candidates);
  const groupScores = new Float64Array(groups.length).fill(Number.NaN);
  const scores = new Float64Array(candidates.length);
  const excludedFlags = new Uint8Array(candidates.length);
  let excludedCount = 0;
  for (let index = 0; index < candidates.length; index++) {
    const flag = flags[index] as number;
    const g = groupOf[index] as number;
    if (flag & WEIGHS_DISTANCE) {
      const candidate = candidates[index] as CandidateProject<P>;
      const view = viewOf(candidate.facts.division, candidate.facts);
      const weights = weightListOf(candidate.weights);
      values.set(view.values);
      values[DISTANCE] = normalizeOne('distance', view.place, candidate.facts, view.bounds);
      scores[index] = scoreWith(sumsOf(view, weights), values, weights);
    } else {
      let score = groupScores[g] as number;
      if (Number.isNaN(score)) {
        const group = groups[g] as CandidateGroup;
        score = sharedScore(viewOf(group.division, group.facts), weightListOf(group.weights));
        groupScores[g] = score;
      }
      scores[index] = score;
    }
    if (flag & HAS_CONDITIONS) {
      const candidate = candidates[index] as CandidateProject<P>;
      const view = viewOf(candidate.facts.division, candidate.facts);
      if (exclusionsOf(view.place, candidate.facts).length > 0) {
        excludedFlags[index] = 1;
        excludedCount += 1;
      }
    }
  }
  const ranked = new Uint32Array(candidates.length - excludedCount);
  const excluded = new Uint32Array(excludedCount);
  for (let i = 0, r = 0, e = 0; i < candidates.length; i++) {
    if (excludedFlags[i]) excluded[e++] = i;
    else ranked[r++] = i;
  }
  const compare = (a: number, b: number) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b;

  const entry = (index: number, rank: number | null): ProjectRankingEntry<P> => {
    const candidate = candidates[index] as CandidateProject<P>;
    const view = viewOf(candidate.facts.division, candidate.facts);
    return {
      ...candidate,
      score: scores[index] ?? 0,
      rank,
      exclusions: exclusionsOf(view.place, candidate.facts),
      place: view.place,
      bounds: view.bounds,
    };
  };

  return {
    ranked: ranked.length,
    excluded: excluded.length,
    page: (start, limit, withExcluded) =>
      pageOf(ranked, excluded, compare, entry, { start, limit, withExcluded }),
  };
}
