import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/back-button.tsx';
import { FavoriteToggle, type FavoriteToggleProps } from '../favorite-toggle.tsx';
import { SubHeader } from '../sub-header/sub-header.tsx';

export interface LocalityDetailLayoutProps {
  /** 'São Paulo - SP', 'São Paulo (SP)': the document title and the sub-header's. */
  title: string;
  backHref: string;
  favorite: Pick<FavoriteToggleProps, 'entity' | 'entityId' | 'isFavorite' | 'invalidateKey'>;
  /** The profile's blocks, top to bottom. */
  children: ReactNode;
}

/** The frame of a city or state profile: title, sub-header with star and 'Voltar', blocks. */
export function LocalityDetailLayout({
  title,
  backHref,
  favorite,
  children,
}: LocalityDetailLayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <>
            <FavoriteToggle {...favorite} size="lg" />
            <BackButton to={backHref} />
          </>
        }
      />
      <Stack gap="lg">{children}</Stack>
    </>
  );
}
