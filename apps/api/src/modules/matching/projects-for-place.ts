import {
  DEFAULT_MATCH_CATEGORY,
  type MatchCriterion,
  type ProjectMatchesQuery,
  type ProjectMatchesResponse,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import { isCategory, type WeightBook, weightsFor } from './match-weights.ts';
import { allBounds, cityQuotients, establishmentPlacesOf, placeFacts } from './matching-queries.ts';
import { type Bound, readCriteria, scoreCriteria } from './place-criteria.ts';
import { type Bounds, placeFactsOf } from './place-ranking.ts';
import { type CandidateProject, rankProjects } from './project-ranking.ts';

export function projectsForPlace(deps: {
  db: Db;
  proposals: ProposalsService;
  weights: WeightBook;
}) {
  const { db, proposals, weights } = deps;
  /**
   * "Projetos compatíveis": the open private opportunities the actor may read, ranked by how
   * well the municipality fits each, under each one's category weights as the actor sees
   * them. What the actor cannot read is neither listed nor counted.
   */
  return async function projectsFor(
    actor: Actor,
    cityId: number,
    query: ProjectMatchesQuery,
  ): Promise<ProjectMatchesResponse> {
    const [row] = await placeFacts(db, null, { cityIds: [cityId] });
    if (!row) throw notFound('city_not_found', 'Município não encontrado.');
    const [candidates, weightsByCategory, quotients, boundRows] = await Promise.all([
      proposals.openPrivateProjects(actor),
      weights.byCategory(actor),
      cityQuotients(db, cityId),
      allBounds(db),
    ]);
    const place = placeFactsOf(row);
    const covered = row.quotient !== null;
    const quotientByDivision = new Map(quotients.map((q) => [q.division, q.quotient]));
    const indicatorBounds: Bounds = {};
    const quotientBounds = new Map<number, Bound>();
    for (const b of boundRows) {
      if (b.criterion === 'location_quotient')
        quotientBounds.set(b.division, { min: b.min, max: b.max });
      else indicatorBounds[b.criterion as MatchCriterion] = { min: b.min, max: b.max };
    }
    const categoryOf = (value: string | null) =>
      isCategory(value) ? value : DEFAULT_MATCH_CATEGORY;
    const basesNeeded = candidates
      .filter(
        (c) =>
          c.federalTaxId &&
          (weightsByCategory.get(categoryOf(c.category))?.values.distance ?? 0) > 0,
      )
      .map((c) => (c.federalTaxId as string).slice(0, 8));
    const seats = await establishmentPlacesOf(db, [...new Set(basesNeeded)]);
    const seatsByBase = new Map<string, typeof seats>();
    for (const seat of seats)
      seatsByBase.set(seat.cnpjBasico, [...(seatsByBase.get(seat.cnpjBasico) ?? []), seat]);
    const scored: CandidateProject<(typeof candidates)[number]>[] = candidates.map((project) => {
      const division = divisionOf(project.mainActivityCode);
      const weights = weightsByCategory.get(categoryOf(project.category));
      const base = project.federalTaxId?.slice(0, 8);
      return {
        project,
        weights: weights?.values ?? weightsFor(DEFAULT_MATCH_CATEGORY),
        facts: {
          division,
          divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
          requiredAreaM2: project.requiredAreaM2,
          preferredUfs: project.preferredUfs ?? [],
          establishmentPoints:
            (base && weights && weights.values.distance > 0 ? seatsByBase.get(base) : undefined) ??
            [],
        },
      };
    });
    const ranking = rankProjects(
      place,
      (division) =>
        !covered ? null : division === null ? null : (quotientByDivision.get(division) ?? 0),
      indicatorBounds,
      (division) => (division === null ? undefined : quotientBounds.get(division)),
      scored,
    );
    const listed = query.include_excluded
      ? [...ranking.ranked, ...ranking.excluded]
      : ranking.ranked;
    const start = (query.page - 1) * query.limit;
    const data = listed.slice(start, start + query.limit).map((entry) => {
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
        excluded_by: entry.exclusions,
        criteria: criteriaOf(explained.criteria),
      };
    });
    return {
      data,
      total: ranking.ranked.length,
      excluded: ranking.excluded.length,
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
