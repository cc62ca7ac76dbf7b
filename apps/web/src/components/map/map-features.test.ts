import { describe, expect, it } from 'vitest';
import { legendEntries, pointColor } from './map-colors.ts';
import {
  boundsOf,
  buildPointFeatures,
  geometryPositions,
  jitterDuplicates,
  layerBounds,
  ringOf,
} from './map-features.ts';
import type { MapPoint } from './map-types.ts';

const bauru: MapPoint = {
  type: 'city',
  status: 'default',
  statusDesc: 'Cidade',
  id: 3681,
  name: 'Bauru',
  code: 3506003,
  isFavorite: false,
  longitude: -49.0871,
  latitude: -22.3246,
};

const proposal = (id: number, status: string, statusDesc: string): MapPoint => ({
  ...bauru,
  type: 'proposal',
  id,
  name: `Oportunidade ${id}`,
  code: null,
  status,
  statusDesc,
});

/** A random source that walks through the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe('jitterDuplicates', () => {
  it('leaves points at distinct positions alone', () => {
    const points = [bauru, { ...bauru, id: 2, longitude: -46.63 }];
    expect(jitterDuplicates(points, sequence(1))).toEqual(points);
  });

  it('keeps the first of a shared position and shifts the others by at most 0.0001°', () => {
    const points = [bauru, { ...bauru, id: 2 }, { ...bauru, id: 3 }];
    const [first, second, third] = jitterDuplicates(points, sequence(1, 0, 0.5, 0.75));
    expect(first).toEqual(bauru);
    expect(second?.longitude).toBeCloseTo(bauru.longitude + 0.0001, 10);
    expect(second?.latitude).toBeCloseTo(bauru.latitude - 0.0001, 10);
    expect(third?.longitude).toBeCloseTo(bauru.longitude, 10);
    expect(third?.latitude).toBeCloseTo(bauru.latitude + 0.00005, 10);
  });

  it('never moves a point further than the limit', () => {
    const points = Array.from({ length: 200 }, (_, id) => ({ ...bauru, id }));
    for (const point of jitterDuplicates(points)) {
      expect(Math.abs(point.longitude - bauru.longitude)).toBeLessThanOrEqual(0.0001);
      expect(Math.abs(point.latitude - bauru.latitude)).toBeLessThanOrEqual(0.0001);
    }
  });
});

describe('buildPointFeatures', () => {
  it('carries the feature properties of the spec', () => {
    const collection = buildPointFeatures([{ ...bauru, isFavorite: true, status: 'favorite' }]);
    expect(collection).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'city-3681',
          geometry: { type: 'Point', coordinates: [-49.0871, -22.3246] },
          properties: {
            type: 'city',
            status: 'favorite',
            id: 3681,
            name: 'Bauru',
            status_desc: 'Cidade',
            code: 3506003,
            is_favorite: true,
          },
        },
      ],
    });
  });

  it('skips points without coordinates and spreads shared ones', () => {
    const collection = buildPointFeatures(
      [
        proposal(1, 'open', 'Ativa'),
        proposal(2, 'lost', 'Perdida'),
        { ...proposal(3, 'open', 'Ativa'), longitude: Number.NaN },
      ],
      sequence(1),
    );
    expect(collection.features.map((feature) => feature.properties.id)).toEqual([1, 2]);
    expect(collection.features[1]?.geometry.coordinates[0]).not.toBe(bauru.longitude);
  });
});

describe('map colours and legend', () => {
  it('colours by type and status', () => {
    expect(pointColor({ type: 'proposal', status: 'open' })).not.toBe(
      pointColor({ type: 'proposal', status: 'lost' }),
    );
    expect(pointColor({ type: 'city', status: 'default' })).toBe('#1c5fa8');
  });

  it('lists each kind of point once, with its label', () => {
    expect(
      legendEntries([bauru, proposal(1, 'open', 'Ativa'), proposal(2, 'open', 'Ativa')]).map(
        (entry) => entry.label,
      ),
    ).toEqual(['Cidade', 'Ativa']);
  });
});

describe('bounds', () => {
  it("surrounds a layer's shapes, islands included, and nothing for an empty layer", () => {
    const square = (x: number, y: number) => [
      [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y],
      ],
    ];
    expect(
      layerBounds({
        features: [
          { geometry: { type: 'MultiPolygon', coordinates: [square(-50, -23), square(-45, -25)] } },
          { geometry: null },
        ],
      }),
    ).toEqual([
      [-50, -25],
      [-44, -22],
    ]);
    expect(layerBounds({ features: [] })).toBeNull();
  });

  it('surrounds the points', () => {
    expect(boundsOf([bauru, { ...bauru, longitude: -46.6333, latitude: -23.5505 }])).toEqual([
      [-49.0871, -23.5505],
      [-46.6333, -22.3246],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('reads the positions of any geometry', () => {
    expect(
      geometryPositions({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          [
            [
              [5, 5],
              [6, 5],
              [6, 6],
              [5, 5],
            ],
          ],
        ],
      }),
    ).toHaveLength(8);
  });
});

describe('ringOf', () => {
  it('gives the outer ring of a drawn polygon without its closing point', () => {
    expect(
      ringOf([
        [
          [-50, -20],
          [-48, -20],
          [-48, -23],
          [-50, -20],
        ],
      ]),
    ).toEqual([
      [-50, -20],
      [-48, -20],
      [-48, -23],
    ]);
  });

  it('refuses fewer than three points', () => {
    expect(
      ringOf([
        [
          [-50, -20],
          [-48, -20],
          [-50, -20],
        ],
      ]),
    ).toBeNull();
    expect(ringOf(null)).toBeNull();
  });
});
