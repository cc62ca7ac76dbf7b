import { ActionIcon, Menu } from '@mantine/core';
import {
  PROPOSAL_ACTION_RULES,
  type Proposal,
  type ProposalAction,
} from '@oportuna/domain/proposals';
import {
  IconCircleCheck,
  IconCircleX,
  IconDots,
  IconEye,
  IconPencil,
  IconRefresh,
  IconRosetteDiscountCheck,
  IconStar,
  IconStarOff,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { proposalKeys } from '../../../lib/api/proposals/proposal-keys.ts';
import { useToggleFavorite } from '../../../lib/favorites/toggle-favorite.ts';
import { paths } from '../../../lib/paths.ts';
import { useProposalAction } from '../api/apply-proposal-action.ts';
import { proposalMenuEntries } from '../lib/proposal-menu.ts';
import { DeleteProposalModal } from './delete-proposal-modal.tsx';

const ACTION_ICONS: Record<ProposalAction, ReactNode> = {
  complete: <IconCircleCheck size={16} />,
  approve: <IconRosetteDiscountCheck size={16} />,
  reopen: <IconRefresh size={16} />,
  lost: <IconCircleX size={16} />,
};

export type MenuProposalItem = Pick<
  Proposal,
  'id' | 'name' | 'status' | 'is_favorite' | 'has_permission_to_edit'
>;

/** The row and card menu of spec 1 §2; Excluir only where `allowDelete` (the table). */
export function ProposalActionsMenu({
  proposal,
  allowDelete,
}: {
  proposal: MenuProposalItem;
  allowDelete: boolean;
}) {
  const { t } = useTranslation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Both live here rather than in the dropdown, which unmounts as soon as an item is clicked.
  const lifecycle = useProposalAction();
  const favorite = useToggleFavorite('proposal', proposalKeys.all);
  const { id } = proposal;

  const items = proposalMenuEntries(proposal, { allowDelete }).map((entry) => {
    switch (entry) {
      case 'details':
        return (
          <Menu.Item
            key={entry}
            component={Link}
            to={paths.proposals.detail.getHref(id)}
            leftSection={<IconEye size={16} />}
          >
            {t('list.viewDetails')}
          </Menu.Item>
        );
      case 'favorite':
        return (
          <Menu.Item
            key={entry}
            leftSection={proposal.is_favorite ? <IconStarOff size={16} /> : <IconStar size={16} />}
            disabled={favorite.isPending}
            onClick={() => favorite.mutate({ entityId: id, favorite: !proposal.is_favorite })}
          >
            {proposal.is_favorite ? t('favorites.remove') : t('favorites.add')}
          </Menu.Item>
        );
      case 'edit':
        return (
          <Menu.Item
            key={entry}
            component={Link}
            to={paths.proposals.edit.getHref(id)}
            leftSection={<IconPencil size={16} />}
          >
            {t('list.edit')}
          </Menu.Item>
        );
      case 'delete':
        return (
          <Menu.Item
            key={entry}
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('proposals.menu.delete')}
          </Menu.Item>
        );
      default:
        return (
          <Menu.Item
            key={entry}
            leftSection={ACTION_ICONS[entry]}
            disabled={lifecycle.isPending}
            onClick={() => lifecycle.mutate({ id, action: entry })}
          >
            {PROPOSAL_ACTION_RULES[entry].label}
          </Menu.Item>
        );
    }
  });

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('list.itemMenu', { name: proposal.name })}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{items}</Menu.Dropdown>
      </Menu>
      {confirmingDelete ? (
        <DeleteProposalModal id={id} onClose={() => setConfirmingDelete(false)} />
      ) : null}
    </>
  );
}
