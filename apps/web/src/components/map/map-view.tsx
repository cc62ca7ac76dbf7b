import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibre-worker.ts';
import { Box, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FullscreenControl,
  type MapLayerMouseEvent,
  Map as MapLibreMap,
  type MapRef,
  NavigationControl,
  Popup,
} from 'react-map-gl/maplibre';
import type { StateShapeProperties } from './api/get-brazil-geojson.ts';
import { useCityBoundary } from './api/get-city-boundary.ts';
import {
  BrazilLayers,
  MUNICIPALITIES_FILL_LAYER_ID,
  MUNICIPALITIES_POINT_LAYER_ID,
  STATES_FILL_LAYER_ID,
} from './brazil-layers.tsx';
import { legendEntries } from './map-colors.ts';
import { boundsOf, buildPointFeatures, geometryPositions, layerBounds } from './map-features.ts';
import { MapLegend } from './map-legend.tsx';
import { useMapLocale } from './map-locale.ts';
import { buildMapStyle, type MapTiles } from './map-style.ts';
import { MapToolbar } from './map-toolbar.tsx';
import type { MapFeatureProperties, MapStyleName, MapViewProps } from './map-types.ts';
import { MunicipalityOutline } from './municipality-outline.tsx';
import { POINTS_LAYER_ID, PointsLayer } from './points-layer.tsx';

export interface MapViewComponentProps extends MapViewProps {
  height: number | string;
  background: string;
  tiles: MapTiles;
}

interface Hover {
  properties: MapFeatureProperties;
  longitude: number;
  latitude: number;
}

