import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';

interface Colleague {
  id: number;
  name: string;
}

/**
 * GET users (admins only): the active users of the admin's own customer, who may follow an
 * interest. Other users have no such list and follow their interests themselves.
 */
export function useColleagues(enabled: boolean) {
  return useQuery({
    queryKey: ['interests', 'colleagues'],
    queryFn: ({ signal }) =>
      apiClient.get<{ data: Colleague[] }>('users', { query: { page: 1, limit: 100 }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
