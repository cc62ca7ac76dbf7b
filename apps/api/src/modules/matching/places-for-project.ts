import {
  DEFAULT_MATCH_CATEGORY,
  type PlaceMatch,
  type PlaceMatchesQuery,
  type PlaceMatchesResponse,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import { isCategory, type WeightBook, weightsFor } from './match-weights.ts';
import type { MatchingFacts } from './matching-facts.ts';
import {
  divisionQuotients,
  establishmentPlaces,
  openPublicOpportunities,
} from './matching-queries.ts';
import { readCriteria, scoreCriteria } from './place-criteria.ts';
import { type Bounds, type ProjectFacts, type RankedPlace, rankPlaces } from './place-ranking.ts';

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
  ): Promise<PlaceMatchesResponse> {
    // Reading the opportunity applies its readability rules: 404 for what the actor cannot read.
    const proposal = await proposals.get(actor, proposalId);
    if (proposal.type !== 'company')
      throw invalidInput(
        { id: 'Localidades compatíveis só existem para oportunidades privadas' },
        'Localidades compatíveis só existem para oportunidades privadas',
      );
    const category = isCategory(proposal.project?.category)
      ? proposal.project.category
      : DEFAULT_MATCH_CATEGORY;
    const used = (await weights.byCategory(actor)).get(category) ?? {
      source: 'category' as const,
      values: weightsFor(category),
    };
    const scoreWeights = used.values;
    const division = divisionOf(proposal.project?.company?.main_activity);
    const taxId = proposal.project?.company?.federal_tax_id ?? null;
    const [snapshot, quotients, establishments] = await Promise.all([
      facts.current(),
      division === null ? [] : divisionQuotients(db, division),
      scoreWeights.distance > 0 && taxId ? establishmentPlaces(db, taxId.slice(0, 8)) : [],
    ]);
    const quotientBound = division === null ? undefined : snapshot.quotientBounds.get(division);
    const bounds: Bounds = quotientBound
      ? { ...snapshot.indicatorBounds, location_quotient: quotientBound }
      : snapshot.indicatorBounds;
    const quotientByCity = new Map(quotients.map((q) => [q.cityId, q.quotient]));
    const states = query.ufs?.length ? new Set(query.ufs) : null;
    const inScope = snapshot.places.filter(
      ({ row }) =>
        (!states || states.has(row.stateId)) && (!query.region || row.region === query.region),
    );
    const places: RankedPlace[] = inScope.map(({ facts: place, covered }) => ({
      ...place,
      // Where the registry has establishments, a division absent there is a quotient of 0.
      locationQuotient: covered ? (quotientByCity.get(place.cityId) ?? 0) : null,
    }));
    const project: ProjectFacts = {
      division,
      divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
      requiredAreaM2: proposal.project?.required_area_m2 ?? null,
      preferredUfs: proposal.project?.preferred_ufs ?? [],
      establishmentPoints: establishments,
    };
    const ranking = rankPlaces(places, project, bounds, scoreWeights);
    const start = (query.page - 1) * query.limit;
    const listed = query.include_excluded
      ? [...ranking.ranked, ...ranking.excluded]
      : ranking.ranked;
    const page = listed.slice(start, start + query.limit);
    const opportunities = await openPublicOpportunities(
      db,
      page.map((p) => p.place.cityId),
    );
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
        open_opportunities: opportunities
          .filter((o) => o.cityId === row.cityId)
          .map((o) => ({ id: o.id, name: o.name })),
      };
    });
    return {
      data,
      total: ranking.ranked.length,
      excluded: ranking.excluded.length,
      project: {
        id: proposal.id,
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
