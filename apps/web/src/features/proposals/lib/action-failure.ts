import { MESSAGES } from '@oportuna/domain/messages';
import type { ProposalAction } from '@oportuna/domain/proposals';
import { isApiError } from '../../../lib/api-error.ts';

type FailingAction = ProposalAction | 'delete';

/**
 * The spec 1 §8 fallbacks. Approving has none of its own: it re-activates a pending
 * opportunity, so it shares the reopen sentence.
 */
const FALLBACKS: Record<FailingAction, (id: number) => string> = {
  complete: MESSAGES.proposals.completeFailed,
  lost: MESSAGES.proposals.lostFailed,
  reopen: MESSAGES.proposals.reopenFailed,
  approve: MESSAGES.proposals.reopenFailed,
  delete: MESSAGES.proposals.deleteFailed,
};

/** The API only sends a code of its own (e.g. invalid_transition) along with a message it wrote. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0) return null;
  if (/^http_\d+$/.test(error.code) || error.code === 'invalid_response') return null;
  return error.message.trim() === '' ? null : error.message;
}

/** What a failed action shows: the server's message first, else the spec's fallback. */
export function actionFailureMessage(action: FailingAction, id: number, error: unknown): string {
  return serverMessage(error) ?? FALLBACKS[action](id);
}
