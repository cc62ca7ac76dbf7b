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
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { TopCompanies } from '../../../components/locality/top-companies.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { citiesQueryKey } from '../api/get-cities.ts';
import { useCity } from '../api/get-city.ts';
import { useCityCompanies } from '../api/get-city-companies.ts';
import { useCityIndicatorComparison } from '../api/get-city-indicator-comparison.ts';
import { useCityLocation } from '../api/get-city-location.ts';
import { useCityPoliticalOffices } from '../api/get-city-political-offices.ts';
import { useCityPoliticalParties } from '../api/get-city-political-parties.ts';
import { useCityPoliticians } from '../api/get-city-politicians.ts';
import { useCityProposals } from '../api/get-city-proposals.ts';
import { useCityRanking } from '../api/get-city-ranking.ts';
import { CityAbout } from '../components/detail/city-about.tsx';
import { CityHeader } from '../components/detail/city-header.tsx';
import { CityIndicatorCharts } from '../components/detail/city-indicator-charts.tsx';
import { CityLocationMap } from '../components/detail/city-location-map.tsx';
import { CityOpportunities } from '../components/detail/city-opportunities.tsx';

/** /cities/{id}: the municipal profile. Every block loads on its own and fails silently. */
export function CityDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().cityId);
  const city = useCity(id);
  const ranking = useCityRanking(id);
  const offices = useCityPoliticalOffices(id);
  const parties = useCityPoliticalParties(id);
  const politicians = useCityPoliticians(id);
  const comparison = useCityIndicatorComparison(id);
  const proposals = useCityProposals(id);
  const companies = useCityCompanies(city.data?.code);
  const location = useCityLocation(city.data?.code);

  const title = city.data ? `${city.data.name} - ${city.data.state.uf}` : t('cities.title');
  const back = (
    <Button
      component={Link}
      to={paths.cities.list.getHref()}
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
    >
      {t('common.actions.back')}
    </Button>
  );
  const actions = city.data ? (
    <>
      <FavoriteToggle
        entity="city"
        entityId={city.data.id}
        isFavorite={city.data.is_favorite}
        invalidateKey={citiesQueryKey}
        size="lg"
      />
      {back}
    </>
  ) : (
    back
  );

  if (!city.data) {
    return (
      <>
        <SubHeader title={title} actions={back} />
        <Paper withBorder radius="md" p="lg">
          {city.isPending ? (
            <Skeleton height={120} />
          ) : (
            <EmptyText>{MESSAGES.common.noContent}</EmptyText>
          )}
        </Paper>
      </>
    );
  }

  const data = city.data;
  const profile = location.data;
  const profileLoading = location.isPending && location.fetchStatus !== 'idle';
  const politicianCount = offices.data?.reduce((sum, office) => sum + office.total, 0);

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader title={title} actions={actions} />
      <Stack gap="lg">
        <CityHeader city={data} ranking={ranking.data} rankingLoading={ranking.isPending} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SectionCard title={t('cities.detail.about')}>
              {profileLoading ? (
                <BlockSkeleton lines={8} />
              ) : (
                <CityAbout
                  city={data}
                  profile={profile}
                  activeOpportunities={ranking.data?.proposals.total.open}
                  companies={companies.data?.total}
                  politicians={politicianCount}
                />
              )}
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SectionCard title={t('cities.detail.location')}>
              <CityLocationMap city={data} proposals={proposals.data?.data ?? []} />
            </SectionCard>
          </Grid.Col>
        </Grid>
        <SectionCard title={t('cities.detail.opportunities')}>
          <CityOpportunities
            ranking={ranking.data}
            proposals={proposals.data?.data}
            loading={ranking.isPending || proposals.isPending}
          />
        </SectionCard>
        <SectionCard title={t('cities.detail.demographics')}>
          <DemographicTable entries={data.demographic_data ?? []} columns={2} />
        </SectionCard>
        <SectionCard title={t('cities.detail.comparison')}>
          <CityIndicatorCharts comparison={comparison.data} loading={comparison.isPending} />
        </SectionCard>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('cities.detail.topCompanies')}>
              <TopCompanies
                companies={companies.data?.data}
                loading={companies.isPending && companies.fetchStatus !== 'idle'}
                emptyText={MESSAGES.common.noContent}
              />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('cities.detail.politicians')}>
              <ElectedPoliticians
                offices={offices.data}
                parties={parties.data}
                politicians={politicians.data?.data}
                loading={offices.isPending || parties.isPending || politicians.isPending}
                emptyText={MESSAGES.common.notFilledByCity}
              />
            </SectionCard>
          </Grid.Col>
        </Grid>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('cities.detail.contact')}>
              <LocalityContacts
                profile={profile}
                loading={profileLoading}
                emptyText={MESSAGES.common.notFilledByCity}
              />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SectionCard title={t('cities.detail.files')}>
              <LocalityFiles
                files={profile?.multimedia}
                loading={profileLoading}
                emptyText={MESSAGES.common.notFilledByCity}
                noContentText={MESSAGES.common.noContent}
              />
            </SectionCard>
          </Grid.Col>
        </Grid>
      </Stack>
    </>
  );
}
