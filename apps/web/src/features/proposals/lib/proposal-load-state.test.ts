import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { proposalLoadState } from './proposal-load-state.ts';

const notFound = new ApiError({ status: 404, code: 'not_found', message: 'x' });
const failed = new ApiError({ status: 500, code: 'internal', message: 'x' });

describe('proposalLoadState', () => {
  it.each([
    [42, { data: undefined, error: null, isPending: true }, 'loading'],
    [42, { data: { id: 42 }, error: null, isPending: false }, 'ready'],
    [42, { data: undefined, error: notFound, isPending: false }, 'notFound'],
    [42, { data: undefined, error: failed, isPending: false }, 'failed'],
    [Number.NaN, { data: undefined, error: null, isPending: true }, 'notFound'],
    [0, { data: undefined, error: null, isPending: true }, 'notFound'],
  ] as const)('id %s, %j → %s', (id, query, state) => {
    expect(proposalLoadState(id, query)).toBe(state);
  });
});
