import { PAGINATION } from '@oportuna/domain/limits';
import type { ListDefaults, ListState } from '../../../components/list-page/list-state.ts';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { isEmptyRange, type RangeValue, rangeParam } from '../../../components/selectors/range.ts';
import type { QueryParams } from '../../../lib/query-string.ts';
import { indicatorFactor } from './indicator-sliders.ts';

/** The city filter panel (spec 2 §3, 'City filter keys'). */
export interface CityFilters {
  states: SelectOption[];
  cities: SelectOption[];
  vocations: SelectOption[];
  incentives: SelectOption[];
  economicFreedom: boolean;
  biomes: string[];
  /** Indicator key → range; only indicators with a bound are present. */
  ranges: Record<string, RangeValue>;
}

export const EMPTY_CITY_FILTERS: CityFilters = {
  states: [],
  cities: [],
  vocations: [],
  incentives: [],
  economicFreedom: false,
  biomes: [],
  ranges: {},
};

export const CITY_LIST_DEFAULTS: ListDefaults<CityFilters> = {
  filters: EMPTY_CITY_FILTERS,
  limit: PAGINATION.defaultPageSize,
  pageSizeOptions: PAGINATION.pageSizeOptions,
};

/** Sets one indicator range; an empty range leaves the filters as if it was never set. */
export function withIndicatorRange(
  filters: CityFilters,
  key: string,
  range: RangeValue,
): CityFilters {
  const { [key]: _previous, ...others } = filters.ranges;
  return { ...filters, ranges: isEmptyRange(range) ? others : { ...others, [key]: range } };
}

const ids = (options: readonly SelectOption[]) => options.map((option) => option.value);

/** The filters as GET cities parameters (no page, limit or sort). */
export function cityFilterParams(
  state: Pick<ListState<CityFilters>, 'filters' | 'onlyFavorites'>,
): Record<string, QueryParams[string]> {
  const { filters } = state;
  const params: Record<string, QueryParams[string]> = {
    only_favorites: state.onlyFavorites ? 1 : undefined,
    ufs: ids(filters.states),
    id: ids(filters.cities),
    vocation: ids(filters.vocations),
    incentives: ids(filters.incentives),
    liberdade_economica: filters.economicFreedom ? 1 : undefined,
    bioma: filters.biomes,
  };
  for (const [key, range] of Object.entries(filters.ranges)) {
    params[key] = rangeParam(range, indicatorFactor(key));
  }
  return params;
}

/** The list request: filters, the drawn polygon, the page and the ordering. */
export function cityListParams(state: ListState<CityFilters>): QueryParams {
  return {
    page: state.page,
    limit: state.limit,
    ...cityFilterParams(state),
    coordinates_polygon: state.polygon ? JSON.stringify(state.polygon) : undefined,
    sort: state.sort ? { [state.sort.key]: state.sort.order } : undefined,
  };
}
