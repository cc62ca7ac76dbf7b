import { ActionIcon, Button, Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { isAdmin, MESSAGES, type Proposal } from '@oportuna/domain';
import { IconArrowLeft, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyText } from '../../../components/locality/empty-text.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
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
            <ProposalCompanyData company={company} />
          ) : (
            <ProposalIncentives proposal={proposal} />
          )}
        </Grid.Col>
      </Grid>
      {company ? (
        <>
          <RelatedProposals proposalId={proposal.id} federalTaxId={company.federal_tax_id} />
          <ProposalIncentives proposal={proposal} />
        </>
      ) : null}
      <ProposalContacts contacts={proposal.contacts} />
      <ProposalPhotos proposal={proposal} />
    </Stack>
  );
}

/** /proposals/{id}: one opportunity, titled by its id. A failed load is silent. */
export function ProposalDetailPage() {
  const { t } = useTranslation();
  const { proposalId = '' } = useParams();
  const id = Number(proposalId);
  const { user } = useSession();
  const query = useProposal(id);
  const title = t('proposals.detail.title', { id: proposalId });

  const actions = (
    <>
      {user && isAdmin(user.roles) ? (
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
      <Button
        component={Link}
        to={paths.proposals.list.getHref()}
        variant="default"
        leftSection={<IconArrowLeft size={18} />}
      >
        {t('common.actions.back')}
      </Button>
    </>
  );

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader title={title} actions={actions} />
      {query.data ? (
        <ProposalSections proposal={query.data} />
      ) : (
        <Paper withBorder radius="md" p="lg">
          {query.isPending && query.fetchStatus !== 'idle' ? (
            <Skeleton height={120} />
          ) : (
            <EmptyText>{MESSAGES.common.noContent}</EmptyText>
          )}
        </Paper>
      )}
    </>
  );
}
