import { DEFAULT_MATCH_CATEGORY, type ProjectCategory, type Proposal } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import { isCategory, type UsedWeights, type WeightBook, weightsFor } from './match-weights.ts';
import type { MatchingSnapshot } from './matching-facts.ts';
import { establishmentPlaces } from './matching-queries.ts';
import type { Bounds, ProjectFacts } from './place-criteria.ts';
import { boundsOf } from './snapshot-ranking.ts';

/** What scoring reads of a private opportunity. */
export interface ProjectToScore {
  id: number;
  category: string | null | undefined;
  mainActivity: string | null | undefined;
  taxId: string | null | undefined;
  requiredAreaM2: number | null | undefined;
  preferredUfs: string[] | null | undefined;
  /** The company's establishments, when the facts kept in memory already hold them. */
  seats?: ProjectFacts['establishmentPoints'];
}

/**
 * A private opportunity the actor may read, as scoring reads it: an open one from the facts
 * kept in memory (the same reading rule as the lists, isReadableBy), any other through the
 * opportunities service, whose reading rules answer 404. `refusal` is the message for a
 * public opportunity.
 */
export async function readProjectToScore(
  proposals: ProposalsService,
  snapshot: MatchingSnapshot,
  actor: Actor,
  proposalId: number,
  refusal: { field: string; message: string },
): Promise<ProjectToScore> {
  const kept = snapshot.projectById.get(proposalId);
  if (kept && proposals.isReadableBy(actor, kept.row)) {
    const { row } = kept;
    return {
      id: row.id,
      category: row.category,
      mainActivity: row.mainActivityCode,
      taxId: row.federalTaxId,
      requiredAreaM2: row.requiredAreaM2,
      preferredUfs: row.preferredUfs,
      seats: kept.facts.establishmentPoints,
    };
  }
  const proposal = await proposals.get(actor, proposalId);
  if (proposal.type !== 'company')
    throw invalidInput({ [refusal.field]: refusal.message }, refusal.message);
  return projectOfProposal(proposal);
}

export function projectOfProposal(proposal: Proposal): ProjectToScore {
  return {
    id: proposal.id,
    category: proposal.project?.category,
    mainActivity: proposal.project?.company?.main_activity,
    taxId: proposal.project?.company?.federal_tax_id,
    requiredAreaM2: proposal.project?.required_area_m2,
    preferredUfs: proposal.project?.preferred_ufs,
  };
}

/**
 * What scoring places for one private opportunity needs, read as "Localidades compatíveis"
 * reads it (places-for-project.ts): the category and the weights the actor sees it with, the
 * CNAE division, the project's facts (hard conditions, the
 * company's establishments) and the bounds of the facts kept in memory. The comparison scores
 * its places with it.
 */
export async function projectScoring(
  db: Db,
  weights: WeightBook,
  actor: Actor,
  scored: ProjectToScore,
  snapshot: MatchingSnapshot,
): Promise<{
  category: ProjectCategory;
  used: UsedWeights;
  division: number | null;
  project: ProjectFacts;
  bounds: Bounds;
}> {
  const category = isCategory(scored.category) ? scored.category : DEFAULT_MATCH_CATEGORY;
  const used = (await weights.byCategory(actor)).get(category) ?? {
    source: 'category' as const,
    values: weightsFor(category),
  };
  const division = divisionOf(scored.mainActivity);
  const taxId = scored.taxId ?? null;
  const seats = ():
    | Promise<ProjectFacts['establishmentPoints']>
    | ProjectFacts['establishmentPoints'] =>
    used.values.distance > 0 && taxId
      ? (scored.seats ?? establishmentPlaces(db, taxId.slice(0, 8)))
      : [];
  const establishments = await seats();
  return {
    category,
    used,
    division,
    bounds: boundsOf(snapshot, division),
    project: {
      division,
      divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
      requiredAreaM2: scored.requiredAreaM2 ?? null,
      preferredUfs: scored.preferredUfs ?? [],
      establishmentPoints: establishments,
    },
  };
}
