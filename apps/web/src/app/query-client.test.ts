import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { shouldRetry } from './query-client.ts';

const apiError = (status: number) => new ApiError({ status, code: 'x', message: 'x' });

describe('shouldRetry', () => {
  it.each([
    ['a network failure, first time', 0, apiError(0), true],
    ['a 500, first time', 0, apiError(500), true],
    ['a 500, second time', 1, apiError(500), false],
    ['an unknown error, first time', 0, new Error('boom'), true],
    ['a 404', 0, apiError(404), false],
    ['a 401', 0, apiError(401), false],
  ])('%s', (_, failureCount, error, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });
});
