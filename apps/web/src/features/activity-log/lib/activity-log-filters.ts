import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';

/** The period: calendar days 'aaaa-mm-dd', either end open when empty. */
export interface ActivityPeriod {
  from: string;
  to: string;
}

export const EMPTY_PERIOD: ActivityPeriod = { from: '', to: '' };

/** Spec 3: pages as in the user list (25, 50 or 100), newest entries first (the server's order). */
export const ACTIVITY_LOG_DEFAULTS: ListDefaults<ActivityPeriod> = {
  filters: EMPTY_PERIOD,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
};

/** The period as query parameters: empty ends are left out. */
export function periodParams(period: ActivityPeriod) {
  return {
    from: period.from === '' ? undefined : period.from,
    to: period.to === '' ? undefined : period.to,
  };
}

export function activityLogParams(state: ListState<ActivityPeriod>) {
  return { page: state.page, limit: state.limit, ...periodParams(state.filters) };
}
