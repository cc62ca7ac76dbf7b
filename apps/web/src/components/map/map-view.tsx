import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibre-worker.ts';
import { Box, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import {
  FullscreenControl,
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
import { BUBBLES_LAYER_ID, BubblesLayer } from './bubbles-layer.tsx';
import { HighlightedArea } from './highlighted-area.tsx';
import { legendEntries } from './map-colors.ts';
import { buildPointFeatures } from './map-features.ts';
import { MapLegend } from './map-legend.tsx';
import { useMapLocale } from './map-locale.ts';
import { availableMapStyles, buildMapStyle, type MapTiles } from './map-style.ts';
import { MapToolbar } from './map-toolbar.tsx';
import type { MapBubble, MapStyleName, MapViewProps } from './map-types.ts';
import { MunicipalityOutline } from './municipality-outline.tsx';
import { CLUSTERS_LAYER_ID, POINTS_LAYER_ID, PointsLayer } from './points-layer.tsx';
import { useMapClick } from './use-map-click.ts';
import {
  BRAZIL_BOUNDS,
  BRAZIL_VIEW,
  FIT_OPTIONS,
  pointsBounds,
  useMapFraming,
} from './use-map-fit.ts';
import { useMapHover } from './use-map-hover.ts';

export interface MapViewComponentProps extends MapViewProps {
  height: number | string;
  background: string;
  tiles: MapTiles;
}

const NO_BUBBLES: readonly MapBubble[] = [];

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
  clusterPoints = false,
  bubbles = NO_BUBBLES,
  initialStyle = 'static',
  area = null,
}: MapViewComponentProps) {
  const mapRef = useRef<MapRef>(null);
  const containerId = useId();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [styleName, setStyleName] = useState<MapStyleName>(() =>
    availableMapStyles(tiles).includes(initialStyle) ? initialStyle : 'static',
  );
  const [selectedState, setSelectedState] = useState<StateShapeProperties | null>(null);
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

  const framing = useMapFraming(mapRef, loaded, {
    points,
    fitToPoints,
    outline: outline.data,
    fitToOutline,
    initialView,
  });
  // The container tells what the map shows ('west,south,east,north'), kept up to date.
  const showBounds = useCallback(() => {
    const bounds = mapRef.current?.getBounds();
    if (!bounds || !container) return;
    container.dataset.bounds = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ]
      .map((value) => value.toFixed(4))
      .join(',');
  }, [container]);
  const { hover, onMouseMove, onMouseLeave } = useMapHover();
  const { onClick, onDrawingChange } = useMapClick(mapRef, {
    onPointClick,
    onPlaceClick,
    onStateSelect: setSelectedState,
  });

  const interactiveLayerIds = useMemo(
    () => [
      POINTS_LAYER_ID,
      ...(clusterPoints ? [CLUSTERS_LAYER_ID] : []),
      ...(bubbles.length > 0 ? [BUBBLES_LAYER_ID] : []),
      ...(drillDown ? [STATES_FILL_LAYER_ID] : []),
      MUNICIPALITIES_FILL_LAYER_ID,
      MUNICIPALITIES_POINT_LAYER_ID,
    ],
    [drillDown, clusterPoints, bubbles.length],
  );

  const backToBrazil = useCallback(() => {
    setSelectedState(null);
    const bounds = (fitToPoints ? pointsBounds(points) : null) ?? BRAZIL_BOUNDS;
    mapRef.current?.fitBounds(bounds, FIT_OPTIONS);
  }, [fitToPoints, points]);

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
        initialViewState={initialView ?? BRAZIL_VIEW}
        mapStyle={mapStyle}
        locale={locale}
        style={{ width: '100%', height: '100%' }}
        interactiveLayerIds={interactiveLayerIds}
        cursor={hover ? 'pointer' : undefined}
        onLoad={() => {
          setLoaded(true);
          showBounds();
        }}
        onResize={() => {
          framing.onResize();
          showBounds();
        }}
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
        onClick={onClick}
        onMoveEnd={(event) => {
          showBounds();
          // The views the map takes by itself are not the user's: only a moved map is reported.
          if (!framing.isFramed()) reportView(event.viewState);
        }}
        attributionControl={false}
      >
        <BrazilLayers stateCode={selectedState?.code ?? null} />
        {outlineCityId !== null ? <MunicipalityOutline data={outline.data} /> : null}
        {area ? <HighlightedArea data={area} /> : null}
        {bubbles.length > 0 ? <BubblesLayer bubbles={bubbles} /> : null}
        <PointsLayer data={features} cluster={clusterPoints} />
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
              {hover.title}
            </Text>
            <Text size="xs" c="dimmed">
              {hover.subtitle}
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
