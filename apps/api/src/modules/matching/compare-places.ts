import {
  COMPARE_INDICATORS,
  COMPARE_UNKNOWN_CITY_MESSAGE,
  type CompareQuery,
  type CompareResponse,
  type MatchCriterion,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import {
  INDICATOR_SOURCES,
  indicatorYears,
  nationalMedians,
  profileIncentives,
} from './compare-queries.ts';
import { criteriaOf, divisionRef } from './match-explanation.ts';
import type { WeightBook } from './match-weights.ts';
import type { MatchingFacts } from './matching-facts.ts';
import { exclusionsOf, type ProjectFacts, readCriteria, scoreCriteria } from './place-criteria.ts';
import { industrialAreaM2 } from './place-ranking.ts';
import { projectOfProposal, projectScoring } from './project-scoring.ts';
import { quotientOf } from './snapshot-ranking.ts';

/** A project that asks nothing: the indicators' values read without one. */
const NO_PROJECT: ProjectFacts = {
  division: null,
  divisionVocations: [],
  requiredAreaM2: null,
  preferredUfs: [],
  establishmentPoints: [],
};

/**
 * The comparison of two to four places (docs/matching.md, "Comparação"): their indicators
 * beside the national medians, incentives, industrial area and open public opportunities, and,
 * for a private opportunity the actor may read, each place's score explained exactly as
 * "Localidades compatíveis" explains it.
 */
export function comparePlaces(deps: {
  db: Db;
  proposals: ProposalsService;
  weights: WeightBook;
  facts: MatchingFacts;
}) {
  const { db, proposals, weights, facts } = deps;
  return async function compare(actor: Actor, query: CompareQuery): Promise<CompareResponse> {
    // Reading the opportunity applies its readability rules: 404 for what the actor cannot read.
    const proposal =
      query.proposal === undefined ? null : await proposals.get(actor, query.proposal);
    if (proposal && proposal.type !== 'company')
      throw invalidInput(
        { proposal: 'A comparação pontua apenas oportunidades privadas' },
        'A comparação pontua apenas oportunidades privadas',
      );
    // The facts "Localidades compatíveis" scores, kept in memory (matching-facts.ts).
    const snapshot = await facts.current();
    const cityIds = query.cities;
    if (cityIds.some((id) => !snapshot.placeById.has(id)))
      throw invalidInput({ cities: COMPARE_UNKNOWN_CITY_MESSAGE }, COMPARE_UNKNOWN_CITY_MESSAGE);
    const [scoring, medians, years, incentives] = await Promise.all([
      proposal ? projectScoring(db, weights, actor, projectOfProposal(proposal), snapshot) : null,
      nationalMedians(db),
      indicatorYears(db, cityIds),
      profileIncentives(db, cityIds),
    ]);

    const yearOf = (cityId: number, source: string) =>
      years.find((y) => y.cityId === cityId && y.indicator === source)?.year ?? null;
    const places = cityIds.map((id) => {
      const kept = snapshot.placeById.get(id);
      if (!kept) throw new Error(`compare: city ${id} not read`);
      const { row } = kept;
      const values = new Map(
        readCriteria(kept.facts, NO_PROJECT, {}).map((r) => [r.criterion, r.value] as const),
      );
      let match: CompareResponse['places'][number]['match'] = null;
      if (scoring) {
        const place = {
          ...kept.facts,
          locationQuotient: quotientOf(snapshot, kept, scoring.division),
        };
        const explained = scoreCriteria(
          readCriteria(place, scoring.project, scoring.bounds),
          scoring.used.values,
        );
        match = {
          score: explained.score,
          excluded_by: [...exclusionsOf(place, scoring.project)],
          criteria: criteriaOf(explained.criteria),
        };
      }
      return {
        city: {
          id: row.cityId,
          code: row.code,
          name: row.name,
          state: { id: row.stateId, uf: row.uf, name: row.stateName, region: row.region },
        },
        has_profile: row.hasProfile,
        indicators: COMPARE_INDICATORS.map((indicator) => ({
          indicator,
          value: values.get(indicator as MatchCriterion) ?? null,
          year: yearOf(id, INDICATOR_SOURCES[indicator]),
        })),
        incentives: incentives
          .filter((i) => i.cityId === id)
          .map((i) => ({ type: i.type, description: i.description, area_m2: i.areaM2 })),
        industrial_area_m2: industrialAreaM2(row.industrialArea),
        open_opportunities: snapshot.openOpportunitiesByCity.get(id) ?? [],
        match,
      };
    });
    return {
      places,
      medians: COMPARE_INDICATORS.map((indicator) => {
        const found = medians.find((m) => m.indicator === indicator);
        return { indicator, value: found?.value ?? null, year: found?.year ?? null };
      }),
      project:
        proposal && scoring
          ? {
              id: proposal.id,
              name: proposal.name ?? `#${proposal.id}`,
              category: scoring.category,
              division: divisionRef(scoring.division),
              weights: scoring.used,
            }
          : null,
    };
  };
}
