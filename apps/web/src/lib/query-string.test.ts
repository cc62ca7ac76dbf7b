import { describe, expect, it } from 'vitest';
import { buildQueryString, type QueryParams } from './query-string.ts';

describe('buildQueryString', () => {
  it.each<[string, QueryParams | undefined, string]>([
    ['no params', undefined, ''],
    ['an empty object', {}, ''],
    [
      'scalars in insertion order',
      { page: 1, limit: 25, name: 'São Paulo' },
      '?page=1&limit=25&name=S%C3%A3o%20Paulo',
    ],
    [
      'booleans as 1 and 0',
      { only_favorites: true, is_read: false },
      '?only_favorites=1&is_read=0',
    ],
    [
      'arrays as comma lists',
      { ufs: [35, 33], status: ['open', 'lost'] },
      '?ufs=35,33&status=open,lost',
    ],
    ['commas inside an item stay encoded', { city: ['a,b', 'c'] }, '?city=a%2Cb,c'],
    ['a sort object', { sort: { created_at: 'desc' } }, '?sort[created_at]=desc'],
    ['several sort keys', { sort: { name: 'asc', id: 'desc' } }, '?sort[name]=asc&sort[id]=desc'],
    [
      'empty values left out',
      { a: undefined, b: null, c: '', d: [], e: Number.NaN, f: { x: undefined }, g: 0 },
      '?g=0',
    ],
    [
      'empty items left out of a list',
      { ufs: [35, '', Number.POSITIVE_INFINITY, 33] },
      '?ufs=35,33',
    ],
    ['reserved characters encoded', { term: 'a&b=c?d#e' }, '?term=a%26b%3Dc%3Fd%23e'],
    [
      'a proposals list query',
      {
        page: 2,
        limit: 50,
        type: ['company'],
        investimentRange: [100000, 1000000],
        sort: { created_at: 'desc' },
      },
      '?page=2&limit=50&type=company&investimentRange=100000,1000000&sort[created_at]=desc',
    ],
  ])('%s', (_, params, expected) => {
    expect(buildQueryString(params)).toBe(expected);
  });

  it('gives the server back the values it was given', () => {
    const search = new URLSearchParams(
      buildQueryString({ name: 'Ação & Cia', ufs: [1, 2], sort: { razao_social: 'asc' } }),
    );
    expect(search.get('name')).toBe('Ação & Cia');
    expect(search.get('ufs')).toBe('1,2');
    expect(search.get('sort[razao_social]')).toBe('asc');
  });
});
