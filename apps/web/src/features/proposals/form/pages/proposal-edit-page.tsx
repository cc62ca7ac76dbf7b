import { Button, Paper, Skeleton } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SubHeader } from '../../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useProposal } from '../api/get-proposal.ts';
import { ProposalEditor } from '../components/proposal-editor.tsx';

/** /proposals/{id}/edit: a failed load is silent, the loading just ends (spec 1 §8). */
export function ProposalEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().proposalId);
  const proposal = useProposal(id);
  const title = t('proposalForm.editTitle', { id });

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <Button
            component={Link}
            to={paths.proposals.detail.getHref(id)}
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
          >
            {t('common.actions.back')}
          </Button>
        }
      />
      {proposal.data ? (
        <ProposalEditor key={proposal.data.id} proposal={proposal.data} />
      ) : (
        <Paper withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
          {proposal.isPending && proposal.fetchStatus !== 'idle' ? <Skeleton height={240} /> : null}
        </Paper>
      )}
    </>
  );
}
