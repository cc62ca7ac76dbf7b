import { describe, expect, it } from 'vitest';
import type { CityBoundary } from './api/get-city-boundary.ts';
import type { MapPoint } from './map-types.ts';
import { BRAZIL_BOUNDS, FIT_OPTIONS, framingOf, pointsBounds } from './use-map-fit.ts';

const city = (id: number, longitude: number, latitude: number): MapPoint => ({
  type: 'city',
  status: 'default',
  statusDesc: 'Cidade',
  id,
  name: `Cidade ${id}`,
  code: null,
  isFavorite: false,
  longitude,
  latitude,
});

// Municipal seats at the country's ends: Pacaraima (RR), Oiapoque (AP), Chuí (RS),
// Mâncio Lima (AC), João Pessoa (PB).
const country = [
  city(1, -61.15, 4.48),
  city(2, -51.83, 3.84),
  city(3, -53.46, -33.69),
  city(4, -72.9, -7.61),
  city(5, -34.86, -7.12),
];
const saoPaulo = [city(6, -49.09, -22.32), city(7, -46.63, -23.55)];
const none = { outline: undefined, fitToOutline: false, initialView: undefined };

describe('the view a map frames by itself', () => {
  it('is the whole country when it opens with no view asked for', () => {
    expect(framingOf({ ...none, points: [], fitToPoints: false })).toEqual({
      bounds: BRAZIL_BOUNDS,
      maxZoom: FIT_OPTIONS.maxZoom,
    });
    // Points it is not asked to fit do not move it.
    expect(framingOf({ ...none, points: saoPaulo, fitToPoints: false })?.bounds).toEqual(
      BRAZIL_BOUNDS,
    );
  });

  it('is nothing when the map was asked to open somewhere', () => {
    const initialView = { longitude: -49, latitude: -22, zoom: 13 };
    expect(framingOf({ ...none, initialView, points: [], fitToPoints: false })).toBeNull();
  });

  it('is the points of one region, but the whole country for points all over it', () => {
    expect(pointsBounds(saoPaulo)).toEqual([
      [-49.09, -23.55],
      [-46.63, -22.32],
    ]);
    // The seats lie inside the country's ends: the country is framed, Roraima's north with it.
    expect(pointsBounds(country)).toEqual(BRAZIL_BOUNDS);
    expect(framingOf({ ...none, points: country, fitToPoints: true })?.bounds).toEqual(
      BRAZIL_BOUNDS,
    );
  });

  it("is the outline, once it arrives, zoomed no closer than the map's initial view", () => {
    const initialView = { longitude: -49, latitude: -22, zoom: 13 };
    const outline: CityBoundary = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 3681, code: 3506003, name: 'Bauru', type: 'city' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-49.2, -22.4],
                [-49.0, -22.4],
                [-49.0, -22.2],
                [-49.2, -22.4],
              ],
            ],
          },
        },
      ],
    };
    const framing = framingOf({
      points: [],
      fitToPoints: false,
      outline,
      fitToOutline: true,
      initialView,
    });
    expect(framing).toEqual({
      bounds: [
        [-49.2, -22.4],
        [-49.0, -22.2],
      ],
      maxZoom: 13,
    });
  });
});
