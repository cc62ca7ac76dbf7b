import type { FollowableCustomer } from '@oportuna/domain/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET profile/notification-customers: the active customers one may follow. */
export function getFollowableCustomers(signal?: AbortSignal) {
  return apiClient.get<FollowableCustomer[]>('profile/notification-customers', { signal });
}

export function followableCustomersQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.followableCustomers(),
    queryFn: ({ signal }) => getFollowableCustomers(signal),
  });
}

export function useFollowableCustomers() {
  return useQuery(followableCustomersQueryOptions());
}
