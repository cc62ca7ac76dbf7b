import type { CompanySize, CompanyStatus } from '@oportuna/domain/companies';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { type RangeValue, rangeParam } from '../../../components/selectors/range.ts';
import type { QueryParams } from '../../../lib/query-string.ts';

/** Simples and MEI: either side, or no filter at all. */
export type FlagFilter = 'yes' | 'no' | null;

/** The company filter panel; each key becomes one GET companies parameter. */
export interface CompanyFilters {
  /** Razão social or nome fantasia. */
  name: string;
  /** The start of a CNPJ, masked or not. */
  cnpj: string;
  states: SelectOption[];
  cities: SelectOption[];
  /** CNAE subclasses: value is the 7-digit code. */
  activities: SelectOption[];
  /** Share capital in reais; null while the range is off. */
  capital: RangeValue | null;
  /** yyyy-mm-dd. */
  foundationStart: string | null;
  foundationEnd: string | null;
  statuses: CompanyStatus[];
  sizes: CompanySize[];
  simples: FlagFilter;
  mei: FlagFilter;
  /** Head offices (matrizes) only: each company once, without its branches (filiais). */
  headOfficesOnly: boolean;
}

export const EMPTY_COMPANY_FILTERS: CompanyFilters = {
  name: '',
  cnpj: '',
  states: [],
  cities: [],
  activities: [],
  capital: null,
  foundationStart: null,
  foundationEnd: null,
  statuses: [],
  sizes: [],
  simples: null,
  mei: null,
  headOfficesOnly: false,
};

/** Spec 3: default ordering capital_social descending; the map opens with the list. */
export const COMPANY_LIST_DEFAULTS: ListDefaults<CompanyFilters> = {
  filters: EMPTY_COMPANY_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
  sort: { key: 'capital_social', order: 'desc' },
  showMap: true,
};

const ids = (options: readonly SelectOption[]) => options.map((option) => option.value);
const flag = (value: FlagFilter) => (value === null ? undefined : value === 'yes' ? 1 : 0);
const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The filters as parameters shared by GET companies, its export and GET companies/map. */
export function companyFilterParams(
  state: Pick<ListState<CompanyFilters>, 'filters' | 'onlyFavorites'>,
): Record<string, QueryParams[string]> {
  const { filters } = state;
  // Spec 3 §5: a document number travels without its mask.
  const cnpj = normalizeCnpj(filters.cnpj);
  return {
    only_favorites: state.onlyFavorites ? 1 : undefined,
    only_head_offices: filters.headOfficesOnly ? 1 : undefined,
    name: text(filters.name),
    cnpj: cnpj === '' ? undefined : cnpj,
    ufs: ids(filters.states),
    city: ids(filters.cities),
    activities: ids(filters.activities),
    capital_social: filters.capital ? rangeParam(filters.capital) : undefined,
    foundation_start: filters.foundationStart ?? undefined,
    foundation_end: filters.foundationEnd ?? undefined,
    status: filters.statuses,
    size: filters.sizes,
    simples: flag(filters.simples),
    mei: flag(filters.mei),
  };
}

/** The drawn polygon, as the API reads it. */
export function polygonParam(state: Pick<ListState<CompanyFilters>, 'polygon'>) {
  return state.polygon ? JSON.stringify(state.polygon) : undefined;
}

/** The list request: filters, the drawn polygon, the page and the ordering. */
export function companyListParams(state: ListState<CompanyFilters>): QueryParams {
  return {
    page: state.page,
    limit: state.limit,
    ...companyFilterParams(state),
    coordinates_polygon: polygonParam(state),
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}

/** The map request: the same filters and polygon, without paging or ordering. */
export function companyMapParams(state: ListState<CompanyFilters>): QueryParams {
  return { ...companyFilterParams(state), coordinates_polygon: polygonParam(state) };
}
