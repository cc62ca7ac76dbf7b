import { useCallback, useEffect, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import type { Polygon } from '../list-page/list-state.ts';
import { ringOf } from './map-features.ts';

export interface PolygonDrawing {
  drawing: boolean;
  hasPolygon: boolean;
  start: () => void;
  trash: () => void;
}

/**
 * Polygon drawing with terra-draw: one polygon at a time; finishing it reports its ring,
 * the trash removes it and reports null.
 */
export function useTerraDraw(onPolygonChange: (polygon: Polygon | null) => void): PolygonDrawing {
  const { current: map } = useMap();
  const drawRef = useRef<TerraDraw | null>(null);
  const onChangeRef = useRef(onPolygonChange);
  onChangeRef.current = onPolygonChange;
  const [drawing, setDrawing] = useState(false);
  const [hasPolygon, setHasPolygon] = useState(false);

  const ensureDraw = useCallback((): TerraDraw | null => {
    if (drawRef.current) return drawRef.current;
    if (!map) return null;
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map: map.getMap() }),
      modes: [
        new TerraDrawPolygonMode({
          styles: {
            fillColor: '#1c5fa8',
            fillOpacity: 0.15,
            outlineColor: '#1c5fa8',
            outlineWidth: 2,
            closingPointColor: '#f2b705',
          },
        }),
      ],
    });
    draw.start();
    draw.on('finish', (id) => {
      const feature = draw.getSnapshotFeature(id);
      const polygon =
        feature?.geometry.type === 'Polygon' ? ringOf(feature.geometry.coordinates) : null;
      const others = draw.getSnapshot().filter((other) => other.id !== id);
      if (others.length > 0) draw.removeFeatures(others.map((other) => other.id as string));
      draw.setMode('static');
      setDrawing(false);
      setHasPolygon(polygon !== null);
      onChangeRef.current(polygon);
    });
    drawRef.current = draw;
    return draw;
  }, [map]);

  useEffect(
    () => () => {
      try {
        drawRef.current?.stop();
      } catch {
        // The map went first and took the drawing layers with it.
      }
      drawRef.current = null;
    },
    [],
  );

  const start = useCallback(() => {
    const draw = ensureDraw();
    if (!draw) return;
    draw.setMode('polygon');
    setDrawing(true);
  }, [ensureDraw]);

  const trash = useCallback(() => {
    const draw = drawRef.current;
    if (draw) {
      draw.clear();
      draw.setMode('static');
    }
    setDrawing(false);
    if (hasPolygon) onChangeRef.current(null);
    setHasPolygon(false);
  }, [hasPolygon]);

  return { drawing, hasPolygon, start, trash };
}
