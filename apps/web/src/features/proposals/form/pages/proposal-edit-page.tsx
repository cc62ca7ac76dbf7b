import { Paper, Skeleton } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../../components/back-button.tsx';
import { SubHeader } from '../../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useProposalToEdit } from '../../api/get-proposal.ts';
import { ProposalUnavailable } from '../../components/proposal-unavailable.tsx';
import { proposalLoadState } from '../../lib/proposal-load-state.ts';
import { ProposalEditor } from '../components/proposal-editor.tsx';

/**
 * /proposals/{id}/edit. The editor opens only for an opportunity the server lets this user
 * edit (`has_permission_to_edit`); otherwise the page says why, and leads to its detail or
 * to the list.
 */
export function ProposalEditPage() {
  const { t } = useTranslation();
  const { proposalId = '' } = useParams();
  const id = Number(proposalId);
  const proposal = useProposalToEdit(id);
  const loaded = proposalLoadState(id, proposal);
  const state = loaded === 'ready' && !proposal.data?.has_permission_to_edit ? 'forbidden' : loaded;
  const title =
    state === 'ready' || state === 'loading'
      ? t('proposalForm.editTitle', { id: proposalId })
      : t('proposals.detail.title', { id: proposalId });

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <BackButton
            to={
              state === 'notFound'
                ? paths.proposals.list.getHref()
                : paths.proposals.detail.getHref(proposalId)
            }
          />
        }
      />
      {state === 'ready' && proposal.data ? (
        <ProposalEditor key={proposal.data.id} proposal={proposal.data} />
      ) : null}
      {state === 'loading' ? (
        <Paper withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
          <Skeleton height={240} />
        </Paper>
      ) : null}
      {state === 'notFound' || state === 'forbidden' || state === 'failed' ? (
        <ProposalUnavailable
          id={proposalId}
          reason={state}
          onRetry={() => void proposal.refetch()}
        />
      ) : null}
    </>
  );
}
