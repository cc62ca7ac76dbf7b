import { normalizeCnpj } from '@oportuna/domain/formatting';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { isApiError } from '../../../lib/api-error.ts';

export type CompanyLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

/** What a company page shows: a CNPJ that cannot exist is not found without asking. */
export function companyLoadState(
  document: string,
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown },
): CompanyLoadState {
  if (normalizeCnpj(document).length !== FIELD_LIMITS.cnpjDigits) return 'notFound';
  if (query.data) return 'ready';
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? 'notFound' : 'failed';
  }
  return 'loading';
}
