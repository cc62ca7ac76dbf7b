import { Skeleton, Stack } from '@mantine/core';

/** What a detail block shows while its data loads. */
export function BlockSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <Stack gap="xs" aria-busy>
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <Skeleton key={line} height={14} width={line % 2 === 0 ? '100%' : '70%'} />
      ))}
    </Stack>
  );
}
