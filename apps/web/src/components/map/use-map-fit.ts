import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { type RefObject, useEffect } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { CityBoundary } from './api/get-city-boundary.ts';
import { boundsOf, geometryPositions, layerBounds } from './map-features.ts';
import type { MapPoint } from './map-types.ts';

export const DEFAULT_VIEW = { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
export const FIT_OPTIONS = {
  padding: MAP_DEFAULTS.fitBoundsPadding,
  maxZoom: MAP_DEFAULTS.maxZoom,
};

interface FitOnLoad {
  loaded: boolean;
  points: readonly MapPoint[];
  fitToPoints: boolean;
  outline: CityBoundary | undefined;
  fitToOutline: boolean;
  /** The outline is framed no closer than this zoom (the initial view's). */
  outlineZoom: number | undefined;
}

/** Once the map has loaded, frames the points, or the outlined municipality, when asked to. */
export function useFitOnLoad(
  mapRef: RefObject<MapRef | null>,
  { loaded, points, fitToPoints, outline, fitToOutline, outlineZoom }: FitOnLoad,
) {
  useEffect(() => {
    if (!loaded || !fitToPoints) return;
    const bounds = boundsOf(points);
    if (bounds) mapRef.current?.fitBounds(bounds, { ...FIT_OPTIONS, duration: 0 });
  }, [mapRef, loaded, fitToPoints, points]);

  useEffect(() => {
    if (!loaded || !fitToOutline || !outline) return;
    const bounds = layerBounds(outline);
    if (bounds) {
      mapRef.current?.fitBounds(bounds, {
        padding: MAP_DEFAULTS.fitBoundsPadding,
        maxZoom: outlineZoom,
        duration: 0,
      });
    }
  }, [mapRef, loaded, fitToOutline, outline, outlineZoom]);
}

/** Frames a state by its shape as the map drew it. */
export function fitToState(map: MapRef | null, code: number) {
  const shape = map?.querySourceFeatures('brazil-states', {
    filter: ['==', ['get', 'code'], code],
  });
  const bounds = boundsOf(
    (shape ?? []).flatMap((part) =>
      geometryPositions(part.geometry).map(([longitude, latitude]) => ({
        longitude,
        latitude,
      })),
    ),
  );
  if (bounds) map?.fitBounds(bounds, FIT_OPTIONS);
}
