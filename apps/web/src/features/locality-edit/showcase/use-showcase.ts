import type { ShowcaseStatus } from '@oportuna/domain/showcase';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const showcaseKey = (kind: 'city' | 'state', id: number) => ['showcase', kind, id] as const;

/** GET cities/{id}/showcase or states/{id}/showcase: the link, null until generated. */
export function useShowcaseStatus(kind: 'city' | 'state', id: number) {
  return useQuery({
    queryKey: showcaseKey(kind, id),
    queryFn: ({ signal }) =>
      apiClient.get<ShowcaseStatus>(`${kind === 'city' ? 'cities' : 'states'}/${id}/showcase`, {
        signal,
      }),
  });
}

/** POST locations/{code}/showcase: publishes or refreshes the showcase. */
export function useGenerateShowcase(kind: 'city' | 'state', id: number, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<ShowcaseStatus>(`locations/${code}/showcase`),
    onSuccess: (status) => queryClient.setQueryData(showcaseKey(kind, id), status),
  });
}
