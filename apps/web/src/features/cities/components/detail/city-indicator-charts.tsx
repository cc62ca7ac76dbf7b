import { Skeleton } from '@mantine/core';
import type { IndicatorComparison } from '@oportuna/domain/cities';
import { MESSAGES } from '@oportuna/domain/messages';
import { lazy, Suspense } from 'react';
import { BlockSkeleton } from '../../../../components/locality/block-skeleton.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';

// The charts library (recharts) loads only with a comparison to draw.
const IndicatorChartsView = lazy(async () => ({
  default: (await import('./indicator-charts-view.tsx')).IndicatorChartsView,
}));

/** The city's main indicators next to its state's and Brazil's medians. */
export function CityIndicatorCharts({
  comparison,
  loading,
}: {
  comparison: readonly IndicatorComparison[] | undefined;
  loading: boolean;
}) {
  if (loading) return <BlockSkeleton lines={6} />;
  if (!comparison?.length) return <EmptyText>{MESSAGES.common.noContent}</EmptyText>;
  return (
    <Suspense fallback={<Skeleton height={240} radius="md" />}>
      <IndicatorChartsView comparison={comparison} />
    </Suspense>
  );
}
