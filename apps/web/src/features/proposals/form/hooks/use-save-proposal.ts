import { MESSAGES } from '@oportuna/domain/messages';
import { proposalUpdateSchema } from '@oportuna/domain/proposals';
import { useCallback } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { validateWithSchema } from '../../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCurrentUser } from '../../../../lib/session/use-session.ts';
import { useUpdateProposal } from '../api/update-proposal.ts';
import { buildUpdatePayload } from '../lib/build-payload.ts';
import type { ProposalFormValues } from '../lib/form-values.ts';
import { toFormErrors } from '../lib/server-errors.ts';
import type { SubmitOutcome } from './use-submit-proposal.ts';

/** Saves the editor's values (PUT proposals/{id}) with the current user as responsible. */
export function useSaveProposal(id: number) {
  const user = useCurrentUser();
  const update = useUpdateProposal();

  const save = useCallback(
    async (values: ProposalFormValues): Promise<SubmitOutcome> => {
      const payload = buildUpdatePayload(values, user.id);
      const checked = validateWithSchema(proposalUpdateSchema, payload);
      if (!checked.success) return { ok: false, errors: toFormErrors(checked.errors, payload) };
      try {
        await update.mutateAsync({ id, payload });
        notify.success(MESSAGES.proposals.updated);
        return { ok: true, id };
      } catch (error) {
        notify.error(isApiError(error) ? error.message : MESSAGES.common.unexpectedFailure);
        const fields = isApiError(error) ? error.fields : undefined;
        return { ok: false, errors: fields ? toFormErrors(fields, payload) : {} };
      }
    },
    [id, user.id, update.mutateAsync],
  );

  return { save, saving: update.isPending };
}
