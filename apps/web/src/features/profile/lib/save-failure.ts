import { isApiError } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../lib/notify.ts';

/**
 * A failed save: the spec's error snackbar (or the server's own words when it asks to wait),
 * and the server's message beside each field it names.
 */
export function reportSaveFailure(
  error: unknown,
  message: string,
  setErrors: (errors: FieldErrors) => void,
): void {
  const tooMany = isApiError(error) && error.status === 429;
  notify.error(tooMany ? error.message : message);
  if (isApiError(error) && error.fields) setErrors(error.fields);
}
