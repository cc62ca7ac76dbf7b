import { Layer, Source } from 'react-map-gl/maplibre';
import { pointColorExpression } from './map-colors.ts';
import type { PointFeatureCollection } from './map-features.ts';

export const POINTS_LAYER_ID = 'map-points';

const circleColor = pointColorExpression();

/** The points of the map, coloured by type and status. */
export function PointsLayer({ data }: { data: PointFeatureCollection }) {
  return (
    <Source id="map-points" type="geojson" data={data}>
      <Layer
        id={POINTS_LAYER_ID}
        type="circle"
        paint={{
          'circle-color': circleColor,
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 3.5, 8, 6, 13, 9],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        }}
      />
    </Source>
  );
}
