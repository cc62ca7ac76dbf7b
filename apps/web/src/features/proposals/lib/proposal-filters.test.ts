import { proposalsQuerySchema } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import { initialListState, type ListState } from '../../../components/list-page/list-state.ts';
import { withStates } from '../../../components/selectors/state-city-fields.tsx';
import { buildQueryString } from '../../../lib/query-string.ts';
import {
  EMPTY_PROPOSAL_FILTERS,
  PROPOSAL_LIST_DEFAULTS,
  type ProposalFilters,
  proposalFilterParams,
  proposalListParams,
  withInvestmentEnabled,
} from './proposal-filters.ts';

const stateWith = (filters: Partial<ProposalFilters>): ListState<ProposalFilters> => ({
  ...initialListState(PROPOSAL_LIST_DEFAULTS),
  filters: { ...EMPTY_PROPOSAL_FILTERS, ...filters },
});

/** The query string as the API receives it, checked against the API's own schema. */
function sent(state: ListState<ProposalFilters>): Record<string, string> {
  const query = buildQueryString(proposalListParams(state));
  const params = Object.fromEntries(new URLSearchParams(query));
  expect(proposalsQuerySchema.safeParse(params).success).toBe(true);
  return params;
}

describe('proposal list query', () => {
  it('asks for the newest first, page 1 of 25, with no filter by default', () => {
    expect(sent(initialListState(PROPOSAL_LIST_DEFAULTS))).toEqual({
      page: '1',
      limit: '25',
      'sort[created_at]': 'desc',
    });
  });

  it('sends the company tax id with its punctuation removed', () => {
    expect(sent(stateWith({ companyTaxId: ' 12.345.678/0001-90 ' })).company_federal_tax_id).toBe(
      '12345678000190',
    );
    expect(sent(stateWith({ companyTaxId: ' ./- ' })).company_federal_tax_id).toBeUndefined();
  });

  it('sends the investment range as start,end only while it is on', () => {
    const enabled = withInvestmentEnabled(EMPTY_PROPOSAL_FILTERS, true);
    expect(enabled.investment).toEqual([100000, 1000000]);
    expect(sent(stateWith(enabled)).investimentRange).toBe('100000,1000000');
    expect(sent(stateWith({ investment: [250000.5, null] })).investimentRange).toBe('250000.5,');
    const disabled = withInvestmentEnabled(enabled, false);
    expect(sent(stateWith(disabled)).investimentRange).toBeUndefined();
  });

  it('sends the dates as yyyy-mm-dd, the end only with a start', () => {
    const both = sent(stateWith({ startDate: '2026-01-01', endDate: '2026-02-28' }));
    expect(both.start_date).toBe('2026-01-01');
    expect(both.end_date).toBe('2026-02-28');
    expect(sent(stateWith({ startDate: null, endDate: '2026-02-28' })).end_date).toBeUndefined();
  });

  it('joins states, cities, statuses and types with commas', () => {
    const params = sent(
      stateWith({
        states: [
          { value: '25', label: 'São Paulo' },
          { value: '26', label: 'Sergipe' },
        ],
        cities: [{ value: '123', label: 'Bauru - SP' }],
        statuses: ['open', 'lost'],
        types: ['company'],
        customer: '7',
      }),
    );
    expect(params).toMatchObject({
      ufs: '25,26',
      city: '123',
      status: 'open,lost',
      type: 'company',
      customer: '7',
    });
  });

  it('adds favourites only, the polygon and the chosen ordering', () => {
    const params = sent({
      ...stateWith({}),
      onlyFavorites: true,
      polygon: [
        [-50, -22],
        [-49, -22],
        [-49, -21],
      ],
      sort: { key: 'investment', order: 'asc' },
      page: 3,
      limit: 50,
    });
    expect(params).toMatchObject({
      only_favorites: '1',
      coordinates_polygon: '[[-50,-22],[-49,-22],[-49,-21]]',
      'sort[investment]': 'asc',
      page: '3',
      limit: '50',
    });
  });

  it('leaves page, polygon and ordering out of the filter params (the map form)', () => {
    const state: ListState<ProposalFilters> = {
      ...stateWith({ states: [{ value: '25', label: 'São Paulo' }], statuses: ['open'] }),
      onlyFavorites: true,
      polygon: [
        [-50, -22],
        [-49, -22],
        [-49, -21],
      ],
      sort: { key: 'investment', order: 'asc' },
      page: 3,
      limit: 50,
    };
    const query = buildQueryString(proposalFilterParams(state));
    // The filters, and nothing of the list's page, area or order.
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      only_favorites: '1',
      ufs: '25',
      status: 'open',
    });
    // The same state still sends them all in the list request.
    expect(sent(state)).toMatchObject({
      page: '3',
      limit: '50',
      coordinates_polygon: '[[-50,-22],[-49,-22],[-49,-21]]',
      'sort[investment]': 'asc',
    });
  });

  it('drops the cities when the last state goes', () => {
    const withCity = stateWith({
      states: [{ value: '25', label: 'São Paulo' }],
      cities: [{ value: '123', label: 'Bauru - SP' }],
    }).filters;
    expect(withStates(withCity, []).cities).toEqual([]);
    expect(withStates(withCity, [{ value: '26', label: 'Sergipe' }]).cities).toHaveLength(1);
  });
});
