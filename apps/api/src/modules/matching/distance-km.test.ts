import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, nearestIndex } from './distance-km.ts';

const point = fc.record({
  latitude: fc.double({ min: -34, max: 6, noNaN: true }),
  longitude: fc.double({ min: -74, max: -34, noNaN: true }),
});

describe('the nearest establishment', () => {
  it('is the one at the shortest great-circle distance', () => {
    fc.assert(
      fc.property(point, fc.array(point, { minLength: 1, maxLength: 60 }), (from, points) => {
        const distances = points.map((p) => distanceKm(from, p));
        const shortest = Math.min(...distances);
        const found = nearestIndex(from, points);
        // Equal up to rounding: two seats less than a metre apart may come in either order (the
        // unit vectors' dot product tells points apart to about a centimetre).
        expect(Math.abs((distances[found] as number) - shortest)).toBeLessThan(0.001);
      }),
    );
  });

  it('is none when the company has no establishment', () => {
    expect(nearestIndex({ latitude: -22.23, longitude: -45.94 }, [])).toBe(-1);
  });

  it('measures Varginha to Belo Horizonte as a map does', () => {
    const varginha = { latitude: -21.5556, longitude: -45.4364 };
    const beloHorizonte = { latitude: -19.9167, longitude: -43.9345 };
    const manaus = { latitude: -3.1019, longitude: -60.025 };
    expect(nearestIndex(varginha, [manaus, beloHorizonte])).toBe(1);
    expect(distanceKm(varginha, beloHorizonte)).toBeCloseTo(240, 0);
  });
});
