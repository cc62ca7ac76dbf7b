import { MATCH_CRITERIA, type MatchWeights } from '@oportuna/domain';
import {
  type Bound,
  type Bounds,
  type Exclusion,
  exclusionsOf,
  normalizeInto,
  type PlaceFacts,
  type ProjectFacts,
} from './place-criteria.ts';
import { rTopsisScore } from './r-topsis.ts';

/** A candidate project with what its score for the place needs. */
export interface CandidateProject<P> {
  project: P;
  facts: ProjectFacts;
  weights: MatchWeights;
}

export interface ProjectRankingEntry<P> extends CandidateProject<P> {
  score: number;
  rank: number | null;
  exclusions: Exclusion[];
  /** The place as this project's division sees it (its location quotient). */
  place: PlaceFacts;
  bounds: Bounds;
}

/**
 * Scores one place for every candidate project: the place's facts are the same for all but
 * the location quotient, which is the project's division's. Best first, equal scores by the
 * order the candidates came in; those a hard condition leaves out apart.
 */
export function rankProjects<P>(
  place: Omit<PlaceFacts, 'locationQuotient'>,
  quotientOf: (division: number | null) => number | null,
  indicatorBounds: Bounds,
  quotientBoundOf: (division: number | null) => Bound | undefined,
  candidates: CandidateProject<P>[],
): { ranked: ProjectRankingEntry<P>[]; excluded: ProjectRankingEntry<P>[] } {
  const values = new Float64Array(MATCH_CRITERIA.length);
  const weightList = new Float64Array(MATCH_CRITERIA.length);
  const ranked: (ProjectRankingEntry<P> & { order: number })[] = [];
  const excluded: (ProjectRankingEntry<P> & { order: number })[] = [];
  candidates.forEach((candidate, order) => {
    const division = candidate.facts.division;
    const seen: PlaceFacts = { ...place, locationQuotient: quotientOf(division) };
    const bound = quotientBoundOf(division);
    const bounds: Bounds = bound
      ? { ...indicatorBounds, location_quotient: bound }
      : indicatorBounds;
    MATCH_CRITERIA.forEach((criterion, i) => {
      weightList[i] = candidate.weights[criterion];
    });
    const score = rTopsisScore(normalizeInto(values, seen, candidate.facts, bounds), weightList);
    const exclusions = exclusionsOf(seen, candidate.facts);
    const entry = { ...candidate, score, rank: null, exclusions, place: seen, bounds, order };
    (exclusions.length > 0 ? excluded : ranked).push(entry);
  });
  const byScore = (a: { score: number; order: number }, b: { score: number; order: number }) =>
    b.score - a.score || a.order - b.order;
  ranked.sort(byScore);
  excluded.sort(byScore);
  ranked.forEach((entry, i) => {
    entry.rank = i + 1;
  });
  return { ranked, excluded };
}
