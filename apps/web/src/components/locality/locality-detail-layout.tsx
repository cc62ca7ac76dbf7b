import { Button, Stack } from '@mantine/core';
import { IconChartBar, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackButton } from '../../components/back-button.tsx';
import { FavoriteToggle, type FavoriteToggleProps } from '../favorite-toggle.tsx';
import { InterestButton } from '../interest/interest-button.tsx';
import type { InterestTarget } from '../interest/interest-dialog.tsx';
import { SubHeader } from '../sub-header/sub-header.tsx';

export interface LocalityDetailLayoutProps {
  /** 'São Paulo - SP', 'São Paulo (SP)': the document title and the sub-header's. */
  title: string;
  backHref: string;
  favorite: Pick<FavoriteToggleProps, 'entity' | 'entityId' | 'isFavorite' | 'invalidateKey'>;
  /** The edit page, for those the server lets edit (has_permission_to_edit). */
  editHref?: string | null;
  /** The outcomes of its interests, for those who may read them (lib/outcomes-access.ts). */
  outcomesHref?: string | null;
  /** "Tenho interesse" in this place (its city hall or state government receives it). */
  interest?: InterestTarget;
  /** The profile's blocks, top to bottom. */
  children: ReactNode;
}

/** The frame of a city or state profile: title, sub-header with star and 'Voltar', blocks. */
export function LocalityDetailLayout({
  title,
  backHref,
  favorite,
  editHref = null,
  outcomesHref = null,
  interest,
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
            {interest ? <InterestButton target={interest} /> : null}
            <FavoriteToggle {...favorite} size="lg" />
            {outcomesHref ? (
              <Button
                component={Link}
                to={outcomesHref}
                variant="default"
                leftSection={<IconChartBar size={18} />}
              >
                {t('outcomes.open')}
              </Button>
            ) : null}
            {editHref ? (
              <Button
                component={Link}
                to={editHref}
                variant="default"
                leftSection={<IconPencil size={18} />}
              >
                {t('list.edit')}
              </Button>
            ) : null}
            <BackButton to={backHref} />
          </>
        }
      />
      <Stack gap="lg">{children}</Stack>
    </>
  );
}
