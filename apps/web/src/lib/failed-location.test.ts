import { describe, expect, it } from 'vitest';
import { errorPageState, failedLocationOf } from './failed-location.ts';

describe('the failed location kept by the error page', () => {
  it('keeps path, query and hash', () => {
    const state = errorPageState({ pathname: '/companies', search: '?page=2', hash: '#x' });
    expect(failedLocationOf(state)).toBe('/companies?page=2#x');
  });

  it.each([
    [undefined],
    [null],
    ['/companies'],
    [{ from: 42 }],
    [{ from: 'https://elsewhere.example/' }],
    [{ from: '//elsewhere.example/' }],
    [{ from: '/\\elsewhere.example/' }],
    [{ from: '/error/error-v1' }],
    [{ from: '/error/error-v1?x=1' }],
  ])('ignores %o', (state) => {
    expect(failedLocationOf(state)).toBeNull();
  });
});
