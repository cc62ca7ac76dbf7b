import type {
  ProjectMatchesResponse,
  StateProjectMatchesResponse,
} from '@oportuna/domain/matching';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { matchKeys } from './get-place-matches.ts';

export interface ProjectMatchesParams {
  page: number;
  limit: number;
  include_excluded: boolean;
}

/**
 * Whose "Projetos compatíveis": a municipality's, a public opportunity's municipality's, or a
 * state's (each project with the state's municipality that fits it best).
 */
export type ProjectMatchesOf = { city: number } | { opportunity: number } | { state: number };

/** A page of either: a state's names the municipality each project was scored at. */
export type ProjectMatchesAnswer = ProjectMatchesResponse | StateProjectMatchesResponse;

const pathOf = (of: ProjectMatchesOf) =>
  'city' in of
    ? `cities/${of.city}/matching-projects`
    : 'state' in of
      ? `states/${of.state}/matching-projects`
      : `proposals/${of.opportunity}/matching-projects`;

/** GET cities/, states/ or proposals/{id}/matching-projects: a page of the ranking. */
export function getProjectMatches(
  of: ProjectMatchesOf,
  params: ProjectMatchesParams,
  signal?: AbortSignal,
) {
  return apiClient.get<ProjectMatchesAnswer>(pathOf(of), { query: { ...params }, signal });
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
