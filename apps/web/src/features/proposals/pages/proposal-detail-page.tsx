import { ActionIcon, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { isAdmin } from '@oportuna/domain/auth';
import type { Proposal } from '@oportuna/domain/proposals';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { InterestButton } from '../../../components/interest/interest-button.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { PlaceMatches } from '../../../components/matching/place-matches.tsx';
import { ProjectMatches } from '../../../components/matching/project-matches.tsx';
import { PossibleLinksList } from '../../../components/possible-links/possible-links-list.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useCompanyPossibleLinks } from '../../../lib/api/companies/get-company-possible-links.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useProposal } from '../api/get-proposal.ts';
import { PendingBanner } from '../components/detail/pending-banner.tsx';
import { ProposalCompanyData } from '../components/detail/proposal-company-data.tsx';
import { ProposalContacts } from '../components/detail/proposal-contacts.tsx';
import { ProposalHeaderCard } from '../components/detail/proposal-header-card.tsx';
import { ProposalIncentives } from '../components/detail/proposal-incentives.tsx';
import { ProposalLocationMap } from '../components/detail/proposal-location-map.tsx';
import { ProposalPhotos } from '../components/detail/proposal-photos.tsx';
import { RelatedProposals } from '../components/detail/related-proposals.tsx';
import { ProposalUnavailable } from '../components/proposal-unavailable.tsx';
import { proposalLoadState } from '../lib/proposal-load-state.ts';

function ProposalSections({ proposal }: { proposal: Proposal }) {
  const company = proposal.type === 'company' ? proposal.project?.company : null;
  return (
    <Stack gap="lg">
      {proposal.status === 'pending' ? <PendingBanner proposalId={proposal.id} /> : null}
      <ProposalHeaderCard proposal={proposal} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: company ? 6 : 5 }}>
          <ProposalLocationMap proposal={proposal} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: company ? 6 : 7 }}>
          {company ? (
            <ProposalCompanyData
              company={company}
              needs={{
                required_area_m2: proposal.project?.required_area_m2 ?? null,
                preferred_ufs: proposal.project?.preferred_ufs ?? [],
              }}
            />
          ) : (
            <ProposalIncentives proposal={proposal} />
          )}
        </Grid.Col>
      </Grid>
      {company ? (
        <>
          <PlaceMatches proposalId={proposal.id} />
          <RelatedProposals proposalId={proposal.id} federalTaxId={company.federal_tax_id} />
          <CompanyPossibleLinks federalTaxId={company.federal_tax_id} />
          <ProposalIncentives proposal={proposal} />
        </>
      ) : (
        <ProjectMatches of={{ opportunity: proposal.id }} />
      )}
      <ProposalContacts contacts={proposal.contacts} />
      <ProposalPhotos proposal={proposal} />
    </Stack>
  );
}

/** The possible links of the opportunity's company to politicians. */
function CompanyPossibleLinks({ federalTaxId }: { federalTaxId: string | null }) {
  const { t } = useTranslation();
  const links = useCompanyPossibleLinks(federalTaxId);
  if (!federalTaxId) return null;
  return (
    <SectionCard title={t('possibleLinks.title')}>
      <PossibleLinksList
        show="politician"
        links={links.data?.data}
        hasMore={links.data?.has_more}
        loading={links.isLoading}
        error={links.error}
      />
    </SectionCard>
  );
}

/**
 * /proposals/{id}: one opportunity, titled by its id. One that does not exist or is hidden
 * (a notification may still lead to a deleted one) says so, with the way back to the list.
 */
export function ProposalDetailPage() {
  const { t } = useTranslation();
  const { proposalId = '' } = useParams();
  const id = Number(proposalId);
  const { user } = useSession();
  const query = useProposal(id);
  const state = proposalLoadState(id, query);
  const title = t('proposals.detail.title', { id: proposalId });
  // Spec 1 §6: the settings button is the administrators'; the server says who may edit this one.
  const canEdit = Boolean(user && isAdmin(user.roles) && query.data?.has_permission_to_edit);

  const proposal = query.data;
  const actions = (
    <>
      {proposal && user && proposal.status !== 'pending' ? (
        <InterestButton
          target={{ kind: 'proposal', id: proposal.id, name: proposal.name ?? title }}
          own={proposal.customer !== null && proposal.customer.id === user.customer?.id}
        />
      ) : null}
      {canEdit ? (
        <ActionIcon
          component={Link}
          to={paths.proposals.edit.getHref(id)}
          variant="default"
          size="lg"
          aria-label={t('proposals.detail.settings')}
          title={t('proposals.detail.settings')}
        >
          <IconSettings size={18} />
        </ActionIcon>
      ) : null}
      <BackButton to={paths.proposals.list.getHref()} />
    </>
  );

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader title={title} actions={actions} />
      {query.data ? <ProposalSections proposal={query.data} /> : null}
      {state === 'loading' ? (
        <Paper withBorder radius="md" p="lg">
          <Skeleton height={120} />
        </Paper>
      ) : null}
      {state === 'notFound' || state === 'failed' ? (
        <ProposalUnavailable id={proposalId} reason={state} onRetry={() => void query.refetch()} />
      ) : null}
    </>
  );
}
