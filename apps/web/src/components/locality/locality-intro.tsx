import type { LocalityProfile } from '@oportuna/domain/territory';
import { useTranslation } from 'react-i18next';
import { EmptyText } from './empty-text.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { TruncatedText } from './truncated-text.tsx';

/** The profile's photos as links: an uploaded file without a URL is served from its path. */
export function profileImageUrls(profile: LocalityProfile | undefined): string[] {
  return (profile?.images ?? []).map((image) => image.url ?? `/${image.path.replace(/^\/+/, '')}`);
}

/** What opens a place's summary: its photos, then its description or the unfilled text. */
export function LocalityIntro({
  name,
  images,
  description,
  emptyText,
}: {
  name: string;
  images: readonly string[];
  description: string | null | undefined;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ImageCarousel images={images} alt={t('locality.photos', { name })} />
      {description ? <TruncatedText text={description} /> : <EmptyText>{emptyText}</EmptyText>}
    </>
  );
}
