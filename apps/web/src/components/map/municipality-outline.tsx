import type { FeatureCollection } from 'geojson';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { CityBoundary } from './api/get-city-boundary.ts';

export const OUTLINE_FILL_LAYER_ID = 'municipality-outline-fill';
export const OUTLINE_LINE_LAYER_ID = 'municipality-outline-line';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The outline of one municipality, for detail maps: without a tile server it is what tells
 * where the place is. Drawn under the points; nothing for a municipality without boundary.
 */
export function MunicipalityOutline({ data }: { data: CityBoundary | undefined }) {
  return (
    <Source id="municipality-outline" type="geojson" data={data ?? EMPTY}>
      <Layer
        id={OUTLINE_FILL_LAYER_ID}
        type="fill"
        paint={{ 'fill-color': '#339af0', 'fill-opacity': 0.08 }}
      />
      <Layer
        id={OUTLINE_LINE_LAYER_ID}
        type="line"
        layout={{ 'line-join': 'round' }}
        paint={{
          'line-color': '#1c7ed6',
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1.5, 13, 2.5],
        }}
      />
    </Source>
  );
}
