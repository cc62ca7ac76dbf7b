import type { InterestSide } from '@oportuna/domain/interests';
import type { Outcomes } from '@oportuna/domain/outcomes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { exportFileName, saveFile } from '../../../lib/download.ts';
import { notify } from '../../../lib/notify.ts';

/** Whose outcomes: a city's (its city hall), a state's (its government) or a customer's. */
export type OutcomesScope = { kind: 'city' | 'state' | 'customer'; id: number };

/** The page's filters: an empty date leaves the period's default to the server. */
export interface OutcomesFilters {
  from: string;
  to: string;
  side: InterestSide;
}

const PATHS = { city: 'cities', state: 'states', customer: 'customers' } as const;

const outcomesPath = (scope: OutcomesScope) => `${PATHS[scope.kind]}/${scope.id}/outcomes`;

const queryOf = (filters: OutcomesFilters) => ({
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
  side: filters.side,
});

/** GET cities|states|customers/{id}/outcomes */
export function useOutcomes(scope: OutcomesScope, filters: OutcomesFilters) {
  return useQuery({
    queryKey: ['outcomes', scope.kind, scope.id, filters],
    queryFn: ({ signal }) =>
      apiClient.get<Outcomes>(outcomesPath(scope), { query: queryOf(filters), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The same figures as an XLSX file, saved under the server's name. */
export function useExportOutcomes(scope: OutcomesScope, filters: OutcomesFilters, failed: string) {
  return useMutation({
    mutationFn: () =>
      apiClient.getFile(outcomesPath(scope), { query: { ...queryOf(filters), format: 'xlsx' } }),
    onSuccess: (file) =>
      saveFile(file.blob, file.fileName ?? exportFileName(`resultados-${scope.kind}`, 'xlsx')),
    onError: () => notify.error(failed),
  });
}
