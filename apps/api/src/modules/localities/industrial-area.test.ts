import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { checkIndustrialArea, INDUSTRIAL_AREA_MESSAGES as M } from './industrial-area.ts';

/** A 0.02° square around (-44, -20), as a municipality's outline. */
const boundary: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-44.01, -20.01],
      [-43.99, -20.01],
      [-43.99, -19.99],
      [-44.01, -19.99],
      [-44.01, -20.01],
    ],
  ],
};

const ring = (half: number, [x, y] = [-44, -20]) => [
  [x - half, y - half],
  [x + half, y - half],
  [x + half, y + half],
  [x - half, y + half],
  [x - half, y - half],
];
const polygon = (coordinates: number[][][]): Polygon => ({ type: 'Polygon', coordinates });

const problem = (value: unknown, outline: Polygon | MultiPolygon | null = boundary) => {
  const checked = checkIndustrialArea(value, outline);
  return checked.ok ? null : checked.message;
};

describe('industrial area checks', () => {
  it('accepts a polygon inside the municipality and answers it as a Feature with hectares', () => {
    const checked = checkIndustrialArea(polygon([ring(0.001)]), boundary);
    expect(checked).toMatchObject({
      ok: true,
      feature: { type: 'Feature', properties: {}, geometry: polygon([ring(0.001)]) },
    });
    // 0.002° × 0.002° at latitude 20° S: about 222 m × 209 m.
    expect(checked.ok && checked.hectares).toBeCloseTo(4.64, 1);
  });

  it('accepts a Feature of a polygon and a MultiPolygon', () => {
    expect(
      problem({
        type: 'Feature',
        properties: { mode: 'polygon' },
        geometry: polygon([ring(0.001)]),
      }),
    ).toBeNull();
    const multi: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[ring(0.001, [-44.005, -20])], [ring(0.001, [-43.995, -20])]],
    };
    const checked = checkIndustrialArea(multi, boundary);
    expect(checked.ok && checked.hectares).toBeCloseTo(9.28, 1);
  });

  it('refuses what is not a polygon', () => {
    for (const value of [
      null,
      'área',
      { type: 'Point', coordinates: [-44, -20] },
      { type: 'LineString', coordinates: ring(0.001) },
      { type: 'FeatureCollection', features: [] },
      { type: 'Polygon', coordinates: [] },
      { type: 'Polygon', coordinates: 'x' },
      { type: 'Feature', geometry: null },
    ]) {
      expect(problem(value)).toBe(M.shape);
    }
  });

  it('refuses positions that are not [longitude, latitude]', () => {
    expect(
      problem(
        polygon([[...ring(0.001).slice(0, 4), [-44, 'a' as never], ring(0.001)[0] as number[]]]),
      ),
    ).toBe(M.position);
    expect(problem(polygon([ring(0.001, [200, -20])]))).toBe(M.position);
  });

  it('refuses a ring of fewer than 4 positions', () => {
    expect(
      problem(
        polygon([
          [
            [-44, -20],
            [-43.999, -20],
            [-44, -20],
          ],
        ]),
      ),
    ).toBe(M.ringTooShort);
  });

  it('refuses a ring that does not close', () => {
    expect(
      problem(
        polygon([
          ring(0.001)
            .slice(0, 4)
            .concat([[-44.0005, -20.0005]]),
        ]),
      ),
    ).toBe(M.ringOpen);
  });

  it('refuses a self-intersecting outline (a bow tie)', () => {
    const bowTie = [
      [-44.001, -20.001],
      [-43.999, -19.999],
      [-43.999, -20.001],
      [-44.001, -19.999],
      [-44.001, -20.001],
    ];
    expect(problem(polygon([bowTie]))).toBe(M.selfIntersecting);
  });

  it("refuses an area reaching outside the municipality's outline", () => {
    expect(problem(polygon([ring(0.002, [-44.009, -20])]))).toBe(M.outsideCity);
    expect(problem(polygon([ring(0.001, [-45, -20])]))).toBe(M.outsideCity);
  });

  it('skips the outline check for a municipality whose outline is not loaded', () => {
    expect(problem(polygon([ring(0.001, [-45, -20])]), null)).toBeNull();
  });

  it('refuses an outline of more than 2,000 positions', () => {
    const many = Array.from({ length: 2_001 }, (_, i) => [-44 + i * 1e-8, -20]);
    expect(problem(polygon([many]))).toBe(M.tooLarge);
  });
});
