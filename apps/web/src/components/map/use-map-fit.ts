import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { CityBoundary } from './api/get-city-boundary.ts';
import { boundsOf, geometryPositions, type LngLatBounds, layerBounds } from './map-features.ts';
import type { MapPoint, MapViewState } from './map-types.ts';

export const DEFAULT_VIEW = { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };
export const FIT_OPTIONS = {
  padding: MAP_DEFAULTS.fitBoundsPadding,
  maxZoom: MAP_DEFAULTS.maxZoom,
};

const [[BRAZIL_WEST, BRAZIL_SOUTH], [BRAZIL_EAST, BRAZIL_NORTH]] = MAP_DEFAULTS.brazilBounds;
export const BRAZIL_BOUNDS: LngLatBounds = [
  [BRAZIL_WEST, BRAZIL_SOUTH],
  [BRAZIL_EAST, BRAZIL_NORTH],
];

/** The map opens on the whole country, framed for its size before it has even loaded. */
export const BRAZIL_VIEW = {
  bounds: BRAZIL_BOUNDS,
  fitBoundsOptions: { padding: FIT_OPTIONS.padding },
};

/**
 * Points reaching across this share of the country's width and height stand for the whole
 * country (e.g. every city): the country is framed, not just its municipal seats, whose
 * outermost ones leave Roraima's north or Rio Grande do Sul's south outside.
 */
const NATIONAL_SHARE = 0.6;

/** A view the map keeps by itself: these bounds, zoomed in no further than maxZoom. */
export interface Framing {
  bounds: LngLatBounds;
  maxZoom: number;
}

/** Around the points: just them, or the whole country when they reach across most of it. */
export function pointsBounds(points: readonly MapPoint[]): LngLatBounds | null {
  const bounds = boundsOf(points);
  if (!bounds) return null;
  const [[west, south], [east, north]] = bounds;
  const national =
    east - west >= NATIONAL_SHARE * (BRAZIL_EAST - BRAZIL_WEST) &&
    north - south >= NATIONAL_SHARE * (BRAZIL_NORTH - BRAZIL_SOUTH);
  if (!national) return bounds;
  return [
    [Math.min(west, BRAZIL_WEST), Math.min(south, BRAZIL_SOUTH)],
    [Math.max(east, BRAZIL_EAST), Math.max(north, BRAZIL_NORTH)],
  ];
}

interface FramingInput {
  points: readonly MapPoint[];
  fitToPoints: boolean;
  outline: CityBoundary | undefined;
  fitToOutline: boolean;
  /** Where the map was asked to open, if anywhere: then it frames nothing by itself. */
  initialView: MapViewState | undefined;
}

/**
 * What the map frames by itself: the outlined municipality once it arrives (no closer than the
 * initial view), else the points when asked, else the whole country when no initial view was
 * given; null when the map stays where it was asked to open.
 */
export function framingOf({
  points,
  fitToPoints,
  outline,
  fitToOutline,
  initialView,
}: FramingInput): Framing | null {
  if (fitToOutline && outline) {
    const bounds = layerBounds(outline);
    if (bounds) return { bounds, maxZoom: initialView?.zoom ?? FIT_OPTIONS.maxZoom };
  }
  const around = fitToPoints ? pointsBounds(points) : null;
  if (around) return { bounds: around, maxZoom: FIT_OPTIONS.maxZoom };
  return initialView ? null : { bounds: BRAZIL_BOUNDS, maxZoom: FIT_OPTIONS.maxZoom };
}

type Camera = { longitude: number; latitude: number; zoom: number };

function cameraOf(map: MapRef): Camera {
  const center = map.getCenter();
  return { longitude: center.lng, latitude: center.lat, zoom: map.getZoom() };
}

const SAME_CAMERA = 1e-6;

function sameCamera(a: Camera, b: Camera): boolean {
  return (
    Math.abs(a.longitude - b.longitude) < SAME_CAMERA &&
    Math.abs(a.latitude - b.latitude) < SAME_CAMERA &&
    Math.abs(a.zoom - b.zoom) < SAME_CAMERA
  );
}

/**
 * Keeps the map on its framing (framingOf): applied once the map has loaded and whenever the
 * framing changes, and again when the map's box changes size, as long as nobody has moved the
 * map since (its camera is still the one the framing set).
 */
export function useMapFraming(
  mapRef: RefObject<MapRef | null>,
  loaded: boolean,
  input: FramingInput,
) {
  const framing = framingOf(input);
  const key = framing ? JSON.stringify(framing) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the framing's value.
  const stable = useMemo(() => framing, [key]);
  const framed = useRef<Camera | null>(null);
  // fitBounds without animation moves the map (and says so) before it returns.
  const applying = useRef(false);

  const apply = useCallback(
    (target: Framing) => {
      const map = mapRef.current;
      // A map with no size yet (e.g. its box still hidden) has no view to frame.
      const box = map?.getContainer();
      if (!map || !box?.clientWidth || !box.clientHeight) return;
      applying.current = true;
      try {
        map.fitBounds(target.bounds, {
          padding: FIT_OPTIONS.padding,
          maxZoom: target.maxZoom,
          duration: 0,
        });
      } finally {
        applying.current = false;
      }
      framed.current = cameraOf(map);
    },
    [mapRef],
  );

  useEffect(() => {
    if (!loaded) return;
    if (stable) apply(stable);
    else framed.current = null;
  }, [loaded, stable, apply]);

  /** Whether the map still shows what the framing set (nobody has moved it since). */
  const isFramed = useCallback(() => {
    if (applying.current) return true;
    const map = mapRef.current;
    return Boolean(map && framed.current && sameCamera(cameraOf(map), framed.current));
  }, [mapRef]);

  const onResize = useCallback(() => {
    if (stable && isFramed()) apply(stable);
  }, [stable, isFramed, apply]);

  return { isFramed, onResize };
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
