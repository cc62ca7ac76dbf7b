import { describe, expect, it } from 'vitest';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { buildQueryString } from '../../../lib/query-string.ts';
import {
  EMPTY_POLITICIAN_FILTERS,
  POLITICIAN_LIST_DEFAULTS,
  politicianListParams,
  withState,
} from './politician-filters.ts';

const sp = { value: '20', label: 'São Paulo' };
const bauru = { value: '3681', label: 'Bauru - SP' };

describe('politician search parameters', () => {
  it('sends name, office, party, state and city', () => {
    const state = {
      ...initialListState(POLITICIAN_LIST_DEFAULTS),
      filters: {
        name: ' maria ',
        office: { value: '7', label: 'Prefeito' },
        party: { value: '5', label: 'MDB' },
        state: sp,
        city: bauru,
      },
      sort: { key: 'name', order: 'asc' as const },
    };
    expect(decodeURIComponent(buildQueryString(politicianListParams(state)))).toBe(
      '?page=1&limit=25&name=maria&political_office=7&party=5&state=20&city=3681&sort[name]=asc',
    );
  });

  it('drops the city when the state changes', () => {
    const filters = { ...EMPTY_POLITICIAN_FILTERS, state: sp, city: bauru };
    expect(withState(filters, sp).city).toEqual(bauru);
    expect(withState(filters, { value: '19', label: 'Rio de Janeiro' }).city).toBeNull();
    expect(withState(filters, null).city).toBeNull();
  });
});
