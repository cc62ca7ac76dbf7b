import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** The list's search: part of a name or e-mail. */
export interface UserFilters {
  name: string;
}

/** Spec 3: pages of 25, 50 or 100, alphabetical. */
export const USER_LIST_DEFAULTS: ListDefaults<UserFilters> = {
  filters: { name: '' },
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
};

/** The list request: the page, its size and the trimmed search. */
export function userListParams(state: ListState<UserFilters>): QueryParams {
  const name = state.filters.name.trim();
  return { page: state.page, limit: state.limit, name: name === '' ? undefined : name };
}
