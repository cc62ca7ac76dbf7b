import type { AuditListResponse } from '@oportuna/domain/activity-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-page/list-state.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { type ActivityPeriod, activityLogParams } from '../lib/activity-log-filters.ts';
import { activityLogKeys } from './activity-log-keys.ts';

/** GET users/{id}/audits: one page of a user's log for the period, newest first. */
export function getActivityLog(userId: number, params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<AuditListResponse>(`users/${userId}/audits`, { query: params, signal });
}

export function activityLogQueryOptions(userId: number, state: ListState<ActivityPeriod>) {
  const params = activityLogParams(state);
  return queryOptions({
    queryKey: activityLogKeys.page(userId, params),
    queryFn: ({ signal }) => getActivityLog(userId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityLog(userId: number, state: ListState<ActivityPeriod>) {
  return useQuery(activityLogQueryOptions(userId, state));
}
