import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { SelectOption } from '../../../components/selectors/options.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

export interface StateFilters {
  states: SelectOption[];
  vocations: SelectOption[];
  incentives: SelectOption[];
}

export const EMPTY_STATE_FILTERS: StateFilters = { states: [], vocations: [], incentives: [] };

export const STATE_LIST_DEFAULTS: ListDefaults<StateFilters> = {
  filters: EMPTY_STATE_FILTERS,
  limit: PAGINATION.defaultStatePageSize,
  pageSizeOptions: PAGINATION.statePageSizeOptions,
};

const values = (options: readonly SelectOption[]) => options.map((option) => option.value);

/** GET states parameters: page, limit, filters and ordering. */
export function stateListParams(state: ListState<StateFilters>): QueryParams {
  return {
    page: state.page,
    limit: state.limit,
    only_favorites: state.onlyFavorites ? 1 : undefined,
    ufs: values(state.filters.states),
    vocation: values(state.filters.vocations),
    // The states endpoint reads incentives as one comma list.
    incentives: values(state.filters.incentives).join(','),
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}
