import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { SKELETON_COUNTS } from '@oportuna/domain/limits';

/**
 * The proposals' card view waits on 10 placeholders (spec 1 §9), one more than the shared
 * card grid draws, so the page shows these in its place while loading.
 */
export function ProposalCardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy>
      {Array.from({ length: SKELETON_COUNTS.proposals }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
        <Paper key={index} withBorder radius="md" p="md" data-testid="skeleton-card">
          <Stack gap="sm">
            <Skeleton height={56} width={56} radius="sm" />
            <Skeleton height={18} width="60%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
            <Skeleton height={32} />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
