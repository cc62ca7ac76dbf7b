import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Fields side by side from tablet width up, one under the other on a phone. */
export function FieldRow({ children, cols = 2 }: { children: ReactNode; cols?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}
