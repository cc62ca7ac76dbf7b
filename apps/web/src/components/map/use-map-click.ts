import type { GeoJSONSource } from 'maplibre-gl';
import { type RefObject, useCallback, useRef } from 'react';
import type { MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import type { StateShapeProperties } from './api/get-brazil-geojson.ts';
import { STATES_FILL_LAYER_ID } from './brazil-layers.tsx';
import { BUBBLES_LAYER_ID } from './bubbles-layer.tsx';
import type { MapFeatureProperties, MapViewProps } from './map-types.ts';
import { CLUSTERS_LAYER_ID, POINTS_LAYER_ID, POINTS_SOURCE_ID } from './points-layer.tsx';
import { DEFAULT_VIEW, fitToState } from './use-map-fit.ts';

const CLOSING_CLICK_GRACE_MS = 300;

interface MapClickHandlers {
  onPointClick: MapViewProps['onPointClick'];
  onPlaceClick: MapViewProps['onPlaceClick'];
  onStateSelect: (state: StateShapeProperties) => void;
}

/**
 * What a click on the map does: opens a point, zooms into a cluster or a bubble, drills down
 * into a state, or picks a municipality. Clicks are ignored while a polygon is being drawn.
 */
export function useMapClick(
  mapRef: RefObject<MapRef | null>,
  { onPointClick, onPlaceClick, onStateSelect }: MapClickHandlers,
) {
  const drawingRef = useRef(false);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      if (drawingRef.current) return;
      const [feature] = event.features ?? [];
      if (!feature) return;
      const properties = feature.properties as Record<string, unknown>;
      if (feature.layer.id === POINTS_LAYER_ID) {
        onPointClick?.(properties as unknown as MapFeatureProperties);
      } else if (feature.layer.id === CLUSTERS_LAYER_ID || feature.layer.id === BUBBLES_LAYER_ID) {
        if (feature.geometry.type !== 'Point') return;
        const center = feature.geometry.coordinates as [number, number];
        const zoomIn = (zoom: number) => mapRef.current?.easeTo({ center, zoom });
        const source = mapRef.current?.getSource(POINTS_SOURCE_ID);
        const clusterId = Number(properties.cluster_id);
        if (feature.layer.id === CLUSTERS_LAYER_ID && source?.type === 'geojson') {
          void (source as GeoJSONSource).getClusterExpansionZoom(clusterId).then(zoomIn);
        } else {
          zoomIn(Math.max((mapRef.current?.getZoom() ?? DEFAULT_VIEW.zoom) + 2, 7));
        }
      } else if (feature.layer.id === STATES_FILL_LAYER_ID) {
        const state = properties as unknown as StateShapeProperties;
        onStateSelect(state);
        fitToState(mapRef.current, state.code);
      } else {
        onPlaceClick?.({
          type: 'city',
          id: Number(properties.id),
          code: Number(properties.code),
          name: String(properties.name),
        });
      }
    },
    [mapRef, onPointClick, onPlaceClick, onStateSelect],
  );

  const onDrawingChange = useCallback((drawing: boolean) => {
    if (drawing) {
      drawingRef.current = true;
      return;
    }
    // The click that closes the polygon reaches the map right after terra-draw finishes it;
    // it must not open the point underneath.
    setTimeout(() => {
      drawingRef.current = false;
    }, CLOSING_CLICK_GRACE_MS);
  }, []);

  return { onClick, onDrawingChange };
}
