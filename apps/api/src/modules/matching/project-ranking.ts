import { MATCH_CRITERIA, type MatchWeights } from '@oportuna/domain';
import { best } from './best-first.ts';
import { matchScore } from './match-score.ts';
import {
  type Bound,
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeInto,
  normalizeOne,
  PER_PROJECT_CRITERIA,
  type PlaceFacts,
  type ProjectFacts,
} from './place-criteria.ts';

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
  const perProject = PER_PROJECT_CRITERIA.map((criterion) => ({
    criterion,
    index: MATCH_CRITERIA.indexOf(criterion),
  }));
  // Each division sees the place through its own quotient and bound, and normalises it once
  // for all its projects but for the criteria of each project's own; each set of weights is
  // one of a few (a category's, as the user sees it).
  type View = { place: PlaceFacts; bounds: Bounds; values: Float64Array };
  const views = new Map<number | null, View>();
  const viewOf = (division: number | null, facts: ProjectFacts): View => {
    let view = views.get(division);
    if (!view) {
      const bound = quotientBoundOf(division);
      const seen = { ...place, locationQuotient: quotientOf(division) };
      const bounds = bound ? { ...indicatorBounds, location_quotient: bound } : indicatorBounds;
      view = {
        place: seen,
        bounds,
        values: normalizeInto(new Float64Array(MATCH_CRITERIA.length), seen, facts, bounds),
      };
      views.set(division, view);
    }
    return view;
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

  const scores = new Float64Array(candidates.length);
  const exclusions = new Map<number, readonly Exclusion[]>();
  const rankedIndexes: number[] = [];
  const excludedIndexes: number[] = [];
  candidates.forEach((candidate, index) => {
    const view = viewOf(candidate.facts.division, candidate.facts);
    values.set(view.values);
    for (const { criterion, index: i } of perProject)
      values[i] = normalizeOne(criterion, view.place, candidate.facts, view.bounds);
    scores[index] = matchScore(values, weightListOf(candidate.weights));
    const left = exclusionsOf(view.place, candidate.facts);
    if (left.length > 0) {
      exclusions.set(index, left);
      excludedIndexes.push(index);
    } else {
      rankedIndexes.push(index);
    }
  });
  const compare = (a: number, b: number) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b;
  const ranked = Uint32Array.from(rankedIndexes);
  const excluded = Uint32Array.from(excludedIndexes);

  const entry = (index: number, rank: number | null): ProjectRankingEntry<P> => {
    const candidate = candidates[index] as CandidateProject<P>;
    const view = viewOf(candidate.facts.division, candidate.facts);
    return {
      ...candidate,
      score: scores[index] ?? 0,
      rank,
      exclusions: exclusions.get(index) ?? [],
      place: view.place,
      bounds: view.bounds,
    };
  };

  return {
    ranked: ranked.length,
    excluded: excluded.length,
    page(start, limit, withExcluded) {
      const end = start + limit;
      const fromRanked = best(ranked, Math.min(end, ranked.length), compare)
        .slice(start)
        .map((index, i) => entry(index, start + i + 1));
      if (!withExcluded || end <= ranked.length) return fromRanked;
      const excludedStart = Math.max(0, start - ranked.length);
      const excludedEnd = end - ranked.length;
      const fromExcluded = best(excluded, Math.min(excludedEnd, excluded.length), compare)
        .slice(excludedStart)
        .map((index) => entry(index, null));
      return [...fromRanked, ...fromExcluded];
    },
  };
}
