import { describe, expect, it } from 'vitest';
import { areaCentre } from './area-centre.ts';

describe('areaCentre', () => {
  it('answers the middle of a polygon’s bounding box', () => {
    const ring = [
      [-49.1, -22.3],
      [-49.0, -22.3],
      [-49.0, -22.1],
      [-49.1, -22.3],
    ];
    const centre = areaCentre({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    expect(centre?.longitude).toBeCloseTo(-49.05, 10);
    expect(centre?.latitude).toBeCloseTo(-22.2, 10);
  });

  it('spans every part of a multipolygon', () => {
    const square = (x: number, y: number) => [
      [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y],
      ],
    ];
    const centre = areaCentre({
      type: 'Feature',
      properties: {},
      geometry: { type: 'MultiPolygon', coordinates: [square(-50, -23), square(-48, -21)] },
    });
    expect(centre).toEqual({ longitude: -48.5, latitude: -21.5 });
  });

  it('answers null for a geometry that is not an area', () => {
    expect(
      areaCentre({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Point', coordinates: [1, 2] },
      }),
    ).toBeNull();
  });
});
