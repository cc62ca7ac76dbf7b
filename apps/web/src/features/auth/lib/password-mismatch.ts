import { MESSAGES } from '@oportuna/domain/messages';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';

export interface PasswordFormProblems {
  /** Messages shown under the fields. */
  fieldErrors: FieldErrors;
  /** The passwords differ: an alert says so and the submit is cancelled. */
  mismatch: boolean;
}

/** Separates the mismatch, shown as an alert, from the per-field messages. */
export function splitPasswordMismatch(errors: FieldErrors): PasswordFormProblems {
  const { confirm_password: confirmError, ...rest } = errors;
  const mismatch = confirmError === MESSAGES.auth.passwordsMustMatch;
  return {
    fieldErrors: mismatch ? rest : errors,
    mismatch,
  };
}

/** For screens whose schema does not compare the two values. */
export function passwordsDiffer(values: { password: string; confirm_password: string }): boolean {
  return values.password !== values.confirm_password;
}
