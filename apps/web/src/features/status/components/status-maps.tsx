import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientConfigResponse } from '@oportuna/domain/system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The server settings of the optional tile servers (apps/api/src/config.ts, README). */
const SETTINGS = {
  route: 'MAP_ROUTE_TILES_URL',
  satellite: 'MAP_SATELLITE_TILES_URL',
} as const;

/**
 * Which tile servers the maps have, and for the administrator how to configure a missing one:
 * the screens that need them only say, in plain words, that they are not configured.
 */
export function StatusMaps({ map }: { map: ClientConfigResponse['map'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tiles = [
    { kind: 'route', url: map.route_tiles_url },
    { kind: 'satellite', url: map.satellite_tiles_url },
  ] as const;
  const missing = tiles.filter((tile) => !tile.url);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('status.maps.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          {tiles.map(({ kind, url }) => (
            <Stack key={kind} gap={2}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`status.maps.${kind}Tiles`)}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {url ? t(`status.maps.${kind}Configured`) : t(`status.maps.${kind}Missing`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {missing.length ? (
          <Stack gap="xs">
            <Text size="sm">{t('status.maps.defaultStyle')}</Text>
            {missing.map(({ kind }) => (
              <Text key={kind} size="sm">
                {t('status.maps.howTo', {
                  what: t(`status.maps.${kind}What`),
                  setting: SETTINGS[kind],
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
