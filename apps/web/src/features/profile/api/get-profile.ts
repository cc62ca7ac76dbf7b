import type { Profile } from '@oportuna/domain/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** GET profile: the signed-in user's own data as the profile forms edit it. */
export function getProfile(signal?: AbortSignal) {
  return apiClient.get<Profile>('profile', { signal });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.detail(),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
