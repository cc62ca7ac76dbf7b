import { describe, expect, it } from 'vitest';
import { availableMapStyles, buildMapStyle, rasterVisibility } from './map-style.ts';

const none = { route: null, satellite: null };
const both = {
  route: 'https://tiles.example/r/{z}/{x}/{y}.png',
  satellite: 'https://tiles.example/s/{z}/{x}/{y}.jpg',
};

describe('map styles', () => {
  it('offers only the static style without tile servers', () => {
    expect(availableMapStyles(none)).toEqual(['static']);
    expect(availableMapStyles({ route: both.route, satellite: null })).toEqual(['static', 'route']);
    expect(availableMapStyles(both)).toEqual(['static', 'route', 'satellite']);
  });

  it('draws the static style as a plain background of the given colour', () => {
    expect(buildMapStyle('#FFFFFF', none)).toEqual({
      version: 8,
      sources: {},
      layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#FFFFFF' } }],
    });
    expect(buildMapStyle('#0b1f44', none).layers[0]).toMatchObject({
      paint: { 'background-color': '#0b1f44' },
    });
  });

  it('adds the configured rasters hidden, and shows the chosen one', () => {
    const style = buildMapStyle('#FFFFFF', both);
    expect(Object.keys(style.sources)).toEqual(['route', 'satellite']);
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      'route-tiles',
      'satellite-tiles',
    ]);
    expect(rasterVisibility('satellite', both)).toEqual([
      { layerId: 'route-tiles', visible: false },
      { layerId: 'satellite-tiles', visible: true },
    ]);
    expect(rasterVisibility('static', both).every((layer) => !layer.visible)).toBe(true);
  });
});
