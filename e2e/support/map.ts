import { expect, type Locator, type Page } from '@playwright/test';

interface RenderedFeature {
  id: number | string | undefined;
  geometryType: string;
  properties: Record<string, unknown>;
}

/** The part of MapLibre's map the browser tests use. */
interface PageMap {
  loaded(): boolean;
  getLayer(id: string): unknown;
  once(event: string, listener: () => void): void;
  project(position: [number, number]): { x: number; y: number };
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  queryRenderedFeatures(
    geometry?: [number, number] | [[number, number], [number, number]],
    options?: { layers: string[] },
  ): { id?: number | string; geometry: { type: string }; properties: Record<string, unknown> }[];
}

declare global {
  interface Window {
    mapOf?: (element: Element) => PageMap | null;
  }
}

/**
 * Defines `window.mapOf(element)` in every page: the MapLibre map of a `.maplibregl-map`
 * element. The app does not expose its map; MapView's ref is reached through the React fiber
 * of the map's container (as bench/map-draw.mjs does).
 */
export async function exposeMaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = {
      ref?: { current?: unknown };
      memoizedProps?: { ref?: { current?: unknown } };
      return?: Fiber;
    };
    window.mapOf = (element) => {
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
      for (; fiber; fiber = fiber.return) {
        const current = (fiber.ref ?? fiber.memoizedProps?.ref)?.current as
          | { getMap?: () => PageMap }
          | undefined;
        if (typeof current?.getMap === 'function') return current.getMap();
      }
      return null;
    };
  });
}

/** The map container inside `scope`. */
export function mapContainer(scope: Locator): Locator {
  return scope.locator('.maplibregl-map').first();
}

/** The features MapLibre has drawn on one layer of the map inside `scope`, once it settled. */
async function renderedFeatures(scope: Locator, layerId: string): Promise<RenderedFeature[]> {
  const container = mapContainer(scope);
  await expect(container).toBeVisible();
  return container.evaluate(
    (element, layer) =>
      new Promise<RenderedFeature[]>((resolve, reject) => {
        const map = window.mapOf?.(element);
        if (!map) {
          reject(new Error('MapLibre map not found'));
          return;
        }
        const query = () =>
          resolve(
            map.getLayer(layer)
              ? map.queryRenderedFeatures(undefined, { layers: [layer] }).map((feature) => ({
                  id: feature.id,
                  geometryType: feature.geometry.type,
                  properties: feature.properties,
                }))
              : [],
          );
        if (map.loaded()) query();
        else map.once('idle', query);
      }),
    layerId,
  );
}

/** Waits until the layer has drawn features, and answers them. */
export async function waitForRendered(scope: Locator, layerId: string): Promise<RenderedFeature[]> {
  let features: RenderedFeature[] = [];
  await expect
    .poll(
      async () => {
        features = await renderedFeatures(scope, layerId);
        return features.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return features;
}
