import type { StyleSpecification } from 'maplibre-gl';
import type { MapStyleName } from './map-types.ts';

export interface MapTiles {
  route: string | null;
  satellite: string | null;
}

const RASTER_LAYER: Record<Exclude<MapStyleName, 'static'>, string> = {
  route: 'route-tiles',
  satellite: 'satellite-tiles',
};

/** The styles the switcher offers: the static one always, the others once configured. */
export function availableMapStyles(tiles: MapTiles): MapStyleName[] {
  return [
    'static',
    ...(tiles.route ? (['route'] as const) : []),
    ...(tiles.satellite ? (['satellite'] as const) : []),
  ];
}

/**
 * One style holding every base: a plain background (no tile server needed) and, when
 * configured, the route and satellite rasters, hidden. Switching only changes which raster
 * is visible, so layers added later (points, drawings) are never lost to a style swap.
 */
export function buildMapStyle(background: string, tiles: MapTiles): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': background } }],
  };
  for (const name of ['route', 'satellite'] as const) {
    const url = tiles[name];
    if (!url) continue;
    style.sources[name] = { type: 'raster', tiles: [url], tileSize: 256 };
    style.layers.push({
      id: RASTER_LAYER[name],
      type: 'raster',
      source: name,
      layout: { visibility: 'none' },
    });
  }
  return style;
}

/** Raster layers and the visibility each gets for the chosen style. */
export function rasterVisibility(
  chosen: MapStyleName,
  tiles: MapTiles,
): { layerId: string; visible: boolean }[] {
  return (['route', 'satellite'] as const)
    .filter((name) => tiles[name])
    .map((name) => ({ layerId: RASTER_LAYER[name], visible: chosen === name }));
}
