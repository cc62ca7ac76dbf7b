import { Button, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { BlockSkeleton } from '../../../components/locality/block-skeleton.tsx';
import { DemographicTable } from '../../../components/locality/demographic-table.tsx';
import { ElectedPoliticians } from '../../../components/locality/elected-politicians.tsx';
import { EmptyText } from '../../../components/locality/empty-text.tsx';
import { LocalityContacts } from '../../../components/locality/locality-contacts.tsx';
import { LocalityFiles } from '../../../components/locality/locality-files.tsx';
import { RankingSummary } from '../../../components/locality/ranking-summary.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { TopCompanies } from '../../../components/locality/top-companies.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useStateDetail } from '../api/get-state.ts';
import { useStateCompanies } from '../api/get-state-companies.ts';
import { useStateLocation } from '../api/get-state-location.ts';
import { useStatePoliticalOffices } from '../api/get-state-political-offices.ts';
import { useStatePoliticalParties } from '../api/get-state-political-parties.ts';
import { useStatePoliticians } from '../api/get-state-politicians.ts';
import { useStateRanking } from '../api/get-state-ranking.ts';
import { statesQueryKey } from '../api/get-states.ts';
import { StateSummary } from '../components/detail/state-summary.tsx';

/** /states/{id}: the state profile; every block loads on its own and fails silently. */
export function StateDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().stateId);
  const state = useStateDetail(id);
  const ranking = useStateRanking(id);
  const companies = useStateCompanies(id);
  const offices = useStatePoliticalOffices(id);
  const parties = useStatePoliticalParties(id);
  const politicians = useStatePoliticians(id);
  const location = useStateLocation(state.data?.code);

  const back = (
    <Button
      component={Link}
      to={paths.states.list.getHref()}
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
    >
      {t('common.actions.back')}
    </Button>
  );

  if (!state.data) {
    return (
      <>
        <SubHeader title={t('states.title')} actions={back} />
        <Paper withBorder radius="md" p="lg">
          {state.isPending ? (
            <Skeleton height={120} />
          ) : (
            <EmptyText>{MESSAGES.common.noContent}</EmptyText>
          )}
        </Paper>
      </>
    );
  }

  const data = state.data;
  const title = `${data.name} (${data.uf})`;
  const profile = location.data;
  const profileLoading = location.isPending && location.fetchStatus !== 'idle';
  const year = new Date().getFullYear();

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <>
            <FavoriteToggle
              entity="state"
              entityId={data.id}
              isFavorite={data.is_favorite}
              invalidateKey={statesQueryKey}
              size="lg"
            />
            {back}
          </>
        }
      />
      <Stack gap="lg">
        <SectionCard title={t('states.detail.summary')}>
          {profileLoading ? (
            <BlockSkeleton lines={8} />
          ) : (
            <StateSummary state={data} profile={profile} ranking={ranking.data} />
          )}
        </SectionCard>
        {ranking.data ? (
          <SectionCard title={t('states.detail.ranking')}>
            <RankingSummary ranking={ranking.data} withStateRank={false} />
          </SectionCard>
        ) : null}
        <SectionCard title={t('states.detail.demographics')}>
          {data.demographic_data?.length ? (
            <DemographicTable entries={data.demographic_data} columns={2} />
          ) : (
            <EmptyText>{MESSAGES.common.notFilledByState}</EmptyText>
          )}
        </SectionCard>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('states.detail.topCompanies', { year })}>
              <TopCompanies
                companies={companies.data?.data}
                loading={companies.isPending}
                emptyText={MESSAGES.common.notFilledByState}
              />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('states.detail.politicians')}>
              <ElectedPoliticians
                offices={offices.data}
                parties={parties.data}
                politicians={politicians.data?.data}
                loading={offices.isPending || parties.isPending || politicians.isPending}
                emptyText={MESSAGES.common.notFilledByState}
              />
            </SectionCard>
          </Grid.Col>
        </Grid>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('states.detail.contacts')}>
              <LocalityContacts
                profile={profile}
                loading={profileLoading}
                emptyText={MESSAGES.common.notFilledByState}
              />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('states.detail.files')}>
              <LocalityFiles
                files={profile?.multimedia}
                loading={profileLoading}
                emptyText={MESSAGES.common.notFilledByState}
                noContentText={MESSAGES.common.noContent}
              />
            </SectionCard>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
