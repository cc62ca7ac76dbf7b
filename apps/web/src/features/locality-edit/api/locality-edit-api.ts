import type { LocalityEditor } from '@oportuna/domain/localities';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { getCompanies } from '../../../lib/api/companies/get-companies.ts';
import { locationKeys } from '../../../lib/api/locations/location-keys.ts';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { LocalityPayload } from '../lib/locality-form.ts';

/** POST locations/{code}/enable: creates the profile (201), or answers the existing one (200). */
export function enableLocality(code: number): Promise<LocalityProfile> {
  return apiClient.post<LocalityProfile>(`locations/${code}/enable`, {});
}

/** PUT locations/{code}: saves the profile and answers it as GET does. */
export function saveLocality(code: number, input: LocalityPayload): Promise<LocalityProfile> {
  return apiClient.put<LocalityProfile>(`locations/${code}`, input);
}

/** POST locations: a state's profile saved before it had one. */
export function createStateLocality(
  stateId: number,
  input: LocalityPayload,
): Promise<LocalityProfile> {
  return apiClient.post<LocalityProfile>('locations', { ...input, state_id: stateId });
}

export type LocalityMedia = 'gallery-image' | 'attachment' | 'image';

/** DELETE locations/{code}/gallery-image|attachment|image/{id} */
export function deleteLocalityMedia(code: number, media: LocalityMedia, id: number) {
  return apiClient.delete<void>(`locations/${code}/${media}/${id}`);
}

/** GET locations/{code}/responsible-users: the active users of the locality's customer. */
export function useResponsibleUsers(code: number, enabled: boolean) {
  return useQuery({
    queryKey: [...locationKeys.detail(code), 'responsible-users'],
    queryFn: ({ signal }) =>
      apiClient.get<{ data: LocalityEditor[] }>(`locations/${code}/responsible-users`, { signal }),
    enabled,
  });
}

/** How many companies are registered in a city (GET companies?city_code=…&limit=1: its total). */
export function useCityCompanyCount(code: number | undefined) {
  const params = { city_code: code ?? 0, page: 1, limit: 1 };
  return useQuery({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    enabled: code !== undefined,
    select: (answer) => answer.total,
  });
}

/** After a save or an enable every place showing the profile reloads it. */
export function useRefreshLocality() {
  const queryClient = useQueryClient();
  return useCallback(
    (code: number, profile?: LocalityProfile) => {
      if (profile) queryClient.setQueryData(locationKeys.detail(code), profile);
      void queryClient.invalidateQueries({ queryKey: locationKeys.all });
      void queryClient.invalidateQueries({ queryKey: cityKeys.all });
      void queryClient.invalidateQueries({ queryKey: stateKeys.all });
    },
    [queryClient],
  );
}
