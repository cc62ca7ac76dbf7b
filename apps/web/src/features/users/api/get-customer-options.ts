import type { UserCustomerOption } from '@oportuna/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** GET users/customer-options: the active customers the user form may link to. */
export function getCustomerOptions(signal?: AbortSignal) {
  return apiClient.get<{ data: UserCustomerOption[] }>('users/customer-options', { signal });
}

export function customerOptionsQueryOptions() {
  return queryOptions({
    queryKey: userKeys.customerOptions(),
    queryFn: ({ signal }) => getCustomerOptions(signal),
    select: (answer) => answer.data,
  });
}

export function useCustomerOptions() {
  return useQuery(customerOptionsQueryOptions());
}
