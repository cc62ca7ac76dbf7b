import {
  DEFAULT_MATCH_CATEGORY,
  type MatchWeights,
  type ProjectCategory,
  type ProjectMatch,
} from '@oportuna/domain';
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

/**
 * The open private opportunities the actor may read (the same rule as the opportunity lists),
 * each with the weights of its category as the actor sees them and the facts those weights
 * read: without the company's establishments when distance weighs nothing.
 */
export function readableCandidates(
  snapshot: MatchingSnapshot,
  actor: Actor,
  proposals: ProposalsService,
  weightsByCategory: Map<ProjectCategory, UsedWeights>,
): CandidateProject<KeptProject['row']>[] {
  const candidates: CandidateProject<KeptProject['row']>[] = [];
  // A category's weights, looked up once for its thousands of projects.
  const weightsByStoredCategory = new Map<string | null, MatchWeights>();
  for (const project of snapshot.projects) {
    if (!proposals.isReadableBy(actor, project.row)) continue;
    let values = weightsByStoredCategory.get(project.row.category);
    if (!values) {
      values =
        weightsByCategory.get(categoryOf(project.row.category))?.values ??
        weightsFor(DEFAULT_MATCH_CATEGORY);
      weightsByStoredCategory.set(project.row.category, values);
    }
    candidates.push({
      project: project.row,
      weights: values,
      facts: values.distance > 0 ? project.facts : project.factsWithoutSeats,
    });
  }
  return candidates;
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
