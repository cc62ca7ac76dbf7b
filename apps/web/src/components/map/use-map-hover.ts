import { useCallback, useState } from 'react';
import type { MapLayerMouseEvent } from 'react-map-gl/maplibre';
import { i18n } from '../../i18n/index.ts';
import { BUBBLES_LAYER_ID, type BubbleProperties } from './bubbles-layer.tsx';
import type { MapFeatureProperties } from './map-types.ts';
import { CLUSTERS_LAYER_ID, POINTS_LAYER_ID } from './points-layer.tsx';

export interface MapHover {
  title: string;
  subtitle: string;
  longitude: number;
  latitude: number;
}

const HOVER_LAYERS = new Set([POINTS_LAYER_ID, CLUSTERS_LAYER_ID, BUBBLES_LAYER_ID]);

/** The popup's content and place while the pointer is over a point, a cluster or a bubble. */
export function useMapHover() {
  const [hover, setHover] = useState<MapHover | null>(null);

  const onMouseMove = useCallback((event: MapLayerMouseEvent) => {
    const hovered = event.features?.find((feature) => HOVER_LAYERS.has(feature.layer.id));
    if (hovered?.geometry.type !== 'Point') {
      setHover((current) => (current ? null : current));
      return;
    }
    const [longitude, latitude] = hovered.geometry.coordinates as [number, number];
    const texts = hoverTexts(hovered.layer.id, hovered.properties, (count) =>
      i18n.t('map.cluster', { total: count }),
    );
    setHover({ ...texts, longitude, latitude });
  }, []);

  const onMouseLeave = useCallback(() => setHover(null), []);

  return { hover, onMouseMove, onMouseLeave };
}

/** What the popup says about a point, a cluster or a bubble. */
function hoverTexts(
  layerId: string,
  properties: Record<string, unknown> | null,
  clusterTitle: (count: number) => string,
): { title: string; subtitle: string } {
  if (layerId === BUBBLES_LAYER_ID) {
    const bubble = properties as unknown as BubbleProperties;
    return { title: bubble.name, subtitle: bubble.label };
  }
  if (layerId === CLUSTERS_LAYER_ID) {
    const count = Number(properties?.point_count ?? 0);
    return { title: clusterTitle(count), subtitle: '' };
  }
  const point = properties as unknown as MapFeatureProperties;
  return { title: point.name, subtitle: point.status_desc };
}