const DEFAULT_VIEW = { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
const CLOSING_CLICK_GRACE_MS = 300;
const FIT_OPTIONS = { padding: MAP_DEFAULTS.fitBoundsPadding, maxZoom: MAP_DEFAULTS.maxZoom };

/** The interactive map (loaded lazily through MapPanel). */
export function MapView({
  points,
  initialView,
  fitToPoints = false,
  height,
  background,
  tiles,
  onPointClick,
  onPlaceClick,
  onViewChange,
  onPolygonChange,
  onlyFavorites,
  onOnlyFavoritesChange,
  drillDown = true,
  outlineCityId = null,
  fitToOutline = false,
}: MapViewComponentProps) {
  const mapRef = useRef<MapRef>(null);
  const containerId = useId();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [styleName, setStyleName] = useState<MapStyleName>('static');
  const [hover, setHover] = useState<Hover | null>(null);
  const [selectedState, setSelectedState] = useState<StateShapeProperties | null>(null);
  const drawingRef = useRef(false);
  const locale = useMapLocale();

  const mapStyle = useMemo(
    () => buildMapStyle(background, { route: tiles.route, satellite: tiles.satellite }),
    [background, tiles.route, tiles.satellite],
  );
  const features = useMemo(() => buildPointFeatures(points), [points]);
  const outline = useCityBoundary(outlineCityId);
  const legend = useMemo(() => legendEntries(points), [points]);
  const reportView = useDebouncedCallback(
    (view: { longitude: number; latitude: number; zoom: number }) => onViewChange?.(view),
    MAP_DEFAULTS.moveDebounceMs,
  );

  useEffect(() => {
    if (!loaded || !fitToPoints) return;
    const bounds = boundsOf(points);
    if (bounds) mapRef.current?.fitBounds(bounds, { ...FIT_OPTIONS, duration: 0 });
  }, [loaded, fitToPoints, points]);

  const outlineZoom = initialView?.zoom;
  useEffect(() => {
    if (!loaded || !fitToOutline || !outline.data) return;
    const bounds = layerBounds(outline.data);
    if (bounds) {
      mapRef.current?.fitBounds(bounds, {
        padding: MAP_DEFAULTS.fitBoundsPadding,
        maxZoom: outlineZoom,
        duration: 0,
      });
    }
  }, [loaded, fitToOutline, outline.data, outlineZoom]);

  const interactiveLayerIds = useMemo(
    () => [
      POINTS_LAYER_ID,
      ...(drillDown ? [STATES_FILL_LAYER_ID] : []),
      MUNICIPALITIES_FILL_LAYER_ID,
      MUNICIPALITIES_POINT_LAYER_ID,
    ],
    [drillDown],
  );

  const onMouseMove = useCallback((event: MapLayerMouseEvent) => {
    const point = event.features?.find((feature) => feature.layer.id === POINTS_LAYER_ID);
    if (point?.geometry.type !== 'Point') {
      setHover((current) => (current ? null : current));
      return;
    }
    const [longitude, latitude] = point.geometry.coordinates as [number, number];
    setHover({ properties: point.properties as MapFeatureProperties, longitude, latitude });
  }, []);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      if (drawingRef.current) return;
      const [feature] = event.features ?? [];
      if (!feature) return;
      const properties = feature.properties as Record<string, unknown>;
      if (feature.layer.id === POINTS_LAYER_ID) {
        onPointClick?.(properties as unknown as MapFeatureProperties);
      } else if (feature.layer.id === STATES_FILL_LAYER_ID) {
        const state = properties as unknown as StateShapeProperties;
        setSelectedState(state);
        const shape = mapRef.current?.querySourceFeatures('brazil-states', {
          filter: ['==', ['get', 'code'], state.code],
        });
        const bounds = boundsOf(
          (shape ?? []).flatMap((part) =>
            geometryPositions(part.geometry).map(([longitude, latitude]) => ({
              longitude,
              latitude,
            })),
          ),
        );
        if (bounds) mapRef.current?.fitBounds(bounds, FIT_OPTIONS);
      } else {
        onPlaceClick?.({
          type: 'city',
          id: Number(properties.id),
          code: Number(properties.code),
          name: String(properties.name),
        });
      }
    },
    [onPointClick, onPlaceClick],
  );

  const backToBrazil = useCallback(() => {
    setSelectedState(null);
    const bounds = fitToPoints ? boundsOf(points) : null;
    if (bounds) mapRef.current?.fitBounds(bounds, FIT_OPTIONS);
    else
      mapRef.current?.flyTo({
        center: [DEFAULT_VIEW.longitude, DEFAULT_VIEW.latitude],
        zoom: DEFAULT_VIEW.zoom,
      });
  }, [fitToPoints, points]);

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

  return (
    <Box
      ref={setContainer}
      id={containerId}
      pos="relative"
      h={height}
      data-testid="map"
      bg={background}
    >
      <MapLibreMap
        ref={mapRef}
        initialViewState={initialView ?? DEFAULT_VIEW}
        mapStyle={mapStyle}
        locale={locale}
        style={{ width: '100%', height: '100%' }}
        interactiveLayerIds={interactiveLayerIds}
        cursor={hover ? 'pointer' : undefined}
        onLoad={() => setLoaded(true)}
        onMouseMove={onMouseMove}
        onMouseLeave={() => setHover(null)}
        onClick={onClick}
        onMoveEnd={(event) => reportView(event.viewState)}
        attributionControl={false}
      >
        <BrazilLayers stateCode={selectedState?.code ?? null} />
        {outlineCityId !== null ? <MunicipalityOutline data={outline.data} /> : null}
        <PointsLayer data={features} />
        <NavigationControl position="top-right" showCompass={false} />
        {container ? <FullscreenControl position="top-right" containerId={containerId} /> : null}
        {hover ? (
          <Popup
            longitude={hover.longitude}
            latitude={hover.latitude}
            closeButton={false}
            closeOnClick={false}
            offset={10}
          >
            <Text size="sm" fw={600}>
              {hover.properties.name}
            </Text>
            <Text size="xs" c="dimmed">
              {hover.properties.status_desc}
            </Text>
          </Popup>
        ) : null}
        <MapToolbar
          tiles={tiles}
          styleName={styleName}
          onStyleChange={setStyleName}
          loaded={loaded}
          onPolygonChange={onPolygonChange}
          onDrawingChange={onDrawingChange}
          onlyFavorites={onlyFavorites}
          onOnlyFavoritesChange={onOnlyFavoritesChange}
          onBackToBrazil={selectedState ? backToBrazil : undefined}
        />
      </MapLibreMap>
      <MapLegend entries={legend} />
    </Box>
  );
}
