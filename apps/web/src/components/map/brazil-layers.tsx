import type { FeatureCollection } from 'geojson';
import { Layer, Source } from 'react-map-gl/maplibre';
import { useBrazilGeoJson } from './api/get-brazil-geojson.ts';
import { useStateGeoJson } from './api/get-state-geojson.ts';

export const STATES_FILL_LAYER_ID = 'brazil-states-fill';
export const MUNICIPALITIES_FILL_LAYER_ID = 'municipalities-fill';
export const MUNICIPALITIES_POINT_LAYER_ID = 'municipalities-points';
export const MUNICIPALITIES_LINE_LAYER_ID = 'municipalities-line';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The state layer drawn from our own GeoJSON (no tile server), and the municipalities of
 * the state drilled into. Sources stay mounted with empty data until theirs arrives, so
 * these layers keep their place under the points.
 */
export function BrazilLayers({ stateCode }: { stateCode: number | null }) {
  const brazil = useBrazilGeoJson();
  const municipalities = useStateGeoJson(stateCode);
  const selected = stateCode ?? -1;
  return (
    <>
      <Source id="brazil-states" type="geojson" data={brazil.data ?? EMPTY}>
        <Layer
          id={STATES_FILL_LAYER_ID}
          type="fill"
          paint={{
            'fill-color': '#adb5bd',
            // Lighter closer in, where a detail map would otherwise be a grey box.
            'fill-opacity': [
              'interpolate',
              ['linear'],
              ['zoom'],
              5,
              ['case', ['==', ['get', 'code'], selected], 0.05, 0.25],
              9,
              ['case', ['==', ['get', 'code'], selected], 0.02, 0.06],
            ],
          }}
        />
        <Layer
          id="brazil-states-line"
          type="line"
          paint={{ 'line-color': '#868e96', 'line-width': 0.8 }}
        />
      </Source>
      <Source
        id="municipalities"
        type="geojson"
        data={stateCode !== null && municipalities.data ? municipalities.data : EMPTY}
      >
        <Layer
          id={MUNICIPALITIES_FILL_LAYER_ID}
          type="fill"
          filter={['!=', ['geometry-type'], 'Point']}
          paint={{ 'fill-color': '#74c0fc', 'fill-opacity': 0.15 }}
        />
        <Layer
          id={MUNICIPALITIES_LINE_LAYER_ID}
          type="line"
          filter={['!=', ['geometry-type'], 'Point']}
          paint={{
            'line-color': '#339af0',
            'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 10, 1.2],
          }}
        />
        <Layer
          id={MUNICIPALITIES_POINT_LAYER_ID}
          type="circle"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{
            'circle-color': '#74c0fc',
            'circle-radius': 3,
            'circle-stroke-color': '#339af0',
            'circle-stroke-width': 0.5,
          }}
        />
      </Source>
    </>
  );
}
