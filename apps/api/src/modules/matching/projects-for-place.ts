import {
  DEFAULT_MATCH_CATEGORY,
  type MatchWeights,
  type ProjectMatchesQuery,
  type ProjectMatchesResponse,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import type { Timing } from '../../lib/server-timing.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import { isCategory, type WeightBook, weightsFor } from './match-weights.ts';
import type { KeptProject, MatchingFacts } from './matching-facts.ts';
import { cityQuotients } from './matching-queries.ts';
import { readCriteria, scoreCriteria } from './place-criteria.ts';
import { type CandidateProject, rankProjects } from './project-ranking.ts';

export function projectsForPlace(deps: {
  db: Db;
  proposals: ProposalsService;
  weights: WeightBook;
  facts: MatchingFacts;
}) {
  const { db, proposals, weights, facts } = deps;
  const categoryOf = (value: string | null) => (isCategory(value) ? value : DEFAULT_MATCH_CATEGORY);
  /**
   * "Projetos compatíveis": the open private opportunities the actor may read, ranked by how
   * well the municipality fits each, under each one's category weights as the actor sees
   * them. What the actor cannot read is neither listed nor counted.
   */
  return async function projectsFor(
    actor: Actor,
    cityId: number,
    query: ProjectMatchesQuery,
    timing?: Timing,
  ): Promise<ProjectMatchesResponse> {
    const [snapshot, weightsByCategory, quotients] = await Promise.all([
      facts.current(),
      weights.byCategory(actor),
      cityQuotients(db, cityId),
    ]);
    const kept = snapshot.placeById.get(cityId);
    if (!kept) throw notFound('city_not_found', 'Município não encontrado.');
    const scoring = performance.now();
    const quotientByDivision = new Map(quotients.map((q) => [q.division, q.quotient]));
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
    const ranking = rankProjects(
      kept.facts,
      (division) =>
        !kept.covered ? null : division === null ? null : (quotientByDivision.get(division) ?? 0),
      snapshot.indicatorBounds,
      (division) => (division === null ? undefined : snapshot.quotientBounds.get(division)),
      candidates,
    );
    timing?.('score', performance.now() - scoring);
    const start = (query.page - 1) * query.limit;
    const data = ranking.page(start, query.limit, query.include_excluded ?? false).map((entry) => {
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
        weights_source: weightsByCategory.get(category)?.source ?? ('category' as const),
        excluded_by: [...entry.exclusions],
        criteria: criteriaOf(explained.criteria),
      };
    });
    const { row } = kept;
    return {
      data,
      total: ranking.ranked,
      excluded: ranking.excluded,
      place: {
        id: row.cityId,
        code: row.code,
        name: row.name,
        uf: row.uf,
        has_profile: row.hasProfile,
      },
    };
  };
}
