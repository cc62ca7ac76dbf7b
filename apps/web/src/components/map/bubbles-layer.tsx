import type { FeatureCollection, Point } from 'geojson';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import type { MapBubble } from './map-types.ts';

export const BUBBLES_LAYER_ID = 'map-bubbles';

/** Labels drawn on the largest bubbles only: thousands of HTML labels would stall the map. */
const LABELLED_BUBBLES = 40;

export interface BubbleProperties {
  id: number | string;
  name: string;
  count: number;
  label: string;
}

/** The bubbles as GeoJSON, with the radius each gets (the area grows with the count). */
export function bubbleFeatures(
  bubbles: readonly MapBubble[],
): FeatureCollection<Point, BubbleProperties & { radius: number }> {
  const largest = Math.max(1, ...bubbles.map((bubble) => bubble.count));
  return {
    type: 'FeatureCollection',
    features: bubbles.map((bubble) => ({
      type: 'Feature',
      id: String(bubble.id),
      geometry: { type: 'Point', coordinates: [bubble.longitude, bubble.latitude] },
      properties: {
        id: bubble.id,
        name: bubble.name,
        count: bubble.count,
        label: bubble.label,
        radius: bubbleRadius(bubble.count, largest),
      },
    })),
  };
}

/** From 5 px for the smallest count to 30 px for the largest, by area. */
export function bubbleRadius(count: number, largest: number): number {
  const share = Math.sqrt(Math.max(0, count) / Math.max(1, largest));
  return Math.round((5 + 25 * share) * 10) / 10;
}

/** Short count for a label: 1234 → '1,2 mil'. */
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/** One circle per place, sized by its count; the largest carry their count as a label. */
export function BubblesLayer({ bubbles }: { bubbles: readonly MapBubble[] }) {
  const data = bubbleFeatures(bubbles);
  const labelled = [...bubbles].sort((a, b) => b.count - a.count).slice(0, LABELLED_BUBBLES);
  return (
    <>
      <Source id="map-bubbles" type="geojson" data={data}>
        <Layer
          id={BUBBLES_LAYER_ID}
          type="circle"
          paint={{
            'circle-color': '#0c8599',
            'circle-opacity': 0.45,
            'circle-radius': ['get', 'radius'],
            'circle-stroke-color': '#0b7285',
            'circle-stroke-width': 1,
          }}
        />
      </Source>
      {labelled.map((bubble) => (
        <Marker
          key={bubble.id}
          longitude={bubble.longitude}
          latitude={bubble.latitude}
          style={{ pointerEvents: 'none' }}
        >
          <span
            style={{
              fontSize: 11,
              fontWeight: 700,
              color: '#0b3d46',
              textShadow: '0 0 2px #fff, 0 0 2px #fff',
            }}
          >
            {compact.format(bubble.count)}
          </span>
        </Marker>
      ))}
    </>
  );
}
