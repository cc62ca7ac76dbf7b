import type { CompanyListItem } from '@oportuna/domain/companies';
import type { ListResponse } from '@oportuna/domain/lists';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

/** GET companies: one page of companies, with filters and ordering. */
export function getCompanies(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<CompanyListItem>>('companies', { query: params, signal });
}
