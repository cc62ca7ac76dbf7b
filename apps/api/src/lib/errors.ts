import { API_ERROR_MESSAGES, API_ERROR_STATUS, type ApiErrorCode } from '@oportuna/domain';

/**
 * A failure the user can act on. `code` is stable for clients (e.g. `proposal_not_found`),
 * `kind` decides the HTTP status, `message` is shown to people as is.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly kind: ApiErrorCode,
    message?: string,
    readonly code: string = kind,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? API_ERROR_MESSAGES[kind]);
    this.status = API_ERROR_STATUS[kind];
  }
}

export const notFound = (code = 'not_found', message?: string) =>
  new DomainError('not_found', message, code);
export const forbidden = (code = 'forbidden', message?: string) =>
  new DomainError('forbidden', message, code);
export const conflict = (code: string, message: string) =>
  new DomainError('conflict', message, code);
export const invalidInput = (fields: Record<string, string>, message?: string) =>
  new DomainError('validation_failed', message, 'validation_failed', fields);
