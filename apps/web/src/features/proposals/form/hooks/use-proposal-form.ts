import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import { emptyProposalForm, type ProposalFormValues } from '../lib/form-values.ts';

export interface ProposalForm {
  values: ProposalFormValues;
  errors: FieldErrors;
  /**
   * Applies a change and clears the errors it answers: the `cleared` fields when given,
   * otherwise every error under the changed keys.
   */
  change: (patch: Partial<ProposalFormValues>, ...cleared: string[]) => void;
  /**
   * A change computed from the current values, for answers that arrive later (lookups,
   * uploads) and must not overwrite what was typed meanwhile. Clears the `cleared` fields.
   */
  changeLater: (
    patch: (current: ProposalFormValues) => Partial<ProposalFormValues>,
    ...cleared: string[]
  ) => void;
  setErrors: (errors: FieldErrors) => void;
  setError: (field: string, message: string | undefined) => void;
  reset: (values?: ProposalFormValues) => void;
}

function withoutErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const kept = Object.entries(errors).filter(
    ([key]) => !fields.some((field) => key === field || key.startsWith(`${field}.`)),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

export function useProposalForm(initial: ProposalFormValues = emptyProposalForm()): ProposalForm {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useCallback((patch: Partial<ProposalFormValues>, ...cleared: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      withoutErrors(current, cleared.length > 0 ? cleared : Object.keys(patch)),
    );
  }, []);

  const changeLater = useCallback(
    (patch: (current: ProposalFormValues) => Partial<ProposalFormValues>, ...cleared: string[]) => {
      setValues((current) => ({ ...current, ...patch(current) }));
      setErrors((current) => withoutErrors(current, cleared));
    },
    [],
  );

  const setError = useCallback((field: string, message: string | undefined) => {
    setErrors((current) => {
      const rest = withoutErrors(current, [field]);
      return message ? { ...rest, [field]: message } : rest;
    });
  }, []);

  const reset = useCallback((next: ProposalFormValues = emptyProposalForm()) => {
    setValues(next);
    setErrors({});
  }, []);

  return useMemo(
    () => ({ values, errors, change, changeLater, setErrors, setError, reset }),
    [values, errors, change, changeLater, setError, reset],
  );
}
