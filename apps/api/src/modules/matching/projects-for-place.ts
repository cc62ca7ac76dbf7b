import type { ProjectMatchesQuery, ProjectMatchesResponse } from '@oportuna/domain';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { type Timing, timed } from '../../lib/server-timing.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { placeRefOf, projectMatchOf, readableCandidates } from './match-candidates.ts';
import type { WeightBook } from './match-weights.ts';
import type { MatchingFacts } from './matching-facts.ts';
import { rankProjects } from './project-ranking.ts';
import { quotientOf } from './snapshot-ranking.ts';

export function projectsForPlace(deps: {
  proposals: ProposalsService;
  weights: WeightBook;
  facts: MatchingFacts;
}) {
  const { proposals, weights, facts } = deps;
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
    const [snapshot, weightsByCategory] = await Promise.all([
      timed(timing, 'facts', facts.current()),
      weights.byCategory(actor),
    ]);
    const kept = snapshot.placeById.get(cityId);
    if (!kept) throw notFound('city_not_found', 'Município não encontrado.');
    const scoring = performance.now();
    const candidates = readableCandidates(snapshot, actor, proposals, weightsByCategory);
    const ranking = rankProjects(
      kept.facts,
      (division) => quotientOf(snapshot, kept, division),
      snapshot.indicatorBounds,
      (division) => (division === null ? undefined : snapshot.quotientBounds.get(division)),
      candidates,
    );
    timing?.('score', performance.now() - scoring);
    const start = (query.page - 1) * query.limit;
    const data = ranking
      .page(start, query.limit, query.include_excluded ?? false)
      .map((entry) => projectMatchOf(entry, weightsByCategory));
    return {
      data,
      total: ranking.ranked,
      excluded: ranking.excluded,
      place: placeRefOf(kept.row),
    };
  };
}
