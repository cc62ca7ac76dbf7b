import type { Feature, Geometry } from 'geojson';
import type { Polygon } from '../list-page/list-state.ts';

export type MapPointType = 'city' | 'proposal' | 'state' | 'company';

/** One point of a map; becomes a feature with the properties of spec 1 §3. */
export interface MapPoint {
  type: MapPointType;
  /** Colours the point together with the type: a proposal status, or 'favorite'/'default'. */
  status: string;
  /** The status as people read it; also the legend entry. */
  statusDesc: string;
  id: number;
  name: string;
  code: number | string | null;
  isFavorite: boolean;
  longitude: number;
  latitude: number;
}

/** Map feature properties (spec 1 §3). */
export interface MapFeatureProperties {
  type: MapPointType;
  status: string;
  id: number;
  name: string;
  status_desc: string;
  code: number | string | null;
  is_favorite: boolean;
}

/**
 * A circle standing for a count at a place (e.g. the companies of a municipality): its area
 * grows with the count, and the label says what the count is.
 */
export interface MapBubble {
  id: number | string;
  name: string;
  count: number;
  /** The count as people read it ('1.234 empresas'). */
  label: string;
  longitude: number;
  latitude: number;
}

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
}

/** A state or municipality clicked on the Brazil layer. */
export interface MapPlace {
  type: 'state' | 'city';
  id: number;
  code: number;
  name: string;
}

export type MapStyleName = 'static' | 'route' | 'satellite';

export interface MapViewProps {
  points: readonly MapPoint[];
  /** Where the map opens; by default the whole country (zoom 3). */
  initialView?: MapViewState;
  /** Fits the view to the points whenever they change (padding 20, max zoom 10). */
  fitToPoints?: boolean;
  height?: number | string;
  onPointClick?: (point: MapFeatureProperties) => void;
  /** A municipality clicked after drilling down into a state. */
  onPlaceClick?: (place: MapPlace) => void;
  /** Reported 1000 ms after the map stops moving. */
  onViewChange?: (view: MapViewState) => void;
  /** Enables the polygon draw and trash controls. */
  onPolygonChange?: (polygon: Polygon | null) => void;
  /** Enables the favourites-only control. */
  onlyFavorites?: boolean;
  onOnlyFavoritesChange?: (value: boolean) => void;
  /** Groups nearby points into clusters; a click on one zooms in until it splits. */
  clusterPoints?: boolean;
  /** Circles sized by a count, drawn under the points; a click zooms in on one. */
  bubbles?: readonly MapBubble[];
  /** Allows clicking a state to show its municipalities. */
  drillDown?: boolean;
  /** Draws the outline of this municipality (detail maps). */
  outlineCityId?: number | null;
  /**
   * Fits the view to that outline once it arrives, zooming in no further than the initial view
   * (the whole municipality shows; a small one keeps the initial zoom).
   */
  fitToOutline?: boolean;
  /** The base the map opens on, when configured (the static one otherwise). */
  initialStyle?: MapStyleName;
  /** An area shown over the base, e.g. a city's industrial area. */
  area?: Feature<Geometry> | null;
}
