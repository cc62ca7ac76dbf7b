import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegendEntry } from './map-colors.ts';

/** Which colour is which kind of point. */
export function MapLegend({ entries }: { entries: readonly LegendEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Paper
      shadow="xs"
      p="xs"
      radius="sm"
      aria-label={t('map.legend')}
      role="group"
      style={{ position: 'absolute', left: 10, bottom: 10, zIndex: 2 }}
    >
      <Stack gap={4}>
        {entries.map((entry) => (
          <Group key={entry.key} gap={6} wrap="nowrap">
            <Box w={10} h={10} bg={entry.color} style={{ borderRadius: '50%' }} aria-hidden />
            <Text size="xs">{entry.label}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
