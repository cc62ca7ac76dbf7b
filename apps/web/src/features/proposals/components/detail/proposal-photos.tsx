import { MESSAGES } from '@oportuna/domain/messages';
import type { Proposal } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { ImageCarousel } from '../../../../components/locality/image-carousel.tsx';
import { SectionCard } from '../../../../components/locality/section-card.tsx';

/** The opportunity's images as a gallery. */
export function ProposalPhotos({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation();
  const images = proposal.multimedia
    .filter((file) => file.type === 'image')
    .map((file) => file.url);
  return (
    <SectionCard title={t('proposals.detail.photos')}>
      {images.length === 0 ? (
        <EmptyText>{MESSAGES.common.noContent}</EmptyText>
      ) : (
        <ImageCarousel
          images={images}
          alt={t('proposals.detail.photoAlt', { name: proposal.name })}
          height={280}
        />
      )}
    </SectionCard>
  );
}
