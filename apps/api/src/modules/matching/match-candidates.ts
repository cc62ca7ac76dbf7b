import {
  DEFAULT_MATCH_CATEGORY,
  type MatchWeights,
  type ProjectCategory,
  type ProjectMatch,
} from '@oportuna/domain';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../lib/actor.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import { isCategory, type UsedWeights, weightsFor } from './match-weights.ts';
import type { KeptPlace, KeptProject, MatchingSnapshot } from './matching-facts.ts';
import {
  type Bounds,
  type Exclusion,
  type PlaceFacts,
  readCriteria,
  scoreCriteria,
} from './place-criteria.ts';
import type { CandidateProject } from './project-ranking.ts';

export const categoryOf = (value: string | null): ProjectCategory =>
  isCategory(value) ? value : DEFAULT_MATCH_CATEGORY;

type Candidate = CandidateProject<KeptProject['row']>;

/** The candidates every actor may read, per facts reading and set of weights (a few). */
const sharedCandidates = new WeakMap<MatchingSnapshot, LRUCache<string, Candidate[]>>();
/** Per reading of the facts, the projects not every actor may read: few, checked per actor. */
const restrictedProjects = new WeakMap<MatchingSnapshot, KeptProject[]>();

const candidateOf = (project: KeptProject, weights: MatchWeights): Candidate => ({
  project: project.row,
  weights,
  facts: weights.distance > 0 ? project.facts : project.factsWithoutSeats,
});

/**
 * The open private opportunities the actor may read (the same rule as the opportunity lists),
 * each with the weights of its category as the actor sees them and the facts those weights
 * read: without the company's establishments when distance weighs nothing. Those every actor
 * may read are listed once per reading of the facts and set of weights, shared by every
 * request; only the few others are checked for this actor.
 */
export function readableCandidates(
  snapshot: MatchingSnapshot,
  actor: Actor,
  proposals: ProposalsService,
  weightsByCategory: Map<ProjectCategory, UsedWeights>,
): Candidate[] {
  const weightsOf = (category: string | null) =>
    weightsByCategory.get(categoryOf(category))?.values ?? weightsFor(DEFAULT_MATCH_CATEGORY);
  let cache = sharedCandidates.get(snapshot);
  if (!cache) {
    cache = new LRUCache({ max: 8 });
    sharedCandidates.set(snapshot, cache);
  }
  const signature = JSON.stringify([...weightsByCategory].map(([c, used]) => [c, used.values]));
  let shared = cache.get(signature);
  if (!shared) {
    shared = [];
    for (const project of snapshot.projects)
      if (proposals.isReadableByEveryone(project.row))
        shared.push(candidateOf(project, weightsOf(project.row.category)));
    cache.set(signature, shared);
  }
  let restricted = restrictedProjects.get(snapshot);
  if (!restricted) {
    restricted = snapshot.projects.filter(
      (project) => !proposals.isReadableByEveryone(project.row),
    );
    restrictedProjects.set(snapshot, restricted);
  }
  const own = restricted.filter((project) => proposals.isReadableBy(actor, project.row));
  return own.length === 0
    ? shared
    : [...shared, ...own.map((project) => candidateOf(project, weightsOf(project.row.category)))];
}

/** A ranked project explained for the place it was scored at, as the match lists show it. */
export function projectMatchOf(
  entry: CandidateProject<KeptProject['row']> & {
    rank: number | null;
    exclusions: readonly Exclusion[];
    place: PlaceFacts;
    bounds: Bounds;
  },
  weightsByCategory: Map<ProjectCategory, UsedWeights>,
): ProjectMatch {
  const explained = scoreCriteria(
    readCriteria(entry.place, entry.facts, entry.bounds),
    entry.weights,
  );
  const category = categoryOf(entry.project.category);
  return {
    rank: entry.rank,
    score: explained.score,
    proposal: {
      id: entry.project.id,
      name: entry.project.name,
      company_name: entry.project.companyName,
      category,
      total: entry.project.total,
      division: divisionRef(entry.facts.division),
    },
    weights_source: weightsByCategory.get(category)?.source ?? 'category',
    excluded_by: [...entry.exclusions],
    criteria: criteriaOf(explained.criteria),
  };
}

/** A municipality as a match list names it. */
export function placeRefOf(row: KeptPlace['row']) {
  return {
    id: row.cityId,
    code: row.code,
    name: row.name,
    uf: row.uf,
    has_profile: row.hasProfile,
  };
}
