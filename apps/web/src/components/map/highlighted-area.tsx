import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { Layer, Source } from 'react-map-gl/maplibre';

export const AREA_FILL_LAYER_ID = 'highlighted-area-fill';
export const AREA_LINE_LAYER_ID = 'highlighted-area-line';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/** One area drawn over the base, e.g. a city's industrial area; nothing when null. */
export function HighlightedArea({ data }: { data: Feature<Geometry> | null }) {
  return (
    <Source id="highlighted-area" type="geojson" data={data ?? EMPTY}>
      <Layer
        id={AREA_FILL_LAYER_ID}
        type="fill"
        paint={{ 'fill-color': '#f2b705', 'fill-opacity': 0.3 }}
      />
      <Layer
        id={AREA_LINE_LAYER_ID}
        type="line"
        layout={{ 'line-join': 'round' }}
        paint={{ 'line-color': '#e8590c', 'line-width': 2 }}
      />
    </Source>
  );
}
