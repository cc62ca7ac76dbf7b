import type { User } from '@oportuna/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** GET users/{id}. */
export function getUser(id: number, signal?: AbortSignal) {
  return apiClient.get<User>(`users/${id}`, { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
