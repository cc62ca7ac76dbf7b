import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rTopsis, rTopsisScore } from './r-topsis.ts';

const value = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(Number.NaN));
const vectors = fc
  .integer({ min: 1, max: 13 })
  .chain((n) =>
    fc.tuple(
      fc.array(value, { minLength: n, maxLength: n }),
      fc.array(fc.integer({ min: 0, max: 100 }), { minLength: n, maxLength: n }),
    ),
  );

describe('R-TOPSIS against fixed bounds', () => {
  it('scores a hand-computed example', () => {
    // Weights 60/40, values 1 and 0: d⁻ = 0.6, d⁺ = 0.4, score = 100 × 0.6 / 1.0 = 60.
    const result = rTopsis([1, 0], [60, 40]);
    expect(result.score).toBeCloseTo(60, 10);
    expect(result.contributions).toEqual([expect.closeTo(60, 10), 0]);
    expect(result.effectiveWeights).toEqual([0.6, 0.4]);
    // Weights 50/50, values 0.5 and 1: d⁻ = √(0.25² + 0.5²) = 0.5590, d⁺ = 0.25,
    // score = 100 × 0.5590 / 0.8090 = 69.10; contributions split 0.0625 : 0.25 of d⁻².
    const second = rTopsis([0.5, 1], [50, 50]);
    expect(second.score).toBeCloseTo(69.0983, 3);
    expect(second.contributions[0]).toBeCloseTo(69.0983 * (0.0625 / 0.3125), 3);
    expect(second.contributions[1]).toBeCloseTo(69.0983 * (0.25 / 0.3125), 3);
  });

  it('leaves a missing value out and scales the other weights up', () => {
    const withMissing = rTopsis([0.8, Number.NaN, 0.2], [30, 40, 30]);
    const without = rTopsis([0.8, 0.2], [30, 30]);
    expect(withMissing.score).toBeCloseTo(without.score, 12);
    expect(withMissing.effectiveWeights).toEqual([0.5, 0, 0.5]);
    expect(withMissing.contributions[1]).toBe(0);
  });

  it('scores 0 at the anti-ideal, 100 at the ideal and 0 with nothing known', () => {
    expect(rTopsis([0, 0, 0], [1, 2, 3]).score).toBe(0);
    expect(rTopsis([1, 1, 1], [1, 2, 3]).score).toBe(100);
    expect(rTopsis([Number.NaN, Number.NaN], [1, 2]).score).toBe(0);
  });

  it('stays within 0–100 and its contributions add up to the score', () => {
    fc.assert(
      fc.property(vectors, ([values, weights]) => {
        const result = rTopsis(values, weights);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        const sum = result.contributions.reduce((a, b) => a + b, 0);
        expect(sum).toBeCloseTo(result.score, 9);
        for (const c of result.contributions) expect(c).toBeGreaterThanOrEqual(0);
        expect(rTopsisScore(values, weights)).toBe(result.score);
      }),
      { numRuns: 500 },
    );
  });

  it('never rises when a value falls', () => {
    fc.assert(
      fc.property(vectors, fc.nat(), ([values, weights], at) => {
        const i = at % values.length;
        const before = values[i] as number;
        if (Number.isNaN(before)) return;
        const lowered = [...values];
        lowered[i] = before / 2;
        expect(rTopsisScore(lowered, weights)).toBeLessThanOrEqual(
          rTopsisScore(values, weights) + 1e-9,
        );
      }),
      { numRuns: 500 },
    );
  });
});
