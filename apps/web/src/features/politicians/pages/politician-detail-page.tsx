import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { PossibleLinksList } from '../../../components/possible-links/possible-links-list.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { politicianKeys } from '../../../lib/api/politicians/politician-keys.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { usePolitician } from '../api/get-politician.ts';
import { usePoliticianPossibleLinks } from '../api/get-politician-possible-links.ts';
import { PoliticianElections } from '../components/politician-elections.tsx';
import { PoliticianProfile } from '../components/politician-profile.tsx';

/** /politicians/{id}: one public manager, with the star and every candidacy. */
export function PoliticianDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().politicianId);
  const validId = Number.isInteger(id) && id > 0;
  const query = usePolitician(id, validId);
  const links = usePoliticianPossibleLinks(id, validId && query.isSuccess);
  const back = <BackButton to={paths.politicians.list.getHref()} />;
  const politician = query.data;

  if (!politician) {
    return (
      <>
        <title>{`${t('politicians.title')} | ${t('shell.productName')}`}</title>
        <SubHeader title={t('politicians.title')} actions={back} />
        {query.isError || !validId ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
            {!validId
              ? MESSAGES.politicians.notFound
              : isApiError(query.error)
                ? query.error.message
                : t('common.errors.unexpected')}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p="lg" aria-busy>
            <Skeleton height={96} width={96} mb="md" />
            <Skeleton height={16} mb="xs" />
            <Skeleton height={16} width="60%" />
          </Paper>
        )}
      </>
    );
  }

  return (
    <>
      <title>{`${politician.name} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={politician.name}
        actions={
          <>
            <FavoriteToggle
              entity="politician"
              entityId={politician.id}
              isFavorite={politician.is_favorite}
              invalidateKey={politicianKeys.all}
              size="lg"
            />
            {back}
          </>
        }
      />
      <Stack gap="lg">
        <PoliticianProfile politician={politician} />
        <PoliticianElections elections={politician.elections} currentId={politician.id} />
        <SectionCard title={t('possibleLinks.title')}>
          <PossibleLinksList
            show="company"
            links={links.data?.data}
            hasMore={links.data?.has_more}
            loading={links.isPending}
            error={links.error}
          />
        </SectionCard>
      </Stack>
    </>
  );
}
