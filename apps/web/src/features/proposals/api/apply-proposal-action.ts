import {
  PROPOSAL_ACTION_RULES,
  type ProposalAction,
  type ProposalStatus,
} from '@oportuna/domain/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { actionFailureMessage } from '../lib/action-failure.ts';

export interface ProposalActionAnswer {
  id: number;
  status: ProposalStatus;
  message: string;
}

export interface ProposalActionVariables {
  id: number;
  action: ProposalAction;
}

/** POST proposals/{id}/complete | lost | reopen | approve */
export function applyProposalAction({
  id,
  action,
}: ProposalActionVariables): Promise<ProposalActionAnswer> {
  return apiClient.post<ProposalActionAnswer>(`proposals/${id}/${action}`);
}

/**
 * Moves a proposal through its lifecycle, says so with the spec's message (the status the
 * server answers is not shown) and refreshes every proposal list, map and detail.
 */
export function useProposalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProposalAction,
    onSuccess: (_, { action }) => {
      notify.success(PROPOSAL_ACTION_RULES[action].successMessage);
      return queryClient.invalidateQueries({ queryKey: proposalKeys.all });
    },
    onError: (error, { id, action }) => {
      notify.error(actionFailureMessage(action, id, error));
    },
  });
}
