import type { ExpressionSpecification } from 'maplibre-gl';
import { Layer, Source } from 'react-map-gl/maplibre';
import { pointColorExpression } from './map-colors.ts';
import type { PointFeatureCollection } from './map-features.ts';

export const POINTS_LAYER_ID = 'map-points';
export const CLUSTERS_LAYER_ID = 'map-point-clusters';
export const POINTS_SOURCE_ID = 'map-points';

const circleColor = pointColorExpression();
const notClustered: ExpressionSpecification = ['!', ['has', 'point_count']];
const clustered: ExpressionSpecification = ['has', 'point_count'];

/** The points of the map, coloured by type and status; grouped in clusters when asked. */
export function PointsLayer({
  data,
  cluster = false,
}: {
  data: PointFeatureCollection;
  cluster?: boolean;
}) {
  return (
    // The key remounts the source: MapLibre cannot switch clustering on an existing one.
    <Source
      key={cluster ? 'clustered' : 'plain'}
      id={POINTS_SOURCE_ID}
      type="geojson"
      data={data}
      cluster={cluster}
      clusterRadius={40}
      clusterMaxZoom={14}
    >
      {cluster ? (
        <Layer
          id={CLUSTERS_LAYER_ID}
          type="circle"
          filter={clustered}
          paint={{
            'circle-color': '#0c8599',
            'circle-opacity': 0.75,
            'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 100, 22, 1000, 30],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
      ) : null}
      <Layer
        id={POINTS_LAYER_ID}
        type="circle"
        filter={notClustered}
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
