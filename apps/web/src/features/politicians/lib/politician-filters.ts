import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { SelectOption } from '../../../components/selectors/options.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** The politician search of spec 2 ('Politician search block'). */
export interface PoliticianFilters {
  name: string;
  office: SelectOption | null;
  party: SelectOption | null;
  state: SelectOption | null;
  city: SelectOption | null;
}

export const EMPTY_POLITICIAN_FILTERS: PoliticianFilters = {
  name: '',
  office: null,
  party: null,
  state: null,
  city: null,
};

export const POLITICIAN_LIST_DEFAULTS: ListDefaults<PoliticianFilters> = {
  filters: EMPTY_POLITICIAN_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
};

/** A city only counts within the chosen state. */
export function withState(
  filters: PoliticianFilters,
  state: SelectOption | null,
): PoliticianFilters {
  return { ...filters, state, city: state?.value === filters.state?.value ? filters.city : null };
}

/** GET politicians parameters. */
export function politicianListParams(state: ListState<PoliticianFilters>): QueryParams {
  const { filters } = state;
  return {
    page: state.page,
    limit: state.limit,
    name: filters.name.trim(),
    political_office: filters.office?.value,
    party: filters.party?.value,
    state: filters.state?.value,
    city: filters.state ? filters.city?.value : undefined,
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}
