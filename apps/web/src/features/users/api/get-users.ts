import type { UsersList } from '@oportuna/domain/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type UserFilters, userListParams } from '../lib/user-filters.ts';
import { userKeys } from './user-keys.ts';

/** GET users: one page of the active users the caller manages, searched by name or e-mail. */
export function getUsers(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<UsersList>('users', { query: params, signal });
}

export function usersQueryOptions(state: ListState<UserFilters>) {
  const params = userListParams(state);
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(state: ListState<UserFilters>) {
  return useQuery(usersQueryOptions(state));
}
