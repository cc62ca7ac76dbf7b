import { DEFAULT_MATCH_CATEGORY, type ProjectCategory, type Proposal } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import { isCategory, type UsedWeights, type WeightBook, weightsFor } from './match-weights.ts';
import type { MatchingSnapshot } from './matching-facts.ts';
import { divisionQuotients, establishmentPlaces } from './matching-queries.ts';
import type { Bounds, ProjectFacts } from './place-criteria.ts';

/**
 * What scoring places for one private opportunity needs, read as "Localidades compatíveis"
 * reads it (places-for-project.ts): the category and the weights the actor sees it with, the
 * CNAE division and its location quotients, the project's facts (hard conditions, the
 * company's establishments) and the bounds of the facts kept in memory. The comparison scores
 * its places with it.
 */
export async function projectScoring(
  db: Db,
  weights: WeightBook,
  actor: Actor,
  proposal: Proposal,
  snapshot: MatchingSnapshot,
): Promise<{
  category: ProjectCategory;
  used: UsedWeights;
  division: number | null;
  project: ProjectFacts;
  bounds: Bounds;
  quotientByCity: Map<number, number>;
}> {
  const category = isCategory(proposal.project?.category)
    ? proposal.project.category
    : DEFAULT_MATCH_CATEGORY;
  const used = (await weights.byCategory(actor)).get(category) ?? {
    source: 'category' as const,
    values: weightsFor(category),
  };
  const division = divisionOf(proposal.project?.company?.main_activity);
  const taxId = proposal.project?.company?.federal_tax_id ?? null;
  const [quotients, establishments] = await Promise.all([
    division === null ? [] : divisionQuotients(db, division),
    used.values.distance > 0 && taxId ? establishmentPlaces(db, taxId.slice(0, 8)) : [],
  ]);
  const quotientBound = division === null ? undefined : snapshot.quotientBounds.get(division);
  return {
    category,
    used,
    division,
    bounds: quotientBound
      ? { ...snapshot.indicatorBounds, location_quotient: quotientBound }
      : snapshot.indicatorBounds,
    quotientByCity: new Map(quotients.map((q) => [q.cityId, q.quotient])),
    project: {
      division,
      divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
      requiredAreaM2: proposal.project?.required_area_m2 ?? null,
      preferredUfs: proposal.project?.preferred_ufs ?? [],
      establishmentPoints: establishments,
    },
  };
}
