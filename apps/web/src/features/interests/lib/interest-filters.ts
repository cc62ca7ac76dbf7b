import type { InterestSide, InterestStage } from '@oportuna/domain/interests';
import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** The filters of 'Interesses recebidos' and 'Interesses enviados'. */
export interface InterestFilters {
  stages: InterestStage[];
  /** An opportunity's number, as typed. */
  proposal: string;
  /** yyyy-mm-dd, as the API and native date inputs read it. */
  startDate: string | null;
  endDate: string | null;
  search: string;
}

export const EMPTY_INTEREST_FILTERS: InterestFilters = {
  stages: [],
  proposal: '',
  startDate: null,
  endDate: null,
  search: '',
};

export const INTEREST_LIST_DEFAULTS: ListDefaults<InterestFilters> = {
  filters: EMPTY_INTEREST_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
  sort: { key: 'last_message_at', order: 'desc' },
};

/** Where each side keeps its list state. */
export const INTEREST_LIST_ENTITY: Record<InterestSide, string> = {
  received: 'interests-received',
  sent: 'interests-sent',
};

const blankToUndefined = (value: string | null) =>
  value === null || value.trim() === '' ? undefined : value.trim();

/** The filters, favourites and ordering as GET interests/{side} parameters (no page). */
export function interestFilterParams(
  state: Pick<ListState<InterestFilters>, 'filters' | 'onlyFavorites' | 'sort'>,
): Record<string, QueryParams[string]> {
  const { filters } = state;
  const proposal = filters.proposal.replace(/\D/g, '');
  return {
    stage: filters.stages.length > 0 ? filters.stages.join(',') : undefined,
    proposal: proposal === '' ? undefined : Number(proposal),
    start_date: blankToUndefined(filters.startDate),
    end_date: blankToUndefined(filters.endDate),
    search: blankToUndefined(filters.search),
    only_favorites: state.onlyFavorites ? 1 : undefined,
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}

export function interestListParams(state: ListState<InterestFilters>): QueryParams {
  return { ...interestFilterParams(state), page: state.page, limit: state.limit };
}
