import type { QueryParams } from '../../../lib/query-string.ts';

/** Every activity-log query starts with 'activity-log', per user. */
export const activityLogKeys = {
  all: ['activity-log'] as const,
  user: (userId: number) => ['activity-log', userId] as const,
  page: (userId: number, params: QueryParams) => ['activity-log', userId, params] as const,
};
