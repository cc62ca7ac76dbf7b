import type { ListResponse } from '@oportuna/domain/lists';
import type { Proposal, ProposalMapItem } from '@oportuna/domain/proposals';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

type ProposalMapField = keyof ProposalMapItem;

/** An item of the map form: only the fields asked for, each of them present. */
export type ProposalFieldsItem<Field extends ProposalMapField> = Required<
  Pick<ProposalMapItem, Field>
>;

/**
 * GET proposals: one page of opportunities with filters, polygon and ordering; with `fields`,
 * the light map form that carries only those fields.
 */
export function getProposals<Field extends ProposalMapField>(
  params: QueryParams & { fields: readonly Field[] },
  signal?: AbortSignal,
): Promise<ListResponse<ProposalFieldsItem<Field>>>;
export function getProposals(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<Proposal>>;
export function getProposals(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<unknown>>('proposals', { query: params, signal });
}
