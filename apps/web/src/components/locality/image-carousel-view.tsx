import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Image } from '@mantine/core';
import type { ImageCarouselProps } from './image-carousel.tsx';

export function ImageCarouselView({ images, alt, height = 220 }: ImageCarouselProps) {
  return (
    <Carousel
      withIndicators={images.length > 1}
      withControls={images.length > 1}
      height={height}
      emblaOptions={{ loop: true }}
    >
      {images.map((src, index) => (
        <Carousel.Slide key={src}>
          <Image src={src} alt={`${alt} ${index + 1}`} h={height} fit="cover" radius="md" />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
