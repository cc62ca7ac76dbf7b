import type { MatchWeights } from '@oportuna/domain';
import type { ProjectFacts } from './place-criteria.ts';
import type { CandidateProject } from './project-ranking.ts';

/** Its score reads its own facts: the distance from its company's establishments. */
export const WEIGHS_DISTANCE = 1;
/** A hard condition (states, land needed) may leave it out. */
export const HAS_CONDITIONS = 2;

/** Candidates of one division under one set of weights: they score alike but for distance. */
export interface CandidateGroup {
  division: number | null;
  weights: MatchWeights;
  facts: ProjectFacts;
}

export interface CandidateGroups {
  groupOf: Uint32Array;
  groups: CandidateGroup[];
  /** WEIGHS_DISTANCE: scored on its own; HAS_CONDITIONS: a hard condition may leave it out. */
  flags: Uint8Array;
}

// The candidates every actor may read are one list per reading of the facts and set of weights
// (match-candidates.ts), ranked for every place asked for: they are grouped once.
const groupedLists = new WeakMap<readonly CandidateProject<unknown>[], CandidateGroups>();

export function candidateGroups<P>(candidates: readonly CandidateProject<P>[]): CandidateGroups {
  const known = groupedLists.get(candidates);
  if (known) return known;
  const groupOf = new Uint32Array(candidates.length);
  const flags = new Uint8Array(candidates.length);
  const groups: CandidateGroup[] = [];
  const indexes = new Map<MatchWeights, Map<number | null, number>>();
  candidates.forEach((candidate, i) => {
    const { facts, weights } = candidate;
    let byDivision = indexes.get(weights);
    if (!byDivision) {
      byDivision = new Map();
      indexes.set(weights, byDivision);
    }
    let g = byDivision.get(facts.division);
    if (g === undefined) {
      g = groups.push({ division: facts.division, weights, facts }) - 1;
      byDivision.set(facts.division, g);
    }
    groupOf[i] = g;
    flags[i] =
      (weights.distance > 0 && facts.establishmentPoints.length > 0 ? WEIGHS_DISTANCE : 0) |
      (facts.preferredUfs.length > 0 || facts.requiredAreaM2 !== null ? HAS_CONDITIONS : 0);
  });
  const made = { groupOf, groups, flags };
  groupedLists.set(candidates, made);
  return made;
}
