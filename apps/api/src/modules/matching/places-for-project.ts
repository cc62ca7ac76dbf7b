import type { PlaceMatch, PlaceMatchesQuery, PlaceMatchesResponse } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { type Timing, timed } from '../../lib/server-timing.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import type { WeightBook } from './match-weights.ts';
import type { MatchingFacts } from './matching-facts.ts';
import { readCriteria, scoreCriteria } from './place-criteria.ts';
import { projectScoring, readProjectToScore } from './project-scoring.ts';
import { rankSnapshotPlaces } from './snapshot-ranking.ts';

/**
 * "Localidades compatíveis": every municipality scored for a private opportunity the actor
 * may read, a page of the ranking explained.
 */
export function placesForProject(deps: {
  db: Db;
  proposals: ProposalsService;
  weights: WeightBook;
  facts: MatchingFacts;
}) {
  const { db, proposals, weights, facts } = deps;
  return async function placesFor(
    actor: Actor,
    proposalId: number,
    query: PlaceMatchesQuery,
    timing?: Timing,
  ): Promise<PlaceMatchesResponse> {
    // The facts as of every change committed before this request (decision 0030).
    const snapshot = await timed(timing, 'facts', facts.current());
    // Reading the opportunity applies its readability rules: 404 for what the actor cannot read.
    const scored = await readProjectToScore(proposals, snapshot, actor, proposalId, {
      field: 'id',
      message: 'Localidades compatíveis só existem para oportunidades privadas',
    });
    const { category, used, division, project, bounds } = await projectScoring(
      db,
      weights,
      actor,
      scored,
      snapshot,
    );
    const scoreWeights = used.values;
    const scoring = performance.now();
    const states = query.ufs?.length ? new Set(query.ufs) : null;
    const ranking = rankSnapshotPlaces(
      snapshot,
      project,
      scoreWeights,
      ({ row }) =>
        (!states || states.has(row.stateId)) && (!query.region || row.region === query.region),
    );
    timing?.('score', performance.now() - scoring);
    const start = (query.page - 1) * query.limit;
    const page = ranking.page(start, query.limit, query.include_excluded ?? false);
    const data: PlaceMatch[] = page.map((entry) => {
      const row = snapshot.placeById.get(entry.place.cityId)?.row;
      if (!row) throw new Error(`matching: city ${entry.place.cityId} not read`);
      const explained = scoreCriteria(readCriteria(entry.place, project, bounds), scoreWeights);
      return {
        rank: entry.rank,
        score: explained.score,
        city: {
          id: row.cityId,
          code: row.code,
          name: row.name,
          state: { id: row.stateId, uf: row.uf, name: row.stateName, region: row.region },
        },
        has_profile: row.hasProfile,
        excluded_by: [...entry.exclusions],
        criteria: criteriaOf(explained.criteria),
        open_opportunities: snapshot.openOpportunitiesByCity.get(row.cityId) ?? [],
      };
    });
    return {
      data,
      total: ranking.ranked,
      excluded: ranking.excluded,
      project: {
        id: scored.id,
        category,
        division: divisionRef(division),
      },
      weights: used,
      sources: {
        indicators_year: snapshot.sources.indicatorsYear,
        registry_release: snapshot.sources.releaseDate,
      },
    };
  };
}
