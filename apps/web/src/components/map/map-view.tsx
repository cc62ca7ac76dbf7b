import 'maplibre-gl/dist/maplibre-gl.css';
import './maplibre-worker.ts';
import { Box, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import type { GeoJSONSource } from 'maplibre-gl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  FullscreenControl,
  type MapLayerMouseEvent,
  Map as MapLibreMap,
  type MapRef,
  NavigationControl,
  Popup,
} from 'react-map-gl/maplibre';
import { i18n } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format-number.ts';
import type { StateShapeProperties } from './api/get-brazil-geojson.ts';
import { useCityBoundary } from './api/get-city-boundary.ts';
import {
  BrazilLayers,
  MUNICIPALITIES_FILL_LAYER_ID,
  MUNICIPALITIES_POINT_LAYER_ID,
  STATES_FILL_LAYER_ID,
} from './brazil-layers.tsx';
import { BUBBLES_LAYER_ID, type BubbleProperties, BubblesLayer } from './bubbles-layer.tsx';
import { HighlightedArea } from './highlighted-area.tsx';
import { legendEntries } from './map-colors.ts';
import { boundsOf, buildPointFeatures, geometryPositions, layerBounds } from './map-features.ts';
import { MapLegend } from './map-legend.tsx';
import { useMapLocale } from './map-locale.ts';
import { availableMapStyles, buildMapStyle, type MapTiles } from './map-style.ts';
import { MapToolbar } from './map-toolbar.tsx';
import type { MapBubble, MapFeatureProperties, MapStyleName, MapViewProps } from './map-types.ts';
import { MunicipalityOutline } from './municipality-outline.tsx';
import {
  CLUSTERS_LAYER_ID,
  POINTS_LAYER_ID,
  POINTS_SOURCE_ID,
  PointsLayer,
} from './points-layer.tsx';

export interface MapViewComponentProps extends MapViewProps {
  height: number | string;
  background: string;
  tiles: MapTiles;
}

interface Hover {
  title: string;
  subtitle: string;
  longitude: number;
  latitude: number;
}

const DEFAULT_VIEW = { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
const CLOSING_CLICK_GRACE_MS = 300;
const FIT_OPTIONS = { padding: MAP_DEFAULTS.fitBoundsPadding, maxZoom: MAP_DEFAULTS.maxZoom };
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
      ...(clusterPoints ? [CLUSTERS_LAYER_ID] : []),
      ...(bubbles.length > 0 ? [BUBBLES_LAYER_ID] : []),
      ...(drillDown ? [STATES_FILL_LAYER_ID] : []),
      MUNICIPALITIES_FILL_LAYER_ID,
      MUNICIPALITIES_POINT_LAYER_ID,
    ],
    [drillDown, clusterPoints, bubbles.length],
  );

  const onMouseMove = useCallback((event: MapLayerMouseEvent) => {
    const hovered = event.features?.find((feature) => HOVER_LAYERS.has(feature.layer.id));
    if (hovered?.geometry.type !== 'Point') {
      setHover((current) => (current ? null : current));
      return;
    }
    const [longitude, latitude] = hovered.geometry.coordinates as [number, number];
    const texts = hoverTexts(hovered.layer.id, hovered.properties, (count) =>
      i18n.t('map.cluster', { total: formatNumber(count) }),
    );
    setHover({ ...texts, longitude, latitude });
  }, []);

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

const HOVER_LAYERS = new Set([POINTS_LAYER_ID, CLUSTERS_LAYER_ID, BUBBLES_LAYER_ID]);

/** What the popup says about a point, a cluster or a bubble. */
function hoverTexts(
  layerId: string,
  properties: Record<string, unknown> | null,
  clusterTitle: (count: number) => string,
): { title: string; subtitle: string } {
  if (layerId === BUBBLES_LAYER_ID) {
    const bubble = properties as unknown as BubbleProperties;
    return { title: bubble.name, subtitle: bubble.label };
  }
  if (layerId === CLUSTERS_LAYER_ID) {
    const count = Number(properties?.point_count ?? 0);
    return { title: clusterTitle(count), subtitle: '' };
  }
  const point = properties as unknown as MapFeatureProperties;
  return { title: point.name, subtitle: point.status_desc };
}
