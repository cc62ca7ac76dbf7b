import { describe, expect, it } from 'vitest';
import { initialListState } from '../../../components/list-page/list-state.ts';
import { buildQueryString } from '../../../lib/query-string.ts';
import { EMPTY_STATE_FILTERS, STATE_LIST_DEFAULTS, stateListParams } from './state-filters.ts';

describe('state list parameters', () => {
  it('pages by 50 by default, offering 50, 100 and 200', () => {
    const state = initialListState(STATE_LIST_DEFAULTS);
    expect(buildQueryString(stateListParams(state))).toBe('?page=1&limit=50');
    expect(STATE_LIST_DEFAULTS.pageSizeOptions).toEqual([50, 100, 200]);
  });

  it('sends the filters and the ordering', () => {
    const state = {
      ...initialListState(STATE_LIST_DEFAULTS),
      filters: {
        ...EMPTY_STATE_FILTERS,
        states: [{ value: '20', label: 'São Paulo' }],
        incentives: [
          { value: 'iptu', label: 'IPTU' },
          { value: 'iss', label: 'ISS' },
        ],
      },
      sort: { key: 'name', order: 'desc' as const },
    };
    expect(decodeURIComponent(buildQueryString(stateListParams(state)))).toBe(
      '?page=1&limit=50&ufs=20&incentives=iptu,iss&sort[name]=desc',
    );
  });
});
