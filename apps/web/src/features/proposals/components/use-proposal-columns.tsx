import { PROPOSAL_TYPE_LABELS, type Proposal } from '@oportuna/domain/proposals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { formatBRL, formatDate, notInformed } from '../../../lib/format.ts';
import { ProposalActionsMenu } from './proposal-actions-menu.tsx';
import { ProposalNameCell } from './proposal-name-cell.tsx';
import { ProposalStatusBadge } from './proposal-status-badge.tsx';

/** The table columns of spec 1 'Opportunities area'; sort keys are the API's. */
export function useProposalColumns(): ListColumn<Proposal>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'id',
        label: t('proposals.columns.id'),
        sortKey: 'id',
        render: (proposal) => proposal.id,
      },
      {
        key: 'name',
        label: t('proposals.columns.name'),
        sortKey: 'name',
        hideable: false,
        render: (proposal) => <ProposalNameCell proposal={proposal} />,
      },
      {
        key: 'type',
        label: t('proposals.columns.type'),
        sortKey: 'type',
        render: (proposal) => PROPOSAL_TYPE_LABELS[proposal.type],
      },
      {
        key: 'investment',
        label: t('proposals.columns.investment'),
        sortKey: 'investment',
        align: 'right',
        render: (proposal) => formatBRL(proposal.project?.total),
      },
      {
        key: 'city',
        label: t('proposals.columns.city'),
        sortKey: 'city',
        render: (proposal) => proposal.city?.name ?? notInformed(),
      },
      {
        key: 'uf',
        label: t('proposals.columns.uf'),
        sortKey: 'uf',
        render: (proposal) => proposal.city?.state.uf ?? notInformed(),
      },
      {
        key: 'createdAt',
        label: t('proposals.columns.createdAt'),
        sortKey: 'created_at',
        render: (proposal) => formatDate(proposal.created_at),
      },
      {
        key: 'status',
        label: t('proposals.columns.status'),
        sortKey: 'status',
        render: (proposal) => <ProposalStatusBadge proposal={proposal} />,
      },
      {
        key: 'actions',
        label: t('proposals.columns.actions'),
        hideable: false,
        render: (proposal) => <ProposalActionsMenu proposal={proposal} allowDelete />,
      },
      {
        key: 'favorite',
        label: t('list.favoriteColumn'),
        hideable: false,
        render: (proposal) => (
          <FavoriteToggle
            entity="proposal"
            entityId={proposal.id}
            isFavorite={proposal.is_favorite}
            invalidateKey={proposalKeys.all}
            size="sm"
          />
        ),
      },
    ],
    [t],
  );
}
