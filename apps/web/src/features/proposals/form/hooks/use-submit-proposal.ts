import { MESSAGES } from '@oportuna/domain/messages';
import { proposalInputSchema } from '@oportuna/domain/proposals';
import { useCallback } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import { validateWithSchema } from '../../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCurrentUser } from '../../../../lib/session/use-session.ts';
import { useCreateProposal } from '../api/create-proposal.ts';
import { buildPayload } from '../lib/build-payload.ts';
import type { ProposalFormValues } from '../lib/form-values.ts';
import { createFailureMessage, toFormErrors } from '../lib/server-errors.ts';

export type SubmitOutcome = { ok: true; id: number } | { ok: false; errors: FieldErrors };

/**
 * 'Concluir cadastro': builds the payload for the current user, checks it with the domain
 * schema (the server checks it again) and posts it. Field errors come back keyed by form field.
 */
export function useSubmitProposal() {
  const user = useCurrentUser();
  const create = useCreateProposal();

  const submit = useCallback(
    async (values: ProposalFormValues): Promise<SubmitOutcome> => {
      const payload = buildPayload(values, user.id);
      const checked = validateWithSchema(proposalInputSchema, payload);
      if (!checked.success) return { ok: false, errors: toFormErrors(checked.errors, payload) };
      try {
        const { id } = await create.mutateAsync(payload);
        notify.success(MESSAGES.proposals.created);
        return { ok: true, id };
      } catch (error) {
        notify.error(createFailureMessage(error));
        const fields = isApiError(error) ? error.fields : undefined;
        return { ok: false, errors: fields ? toFormErrors(fields, payload) : {} };
      }
    },
    [user.id, create.mutateAsync],
  );

  return { submit, submitting: create.isPending };
}
