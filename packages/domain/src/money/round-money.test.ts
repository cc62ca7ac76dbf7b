import { describe, expect, it } from 'vitest';
import { roundMoney } from './round-money.ts';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [1234.565, 1234.57],
    [0.1 + 0.2, 0.3],
    [-1.005, -1.01],
    [-0.001, 0],
    [10, 10],
    [1234567890123.45, 1234567890123.45],
  ])('%s → %s', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });
});
