import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of a card or summary. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
