import type { ProjectMatchesResponse } from '@oportuna/domain/matching';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { matchKeys } from './get-place-matches.ts';

export interface ProjectMatchesParams {
  page: number;
  limit: number;
  include_excluded: boolean;
}

/** Whose "Projetos compatíveis": a municipality's, or a public opportunity's municipality's. */
export type ProjectMatchesOf = { city: number } | { opportunity: number };

const pathOf = (of: ProjectMatchesOf) =>
  'city' in of
    ? `cities/${of.city}/matching-projects`
    : `proposals/${of.opportunity}/matching-projects`;

/** GET cities/{id}/matching-projects or proposals/{id}/matching-projects: a page of the ranking. */
export function getProjectMatches(
  of: ProjectMatchesOf,
  params: ProjectMatchesParams,
  signal?: AbortSignal,
) {
  return apiClient.get<ProjectMatchesResponse>(pathOf(of), { query: { ...params }, signal });
}

export function useProjectMatches(of: ProjectMatchesOf, params: ProjectMatchesParams) {
  return useQuery(
    queryOptions({
      queryKey: [...matchKeys.all, 'projects', of, params] as const,
      queryFn: ({ signal }) => getProjectMatches(of, params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
