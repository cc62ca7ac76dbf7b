import type { Customer } from '@oportuna/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** GET customers/{id}. */
export function getCustomer(id: number, signal?: AbortSignal) {
  return apiClient.get<Customer>(`customers/${id}`, { signal });
}

export function customerQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

export function useCustomer(id: number | null) {
  return useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== null });
}
