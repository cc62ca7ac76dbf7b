import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** An item of GET company-activities (companyActivitySchema). */
interface CompanyActivity {
  id: string;
  code: string;
  text: string;
}

const ACTIVITY_PAGE_SIZE = 50;

export const activityLabel = (code: string, text: string) => `${code} - ${text}`;

/** GET company-activities?q=&page=1&limit=50: CNAE subclasses matching a code or a text. */
export async function getCompanyActivities(
  search: string,
  signal?: AbortSignal,
): Promise<SelectOption[]> {
  const answer = await apiClient.get<{ data: CompanyActivity[] }>('company-activities', {
    query: { q: search.trim(), page: 1, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });
  return answer.data.map((activity) => ({
    value: activity.code,
    label: activityLabel(activity.code, activity.text),
  }));
}

export function companyActivitiesQueryOptions(search: string) {
  return queryOptions({
    queryKey: companyKeys.activities(search.trim()),
    queryFn: ({ signal }) => getCompanyActivities(search, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useCompanyActivities(search: string) {
  return useQuery(companyActivitiesQueryOptions(search));
}
