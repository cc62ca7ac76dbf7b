import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isBlockLoading } from '../../../components/locality/block-loading.ts';
import { BlockSkeleton } from '../../../components/locality/block-skeleton.tsx';
import { DemographicTable } from '../../../components/locality/demographic-table.tsx';
import { EmptyText } from '../../../components/locality/empty-text.tsx';
import { LocalityCommonSections } from '../../../components/locality/locality-common-sections.tsx';
import { LocalityDetailFallback } from '../../../components/locality/locality-detail-fallback.tsx';
import { LocalityDetailLayout } from '../../../components/locality/locality-detail-layout.tsx';
import { RankingSummary } from '../../../components/locality/ranking-summary.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { ProjectMatches } from '../../../components/matching/project-matches.tsx';
import { useLocalityProfile } from '../../../lib/api/locations/get-locality-profile.ts';
import { stateKeys } from '../../../lib/api/states/state-keys.ts';
import { canReadLocalityOutcomes } from '../../../lib/outcomes-access.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useStateDetail } from '../api/get-state.ts';
import { useStateCompanies } from '../api/get-state-companies.ts';
import { useStatePoliticalOffices } from '../api/get-state-political-offices.ts';
import { useStatePoliticalParties } from '../api/get-state-political-parties.ts';
import { useStatePoliticians } from '../api/get-state-politicians.ts';
import { useStateRanking } from '../api/get-state-ranking.ts';
import { StateSummary } from '../components/detail/state-summary.tsx';

/** /states/{id}: the state profile; every block loads on its own and fails silently. */
export function StateDetailPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = Number(useParams().stateId);
  const state = useStateDetail(id);
  const ranking = useStateRanking(id);
  const companies = useStateCompanies(id);
  const offices = useStatePoliticalOffices(id);
  const parties = useStatePoliticalParties(id);
  const politicians = useStatePoliticians(id);
  const location = useLocalityProfile(state.data?.code);
  const backHref = paths.states.list.getHref();

  if (!state.data) {
    return (
      <LocalityDetailFallback
        title={t('states.title')}
        backHref={backHref}
        pending={state.isPending}
      />
    );
  }

  const data = state.data;
  const profile = location.data ?? undefined;
  const profileLoading = isBlockLoading(location);
  const year = new Date().getFullYear();

  return (
    <LocalityDetailLayout
      title={`${data.name} (${data.uf})`}
      backHref={backHref}
      editHref={data.has_permission_to_edit ? paths.states.edit.getHref(data.id) : null}
      outcomesHref={
        user && canReadLocalityOutcomes(user, 'state', data.id)
          ? paths.states.outcomes.getHref(data.id)
          : null
      }
      interest={{ kind: 'state', id: data.id, name: data.name }}
      favorite={{
        entity: 'state',
        entityId: data.id,
        isFavorite: data.is_favorite,
        invalidateKey: stateKeys.all,
      }}
    >
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
      <ProjectMatches of={{ state: data.id }} />
      <SectionCard title={t('states.detail.demographics')}>
        {data.demographic_data?.length ? (
          <DemographicTable entries={data.demographic_data} columns={2} />
        ) : (
          <EmptyText>{MESSAGES.common.notFilledByState}</EmptyText>
        )}
      </SectionCard>
      <LocalityCommonSections
        titles={{
          companies: t('states.detail.topCompanies', { year }),
          politicians: t('states.detail.politicians'),
          contacts: t('states.detail.contacts'),
          files: t('states.detail.files'),
        }}
        addressLabel={t('locality.contact.stateGovernmentAddress')}
        companies={{
          companies: companies.data?.data,
          loading: isBlockLoading(companies),
          emptyText: MESSAGES.common.notFilledByState,
        }}
        politicians={{
          offices: offices.data,
          parties: parties.data,
          politicians: politicians.data?.data,
          loading: offices.isPending || parties.isPending || politicians.isPending,
          emptyText: MESSAGES.common.notFilledByState,
        }}
        profile={profile}
        profileLoading={profileLoading}
        profileEmptyText={MESSAGES.common.notFilledByState}
      />
    </LocalityDetailLayout>
  );
}
