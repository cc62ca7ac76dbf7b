import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { Feature, Geometry } from 'geojson';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Polygon } from '../../../components/list-page/list-state.ts';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { useConfig } from '../../../lib/config/get-config.ts';
import { areaCentre } from '../lib/area-centre.ts';
import { ringToPolygon } from '../lib/locality-form.ts';
import type { LocalityPlace } from '../lib/locality-place.ts';

const CITY_ZOOM = 13;

/**
 * Área Industrial: the city on the satellite base at zoom 13, its saved area, and the polygon
 * tool (the map's own draw and trash buttons) to draw a new one; removing sends null. Without
 * satellite tiles the map keeps the default style with the municipality's outline, and a plain
 * note says so; how to configure them is for the administrator, on the status page.
 */
export function IndustrialAreaTab({
  place,
  saved,
  hectares,
  drawn,
  onChange,
}: {
  place: LocalityPlace;
  /** The saved area (a GeoJSON Feature), or null. */
  saved: unknown;
  hectares: number | null;
  /** Untouched (undefined), drawn (a ring) or removed (null). */
  drawn: Polygon | null | undefined;
  onChange: (area: Polygon | null | undefined) => void;
}) {
  const { t } = useTranslation();
  const config = useConfig();
  const satellite = config.data?.map.satellite_tiles_url ?? null;
  const shown = useMemo<Feature<Geometry> | null>(() => {
    if (drawn) return { type: 'Feature', properties: {}, geometry: ringToPolygon(drawn) };
    if (drawn === null) return null;
    return isFeature(saved) ? saved : null;
  }, [drawn, saved]);

  const seat = { longitude: place.longitude, latitude: place.latitude };
  // Where the map opens: on the saved area, else on the city's seat; later drawings keep the view.
  const [opening] = useState(() => (isFeature(saved) ? areaCentre(saved) : null));

  return (
    <Stack gap="md">
      {config.isPending ? null : satellite ? null : (
        <Alert color="gray">
          <Text size="sm">{t('localityEdit.area.noSatellite')}</Text>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('localityEdit.area.hint')}
      </Text>
      {config.isPending ? (
        <Loader />
      ) : (
        <MapPanel
          points={[]}
          height={480}
          initialView={{ ...(opening ?? seat), zoom: CITY_ZOOM }}
          initialStyle="satellite"
          drillDown={false}
          outlineCityId={place.id}
          area={shown}
          onPolygonChange={(polygon) => {
            // The map's trash clears a drawing not saved: back to the saved area.
            onChange(polygon ?? undefined);
          }}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" data-testid="industrial-area-status">
          {drawn
            ? t('localityEdit.area.drawnPending')
            : drawn === null
              ? t('localityEdit.area.removedPending')
              : hectares !== null && shown
                ? t('localityEdit.area.hectares', { value: hectares })
                : t('localityEdit.area.none')}
        </Text>
        <Group>
          {drawn !== undefined ? (
            <Button variant="default" onClick={() => onChange(undefined)}>
              {t('localityEdit.area.undo')}
            </Button>
          ) : null}
          <Button color="red" variant="light" disabled={!shown} onClick={() => onChange(null)}>
            {t('localityEdit.area.remove')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function isFeature(value: unknown): value is Feature<Geometry> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Feature' &&
    typeof (value as { geometry?: unknown }).geometry === 'object'
  );
}
