import { useCallback, useState } from 'react';
import type { MapViewState } from '../../../components/map/map-types.ts';

export interface MapViewControls {
  /** Where the user left the map; null while it shows the whole country, framed to fit. */
  view: MapViewState | null;
  /** Changes when the map must start over; used as the map's React key. */
  key: number;
  setView: (view: MapViewState) => void;
  /** Back to the whole country (spec 1 §4: clearing the search resets the zoom). */
  reset: () => void;
}

/**
 * Where the list's map looks. The shared map only takes an initial view, so a reset
 * remounts it; hiding and showing the map again keeps the last view the user moved it to.
 */
export function useMapView(): MapViewControls {
  const [view, setView] = useState<MapViewState | null>(null);
  const [key, setKey] = useState(0);
  const reset = useCallback(() => {
    setView(null);
    setKey((current) => current + 1);
  }, []);
  return { view, key, setView, reset };
}
