import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Two blocks side by side from md up (`split` of 12 columns on the left), stacked below. */
export function TwoColumns({
  children: [left, right],
  split = 6,
}: {
  children: [ReactNode, ReactNode];
  split?: number;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: split }}>{left}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - split }}>{right}</Grid.Col>
    </Grid>
  );
}
