import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The carousel library loads only where a place has photos to show.
const ImageCarouselView = lazy(async () => ({
  default: (await import('./image-carousel-view.tsx')).ImageCarouselView,
}));

export interface ImageCarouselProps {
  images: readonly string[];
  alt: string;
  height?: number;
}

export function ImageCarousel(props: ImageCarouselProps) {
  if (props.images.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 220} radius="md" />}>
      <ImageCarouselView {...props} />
    </Suspense>
  );
}
