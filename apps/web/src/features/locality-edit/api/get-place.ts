import type { CityListItem } from '@oportuna/domain/cities';
import type { StateItem } from '@oportuna/domain/states';
import { useQuery } from '@tanstack/react-query';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cities/{id}, as the city detail page asks it (the same cache entry). */
export function useCityToEdit(id: number) {
  return useQuery({
    queryKey: cityKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<CityListItem>(`cities/${id}`, { query: { show_demographic_data: 1 }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET states/{id}, as the state detail page asks it (the same cache entry). */
export function useStateToEdit(id: number) {
  return useQuery({
    queryKey: stateKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<StateItem>(`states/${id}`, { query: { show_demographic_data: 1 }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
