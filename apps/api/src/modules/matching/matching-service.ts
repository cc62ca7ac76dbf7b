import {
  DEFAULT_MATCH_CATEGORY,
  DEFAULT_MATCH_WEIGHTS,
  MATCH_CRITERIA,
  type MatchCriterion,
  type MatchWeights,
  type MatchWeightsInput,
  type PlaceMatch,
  type PlaceMatchesQuery,
  type PlaceMatchesResponse,
  PROJECT_CATEGORIES,
  type ProjectCategory,
  type UserMatchWeights,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import {
  boundsFor,
  boundsSources,
  establishmentPlaces,
  forgetWeights,
  openPublicOpportunities,
  placeFacts,
  projectNeeds,
  savedWeights,
  saveWeights,
} from './matching-queries.ts';
import { readCriteria, scoreCriteria } from './place-criteria.ts';
import { type Bounds, type ProjectFacts, placeFactsOf, rankPlaces } from './place-ranking.ts';

const isCategory = (value: string | null | undefined): value is ProjectCategory =>
  (PROJECT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The default weights of a category (docs/matching.md). */
export function weightsFor(category: ProjectCategory): MatchWeights {
  return { ...DEFAULT_MATCH_WEIGHTS[category] };
}

/** Saved weights as read back: every criterion, whatever the stored object holds. */
function completeWeights(saved: Record<string, number>): MatchWeights {
  return Object.fromEntries(
    MATCH_CRITERIA.map((criterion) => [criterion, Number(saved[criterion] ?? 0)]),
  ) as MatchWeights;
}

/**
 * Matching (docs/matching.md): the places that fit a private opportunity, ranked by a score
 * each place gets from its own data against fixed national bounds, with the reasons.
 */
export function createMatchingService(deps: { db: Db; proposals: ProposalsService }) {
  const { db, proposals } = deps;

  /** The weights the actor scores a category with: their own if saved, else the defaults. */
  async function weightsOf(actor: Actor, category: ProjectCategory) {
    const saved = (await savedWeights(db, actor.userId)).find((w) => w.category === category);
    return saved
      ? { source: 'user' as const, values: completeWeights(saved.weights) }
      : { source: 'category' as const, values: weightsFor(category) };
  }

  /** Every category's weights for the actor, with the defaults beside them. */
  async function allWeights(actor: Actor): Promise<UserMatchWeights> {
    const saved = await savedWeights(db, actor.userId);
    return {
      data: PROJECT_CATEGORIES.map((category) => {
        const own = saved.find((w) => w.category === category);
        return {
          category,
          source: own ? 'user' : 'category',
          weights: own ? completeWeights(own.weights) : weightsFor(category),
          defaults: weightsFor(category),
        };
      }),
    };
  }

  return {
    weights: allWeights,

    async saveWeights(actor: Actor, category: ProjectCategory, weights: MatchWeightsInput) {
      await saveWeights(db, actor.userId, category, weights);
      return allWeights(actor);
    },

    async resetWeights(actor: Actor, category: ProjectCategory) {
      await forgetWeights(db, actor.userId, category);
      return allWeights(actor);
    },

    async placesFor(
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
      const used = await weightsOf(actor, category);
      const weights = used.values;
      const division = divisionOf(proposal.project?.company?.main_activity);
      const needs = await projectNeeds(db, proposalId);
      const taxId = proposal.project?.company?.federal_tax_id ?? null;
      const [rows, boundRows, sources, establishments] = await Promise.all([
        placeFacts(db, division, { stateIds: query.ufs, region: query.region }),
        boundsFor(db, division),
        boundsSources(db),
        weights.distance > 0 && taxId ? establishmentPlaces(db, taxId.slice(0, 8)) : [],
      ]);
      const bounds: Bounds = {};
      for (const b of boundRows) bounds[b.criterion as MatchCriterion] = { min: b.min, max: b.max };
      const project: ProjectFacts = {
        division,
        divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
        requiredAreaM2: needs.requiredAreaM2,
        preferredUfs: needs.preferredUfs ?? [],
        establishmentPoints: establishments,
      };
      const ranking = rankPlaces(rows.map(placeFactsOf), project, bounds, weights);
      const start = (query.page - 1) * query.limit;
      const listed = query.include_excluded
        ? [...ranking.ranked, ...ranking.excluded]
        : ranking.ranked;
      const page = listed.slice(start, start + query.limit);
      const opportunities = await openPublicOpportunities(
        db,
        page.map((p) => p.place.cityId),
      );
      const rowById = new Map(rows.map((r) => [r.cityId, r]));
      const data: PlaceMatch[] = page.map((entry) => {
        const row = rowById.get(entry.place.cityId);
        if (!row) throw new Error(`matching: city ${entry.place.cityId} not read`);
        const explained = scoreCriteria(readCriteria(entry.place, project, bounds), weights);
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
          excluded_by: entry.exclusions,
          criteria: explained.criteria.map((c) => ({
            criterion: c.criterion,
            weight: c.weight,
            value: c.value,
            normalized: c.normalized,
            missing: c.normalized === null,
            contribution: c.contribution,
            items: c.items,
          })),
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
          division:
            division === null
              ? null
              : { code: division, name: CNAE_DIVISIONS[division]?.name ?? '' },
        },
        weights: used,
        sources: {
          indicators_year: sources.indicatorsYear,
          registry_release: sources.releaseDate,
        },
      };
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
