import { describe, expect, it } from 'vitest';
import { filtersFromHash, parseProposalsHash } from './hash-filters.ts';
import { EMPTY_PROPOSAL_FILTERS } from './proposal-filters.ts';

const empty = { types: [], statuses: [], stateIds: [], cityIds: [], customer: null };

describe('parseProposalsHash', () => {
  it.each([
    ['#type:company', { ...empty, types: ['company'] }],
    ['#type:city', { ...empty, types: ['city'] }],
    ['#type:city,company', { ...empty, types: ['city', 'company'] }],
    ['#ufs:25', { ...empty, stateIds: ['25'] }],
    ['#city:123', { ...empty, cityIds: ['123'] }],
    ['#customer:7', { ...empty, customer: '7' }],
    ['#type:city&ufs:25,26', { ...empty, types: ['city'], stateIds: ['25', '26'] }],
    [
      '#ufs:25&city:3,4&type:company',
      { ...empty, types: ['company'], stateIds: ['25'], cityIds: ['3', '4'] },
    ],
    ['#status:pending', { ...empty, statuses: ['pending'] }],
  ])('%s', (hash, expected) => {
    expect(parseProposalsHash(hash)).toEqual(expected);
  });

  it('reads the encoded form paths.ts writes', () => {
    expect(parseProposalsHash('#ufs:25%2C26')).toEqual({ ...empty, stateIds: ['25', '26'] });
    expect(parseProposalsHash('ufs:25')).toEqual({ ...empty, stateIds: ['25'] });
  });

  it('keeps each value once and ignores what it does not know', () => {
    expect(parseProposalsHash('#type:company,company,state&ufs:25,x,-1,0,25&foo:1')).toEqual({
      ...empty,
      types: ['company'],
      stateIds: ['25'],
    });
  });

  it.each([
    '',
    '#',
    '#privacidade',
    '#type:',
    '#type:state',
    '#ufs:abc',
    '#customer:0',
    '#%E0%A4%A',
  ])('finds no filter in %j', (hash) => {
    expect(parseProposalsHash(hash)).toBeNull();
  });
});

describe('filtersFromHash', () => {
  it('starts a fresh search with the hash values, labelled when the names are known', () => {
    const filter = parseProposalsHash('#type:company&ufs:25,26&city:123&customer:7');
    expect(filter).not.toBeNull();
    if (!filter) return;
    const filters = filtersFromHash(filter, {
      states: new Map([['25', 'São Paulo']]),
      cities: new Map([['123', 'Bauru - SP']]),
    });
    expect(filters).toEqual({
      ...EMPTY_PROPOSAL_FILTERS,
      types: ['company'],
      states: [
        { value: '25', label: 'São Paulo' },
        { value: '26', label: '26' },
      ],
      cities: [{ value: '123', label: 'Bauru - SP' }],
      customer: '7',
    });
  });
});
