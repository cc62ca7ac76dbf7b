import { describe, expect, it } from 'vitest';
import { initialListState, type ListState } from '../../../components/list-page/list-state.ts';
import { withStates } from '../../../components/selectors/state-city-fields.tsx';
import { buildQueryString } from '../../../lib/query-string.ts';
import {
  CITY_LIST_DEFAULTS,
  type CityFilters,
  cityListParams,
  EMPTY_CITY_FILTERS,
  withIndicatorRange,
} from './city-filters.ts';
import { INDICATOR_FILTER_FIELDS } from './indicator-filters.ts';

const base = initialListState(CITY_LIST_DEFAULTS);
const sp = { value: '20', label: 'São Paulo' };

const query = (state: ListState<CityFilters>) =>
  decodeURIComponent(buildQueryString(cityListParams(state)));

describe('city list parameters', () => {
  it('asks for the first page of 25 with nothing else', () => {
    expect(query(base)).toBe('?page=1&limit=25');
  });

  it('sends every filter in the form the API reads', () => {
    let filters = withStates(EMPTY_CITY_FILTERS, [sp, { value: '19', label: 'Rio de Janeiro' }]);
    filters = {
      ...filters,
      cities: [{ value: '3681', label: 'Bauru - SP' }],
      vocations: [{ value: '4', label: 'Logística' }],
      incentives: [
        { value: 'iptu', label: 'IPTU' },
        { value: 'terreno', label: 'Terreno' },
      ],
      economicFreedom: true,
      biomes: ['Cerrado', 'Mata Atlântica'],
    };
    filters = withIndicatorRange(filters, 'idhm', [70, null]);
    filters = withIndicatorRange(filters, 'populacao_estimada', [null, 15000]);
    filters = withIndicatorRange(filters, 'total_receitas', [1000, 5000]);
    const state: ListState<CityFilters> = {
      ...base,
      filters,
      onlyFavorites: true,
      page: 2,
      sort: { key: 'idhm', order: 'desc' },
      polygon: [
        [-50, -20],
        [-48, -20],
        [-48, -23],
      ],
    };
    expect(query(state)).toBe(
      '?page=2&limit=25&only_favorites=1&ufs=20,19&id=3681&vocation=4&incentives=iptu,terreno' +
        '&liberdade_economica=1&bioma=Cerrado,Mata Atlântica&idhm=0.7,&populacao_estimada=,15000' +
        '&total_receitas=1000,5000&coordinates_polygon=[[-50,-20],[-48,-20],[-48,-23]]&sort[idhm]=desc',
    );
  });

  it('forgets a range set back to empty', () => {
    const set = withIndicatorRange(EMPTY_CITY_FILTERS, 'idhm', [70, 90]);
    expect(withIndicatorRange(set, 'idhm', [null, null])).toEqual(EMPTY_CITY_FILTERS);
  });

  it('drops the chosen cities once no state is chosen', () => {
    const filters = {
      ...withStates(EMPTY_CITY_FILTERS, [sp]),
      cities: [{ value: '1', label: 'x' }],
    };
    expect(withStates(filters, []).cities).toEqual([]);
    expect(withStates(filters, [sp]).cities).toHaveLength(1);
  });
});

describe('indicator filter fields', () => {
  it('offers a range for every indicator the list filters by, labelled as the domain names it', () => {
    const keys = INDICATOR_FILTER_FIELDS.map((field) => field.key);
    expect(keys).toContain('idhm');
    expect(keys).toContain('total_despesas');
    expect(keys).not.toContain('bioma');
    expect(keys).not.toContain('liberdade_economica');
    expect(INDICATOR_FILTER_FIELDS.find((field) => field.key === 'idhm')?.label).toBe('IDHM');
  });

  it('gives sliders the sample ranges of the spec', () => {
    const bounds = (key: string) =>
      INDICATOR_FILTER_FIELDS.find((field) => field.key === key)?.slider?.bounds;
    expect(bounds('populacao_estimada')).toEqual([0, 20000]);
    expect(bounds('densidade_demografica')).toEqual([0, 5000]);
    expect(bounds('idhm')).toEqual([0, 100]);
    expect(bounds('pib_per_capta')).toEqual([100, 20000]);
    expect(bounds('estabelecimentos_sus')).toEqual([0, 1000]);
    expect(bounds('salario_medio_mensal')).toBeUndefined();
  });
});
