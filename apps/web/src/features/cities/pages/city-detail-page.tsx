import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isBlockLoading } from '../../../components/locality/block-loading.ts';
import { BlockSkeleton } from '../../../components/locality/block-skeleton.tsx';
import { DemographicTable } from '../../../components/locality/demographic-table.tsx';
import { LocalityCommonSections } from '../../../components/locality/locality-common-sections.tsx';
import { LocalityDetailFallback } from '../../../components/locality/locality-detail-fallback.tsx';
import { LocalityDetailLayout } from '../../../components/locality/locality-detail-layout.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { TwoColumns } from '../../../components/locality/two-columns.tsx';
import { ProjectMatches } from '../../../components/matching/project-matches.tsx';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import { useLocalityProfile } from '../../../lib/api/locations/get-locality-profile.ts';
import { canReadLocalityOutcomes } from '../../../lib/outcomes-access.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useCity } from '../api/get-city.ts';
import { useCityCompanies } from '../api/get-city-companies.ts';
import { useCityIndicatorComparison } from '../api/get-city-indicator-comparison.ts';
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
  const { user } = useSession();
  const id = Number(useParams().cityId);
  const city = useCity(id);
  const ranking = useCityRanking(id);
  const offices = useCityPoliticalOffices(id);
  const parties = useCityPoliticalParties(id);
  const politicians = useCityPoliticians(id);
  const comparison = useCityIndicatorComparison(id);
  const proposals = useCityProposals(id);
  const companies = useCityCompanies(city.data?.code);
  const location = useLocalityProfile(city.data?.code);
  const backHref = paths.cities.list.getHref();

  if (!city.data) {
    return (
      <LocalityDetailFallback
        title={t('cities.title')}
        backHref={backHref}
        pending={city.isPending}
      />
    );
  }

  const data = city.data;
  const profile = location.data ?? undefined;
  const profileLoading = isBlockLoading(location);
  const politicianCount = offices.data?.reduce((sum, office) => sum + office.total, 0);

  return (
    <LocalityDetailLayout
      title={`${data.name} - ${data.state.uf}`}
      backHref={backHref}
      editHref={data.has_permission_to_edit ? paths.cities.edit.getHref(data.id) : null}
      outcomesHref={
        user && canReadLocalityOutcomes(user, 'city', data.id)
          ? paths.cities.outcomes.getHref(data.id)
          : null
      }
      interest={{ kind: 'city', id: data.id, name: `${data.name} - ${data.state.uf}` }}
      favorite={{
        entity: 'city',
        entityId: data.id,
        isFavorite: data.is_favorite,
        invalidateKey: cityKeys.all,
      }}
    >
      <CityHeader city={data} ranking={ranking.data} rankingLoading={ranking.isPending} />
      <TwoColumns split={7}>
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
        <SectionCard title={t('cities.detail.location')}>
          <CityLocationMap city={data} proposals={proposals.data?.data ?? []} />
        </SectionCard>
      </TwoColumns>
      <SectionCard title={t('cities.detail.opportunities')}>
        <CityOpportunities
          ranking={ranking.data}
          proposals={proposals.data?.data}
          loading={ranking.isPending || proposals.isPending}
        />
      </SectionCard>
      <ProjectMatches of={{ city: data.id }} />
      <SectionCard title={t('cities.detail.demographics')}>
        <DemographicTable entries={data.demographic_data ?? []} columns={2} />
      </SectionCard>
      <SectionCard title={t('cities.detail.comparison')}>
        <CityIndicatorCharts comparison={comparison.data} loading={comparison.isPending} />
      </SectionCard>
      <LocalityCommonSections
        titles={{
          companies: t('cities.detail.topCompanies'),
          politicians: t('cities.detail.politicians'),
          contacts: t('cities.detail.contact'),
          files: t('cities.detail.files'),
        }}
        addressLabel={t('locality.contact.cityHallAddress')}
        companies={{
          companies: companies.data?.data,
          loading: isBlockLoading(companies),
          emptyText: MESSAGES.common.noContent,
        }}
        politicians={{
          offices: offices.data,
          parties: parties.data,
          politicians: politicians.data?.data,
          loading: offices.isPending || parties.isPending || politicians.isPending,
          emptyText: MESSAGES.common.notFilledByCity,
        }}
        profile={profile}
        profileLoading={profileLoading}
        profileEmptyText={MESSAGES.common.notFilledByCity}
      />
    </LocalityDetailLayout>
  );
}
