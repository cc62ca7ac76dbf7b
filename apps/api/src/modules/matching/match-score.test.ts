import { MATCH_CRITERIA } from '@oportuna/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScore, placeSums, scoreWith } from './match-score.ts';
import { rTopsis } from './r-topsis.ts';

const n = MATCH_CRITERIA.length;
const values = fc.array(
  fc.oneof(fc.constant(Number.NaN), fc.double({ min: -0.2, max: 1.2, noNaN: true })),
  {
    minLength: n,
    maxLength: n,
  },
);
const weights = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })), {
  minLength: n,
  maxLength: n,
});

describe('the score from its sums', () => {
  it('is the R-TOPSIS score, and the same whether the place part is kept or not', () => {
    fc.assert(
      fc.property(values, weights, (v, w) => {
        const score = matchScore(v, w);
        expect(score).toBeCloseTo(rTopsis(v, w).score, 9);
        expect(scoreWith(placeSums(v, w), v, w)).toBe(score);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('is 0 when nothing counts, and 100 at the ideal', () => {
    expect(matchScore(new Array(n).fill(Number.NaN), new Array(n).fill(10))).toBe(0);
    expect(matchScore(new Array(n).fill(1), new Array(n).fill(10))).toBe(100);
  });
});
