import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image, VisuallyHidden } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageCarouselProps } from './image-carousel.tsx';

export function ImageCarouselView({ images, alt, height = 220 }: ImageCarouselProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  // Two of the carousel's texts are English and fixed in the library: the list of indicators'
  // name, and the live region announcing 'Slide n of m', hidden here for a Portuguese one.
  useLayoutEffect(() => {
    root.current
      ?.querySelector('[role="tablist"]')
      ?.setAttribute('aria-label', t('locality.carousel.photos'));
    for (const status of root.current?.querySelectorAll('[role="status"]:not([data-own])') ?? []) {
      status.setAttribute('hidden', '');
    }
  });
  const several = images.length > 1;
  return (
    <div ref={root}>
      <Carousel
        aria-roledescription={t('locality.carousel.roleDescription')}
        aria-label={alt}
        withIndicators={several}
        withControls={several}
        height={height}
        emblaOptions={{ loop: true }}
        onSlideChange={setSelected}
        previousControlProps={{ 'aria-label': t('locality.carousel.previous') }}
        nextControlProps={{ 'aria-label': t('locality.carousel.next') }}
        getIndicatorProps={(index) => ({
          'aria-label': t('locality.carousel.goTo', { number: index + 1 }),
        })}
      >
        {images.map((src, index) => (
          <Carousel.Slide
            key={src}
            aria-roledescription={t('locality.carousel.photo')}
            aria-label={t('locality.carousel.position', {
              number: index + 1,
              total: images.length,
            })}
          >
            <Image src={src} alt={`${alt} ${index + 1}`} h={height} fit="cover" radius="md" />
          </Carousel.Slide>
        ))}
      </Carousel>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-own>
        {t('locality.carousel.position', { number: selected + 1, total: images.length })}
      </VisuallyHidden>
    </div>
  );
}
