import { isApiError } from '../../../lib/api-error.ts';

/** Where a page that shows one opportunity stands. */
export type ProposalLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

export interface ProposalQueryLike {
  data: unknown;
  error: unknown;
  isPending: boolean;
}

export const isProposalId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * A deleted, hidden (another customer's pending one) or never existing opportunity answers
 * 404, which the page says in words; so does an address whose id is not a number. Any
 * other failure can be tried again.
 */
export function proposalLoadState(id: number, query: ProposalQueryLike): ProposalLoadState {
  if (!isProposalId(id)) return 'notFound';
  if (query.data) return 'ready';
  if (query.error) {
    return isApiError(query.error) && query.error.status === 404 ? 'notFound' : 'failed';
  }
  return 'loading';
}
