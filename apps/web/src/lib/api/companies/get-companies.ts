import type { CompaniesList, CompaniesMap } from '@oportuna/domain/companies';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

/** GET companies: one page of companies, with filters and ordering. */
export function getCompanies(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<CompaniesList>('companies', { query: params, signal });
}

/**
 * GET companies/map: the companies of the filters as counts per municipality (mode 'cities')
 * or, when few enough, as the companies themselves (mode 'points').
 */
export function getCompaniesMap(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<CompaniesMap>('companies/map', { query: params, signal });
}
