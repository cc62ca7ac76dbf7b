import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled value of a card or summary. A long word (an e-mail, a site) breaks anywhere
 * rather than run over the value beside it.
 */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
