import { Box, Loader, Paper } from '@mantine/core';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { lazy, Suspense } from 'react';
import { useConfig } from '../../lib/config/get-config.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import type { MapViewProps } from './map-types.ts';

// maplibre-gl and terra-draw are large: they load with the first map shown, never before.
const MapView = lazy(async () => ({ default: (await import('./map-view.tsx')).MapView }));

const DEFAULT_HEIGHT = 480;

/**
 * A map in its own frame and error boundary, loaded on first use. The background is the
 * customer's map colour when it has one; street and satellite tiles come from /api/config.
 */
export function MapPanel({ height = DEFAULT_HEIGHT, ...props }: MapViewProps) {
  const { user } = useSession();
  const config = useConfig();
  const background = user?.customer?.map_color || MAP_DEFAULTS.backgroundColor;
  const tiles = {
    route: config.data?.map.route_tiles_url ?? null,
    satellite: config.data?.map.satellite_tiles_url ?? null,
  };
  const fallback = (
    <Box h={height} display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
      <Loader />
    </Box>
  );
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <MapErrorBoundary height={height}>
        <Suspense fallback={fallback}>
          <MapView {...props} height={height} background={background} tiles={tiles} />
        </Suspense>
      </MapErrorBoundary>
    </Paper>
  );
}
