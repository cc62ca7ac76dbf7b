import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { useCallback, useState } from 'react';
import type { MapViewState } from '../../../components/map/map-types.ts';

const DEFAULT_VIEW: MapViewState = { ...MAP_DEFAULTS.center, zoom: MAP_DEFAULTS.zoom };

export interface MapViewControls {
  view: MapViewState;
  /** Changes when the map must start over; used as the map's React key. */
  key: number;
  setView: (view: MapViewState) => void;
  /** Back to the whole country at zoom 3 (spec 1 §4: clearing the search resets the zoom). */
  reset: () => void;
}

/**
 * Where the list's map looks. The shared map only takes an initial view, so a reset
 * remounts it; hiding and showing the map again keeps the last view.
 */
export function useMapView(): MapViewControls {
  const [view, setView] = useState<MapViewState>(DEFAULT_VIEW);
  const [key, setKey] = useState(0);
  const reset = useCallback(() => {
    setView(DEFAULT_VIEW);
    setKey((current) => current + 1);
  }, []);
  return { view, key, setView, reset };
}
