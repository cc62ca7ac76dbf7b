import type { Customer } from '@oportuna/domain/customers';
import type { ListResponse } from '@oportuna/domain/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type CustomerFilters, customerListParams } from '../lib/customer-filters.ts';
import { customerKeys } from './customer-keys.ts';

/** GET customers: one page of customers, filtered by name and type. */
export function getCustomers(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<Customer>>('customers', { query: params, signal });
}

export function customersQueryOptions(state: ListState<CustomerFilters>) {
  const params = customerListParams(state);
  return queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(state: ListState<CustomerFilters>) {
  return useQuery(customersQueryOptions(state));
}
