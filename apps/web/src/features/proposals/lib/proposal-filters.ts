import { normalizeCnpj } from '@oportuna/domain/formatting';
import { FILTER_DEFAULTS, PAGINATION } from '@oportuna/domain/limits';
import type { ProposalStatus, ProposalType } from '@oportuna/domain/proposals';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { type RangeValue, rangeParam } from '../../../components/selectors/range.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** The proposal filter panel (spec 1 §3, 'Proposal search params'). */
export interface ProposalFilters {
  states: SelectOption[];
  cities: SelectOption[];
  statuses: ProposalStatus[];
  types: ProposalType[];
  /** Investment range on the project total; null while the range filter is off. */
  investment: RangeValue | null;
  /** yyyy-mm-dd, as the API and native date inputs read it. */
  startDate: string | null;
  endDate: string | null;
  companyTaxId: string;
  /** 'Minhas oportunidades' (/proposals#customer:<id>): a customer id, never shown in the panel. */
  customer: string | null;
}

export const EMPTY_PROPOSAL_FILTERS: ProposalFilters = {
  states: [],
  cities: [],
  statuses: [],
  types: [],
  investment: null,
  startDate: null,
  endDate: null,
  companyTaxId: '',
  customer: null,
};

export const PROPOSAL_LIST_DEFAULTS: ListDefaults<ProposalFilters> = {
  filters: EMPTY_PROPOSAL_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
  sort: { key: 'created_at', order: 'desc' },
};

/** Turning the investment filter on starts from the default range (100.000 to 1.000.000). */
export function withInvestmentEnabled(filters: ProposalFilters, enabled: boolean): ProposalFilters {
  return {
    ...filters,
    investment: enabled ? [...FILTER_DEFAULTS.investmentRange] : null,
  };
}

const ids = (options: readonly SelectOption[]) => options.map((option) => option.value);

/** The filters as GET proposals parameters (no page, limit, polygon or sort). */
export function proposalFilterParams(
  state: Pick<ListState<ProposalFilters>, 'filters' | 'onlyFavorites'>,
): Record<string, QueryParams[string]> {
  const { filters } = state;
  const taxId = normalizeCnpj(filters.companyTaxId);
  return {
    only_favorites: state.onlyFavorites ? 1 : undefined,
    ufs: ids(filters.states),
    city: ids(filters.cities),
    status: filters.statuses,
    type: filters.types,
    investimentRange: filters.investment ? rangeParam(filters.investment) : undefined,
    start_date: filters.startDate ?? undefined,
    // An end date only counts with a start date: its input stays disabled until then.
    end_date: filters.startDate ? (filters.endDate ?? undefined) : undefined,
    company_federal_tax_id: taxId === '' ? undefined : taxId,
    customer: filters.customer ?? undefined,
  };
}

/** The list request: filters, the drawn polygon, the page and the ordering. */
export function proposalListParams(state: ListState<ProposalFilters>): QueryParams {
  return {
    page: state.page,
    limit: state.limit,
    ...proposalFilterParams(state),
    coordinates_polygon: state.polygon ? JSON.stringify(state.polygon) : undefined,
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}
