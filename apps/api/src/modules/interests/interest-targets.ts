import type { InterestCreate, ProposalAction } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { targetKey } from './interest-shape.ts';
import { findLocalityOwner, localityExists } from './interests-queries.ts';

/** What interests need of opportunities: their readability rule and their lifecycle. */
export type InterestProposals = {
  readableOwner(
    actor: Actor,
    id: number,
  ): Promise<{ id: number; name: string; status: string; customerId: number | null } | null>;
  transition(
    actor: Actor,
    id: number,
    action: ProposalAction,
  ): Promise<{ id: number; status: string; message: string }>;
};

/**
 * What an interest is in: its key, name and owner customer. An opportunity by the
 * opportunities' own reading rule (404 for what the actor may not read) and its customer; a
 * city or a state by its city hall or state government, which must be a customer.
 */
export async function resolveTarget(
  db: Db,
  proposals: InterestProposals,
  actor: Actor,
  input: InterestCreate,
) {
  if (input.proposal_id !== undefined) {
    const found = await proposals.readableOwner(actor, input.proposal_id);
    if (!found) throw notFound('proposal_not_found', 'Oportunidade não encontrada.');
    if (found.customerId === null)
      throw conflict('no_owner', 'Esta oportunidade não tem um cliente para receber o interesse.');
    return {
      key: targetKey('proposal', found.id),
      name: found.name,
      ownerCustomerId: found.customerId,
      columns: { proposalId: found.id },
    };
  }
  const kind = input.city_id !== undefined ? 'city' : 'state';
  const id = (input.city_id ?? input.state_id) as number;
  if (!(await localityExists(db, kind, id)))
    throw notFound('locality_not_found', 'Localidade não encontrada.');
  const owner = await findLocalityOwner(db, kind, id);
  if (!owner) {
    throw conflict(
      'no_owner',
      kind === 'city'
        ? 'Esta cidade ainda não tem uma prefeitura cliente do Oportuna para receber o interesse.'
        : 'Este estado ainda não tem um governo cliente do Oportuna para receber o interesse.',
    );
  }
  return {
    key: targetKey(kind, id),
    name: owner.name,
    ownerCustomerId: owner.id,
    columns: kind === 'city' ? { cityId: id } : { stateId: id },
  };
}
