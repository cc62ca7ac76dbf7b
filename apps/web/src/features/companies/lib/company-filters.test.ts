import { describe, expect, it } from 'vitest';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { buildQueryString } from '../../../lib/query-string.ts';
import {
  COMPANY_LIST_DEFAULTS,
  type CompanyFilters,
  companyListParams,
  companyMapParams,
  EMPTY_COMPANY_FILTERS,
} from './company-filters.ts';

const every: CompanyFilters = {
  name: '  Cerâmica ',
  cnpj: '11.222.333/0001',
  states: [
    { value: '35', label: 'SP' },
    { value: '41', label: 'PR' },
  ],
  cities: [{ value: '3506003', label: 'Bauru - SP' }],
  activities: [
    { value: '2342702', label: '2342702 - Azulejos' },
    { value: '1091102', label: '1091102 - Padaria' },
  ],
  capital: [100000, 2500000.5],
  foundationStart: '1990-01-01',
  foundationEnd: '2020-12-31',
  statuses: ['ATIVA', 'SUSPENSA'],
  sizes: ['ME', 'EPP'],
  simples: 'yes',
  mei: 'no',
  headOfficesOnly: true,
};

describe('company list parameters', () => {
  it('asks page 1 of 25 by capital descending when nothing is filtered', () => {
    const state = initialListState(COMPANY_LIST_DEFAULTS);
    expect(buildQueryString(companyListParams(state))).toBe(
      '?page=1&limit=25&sort[capital_social]=desc',
    );
    expect(state.showMap).toBe(true);
  });

  it('sends every filter under the name the API reads, the CNPJ without its mask', () => {
    const state = {
      ...initialListState(COMPANY_LIST_DEFAULTS),
      filters: every,
      onlyFavorites: true,
      page: 3,
      polygon: [
        [-49, -22],
        [-48, -22],
        [-48, -21],
      ] as [number, number][],
      sort: { key: 'razao_social', order: 'asc' as const },
    };
    const expected =
      'only_favorites=1&only_head_offices=1&name=Cerâmica&cnpj=11222333' +
      '0001&ufs=35,41&city=3506003&activities=2342702,1091102' +
      '&capital_social=100000,2500000.5&foundation_start=1990-01-01&foundation_end=2020-12-31' +
      '&status=ATIVA,SUSPENSA&size=ME,EPP&simples=1&mei=0' +
      '&coordinates_polygon=[[-49,-22],[-48,-22],[-48,-21]]';
    expect(decodeURIComponent(buildQueryString(companyListParams(state)))).toBe(
      `?page=3&limit=25&${expected}&sort[razao_social]=asc`,
    );
    expect(decodeURIComponent(buildQueryString(companyMapParams(state)))).toBe(`?${expected}`);
  });

  it('leaves out Simples and MEI while either answer will do', () => {
    const state = {
      ...initialListState(COMPANY_LIST_DEFAULTS),
      filters: { ...EMPTY_COMPANY_FILTERS, simples: null, mei: 'yes' as const },
    };
    expect(buildQueryString(companyMapParams(state))).toBe('?mei=1');
  });

  it('sends head offices only while the switch is on, and nothing about it while off', () => {
    const state = initialListState(COMPANY_LIST_DEFAULTS);
    const on = { ...state, filters: { ...EMPTY_COMPANY_FILTERS, headOfficesOnly: true } };
    expect(buildQueryString(companyMapParams(on))).toBe('?only_head_offices=1');
    expect(buildQueryString(companyListParams(on))).toBe(
      '?page=1&limit=25&only_head_offices=1&sort[capital_social]=desc',
    );
    expect(buildQueryString(companyMapParams(state))).toBe('');
  });
});
