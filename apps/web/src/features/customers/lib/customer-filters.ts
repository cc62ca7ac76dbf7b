import type { CustomerType } from '@oportuna/domain/auth';
import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** The customer filter panel: a part of the name and one type. */
export interface CustomerFilters {
  name: string;
  type: CustomerType | null;
}

export const EMPTY_CUSTOMER_FILTERS: CustomerFilters = { name: '', type: null };

/** Spec 3: pages of 25, 50 or 100, newest registrations last (by id). */
export const CUSTOMER_LIST_DEFAULTS: ListDefaults<CustomerFilters> = {
  filters: EMPTY_CUSTOMER_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
  sort: { key: 'id', order: 'asc' },
};

/** The list request: the trimmed name, the type, the page and the ordering. */
export function customerListParams(state: ListState<CustomerFilters>): QueryParams {
  const name = state.filters.name.trim();
  return {
    page: state.page,
    limit: state.limit,
    name: name === '' ? undefined : name,
    type: state.filters.type ?? undefined,
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}
