import {
  canApplyProposalAction,
  type ProposalAction,
  type ProposalStatus,
} from '@oportuna/domain/proposals';

export type ProposalMenuEntry = 'details' | ProposalAction | 'favorite' | 'edit' | 'delete';

/** The menu order of the lifecycle actions (spec 1 §2, 'Row and card menu'). */
const LIFECYCLE_ORDER: readonly ProposalAction[] = ['complete', 'approve', 'reopen', 'lost'];

export interface MenuProposal {
  status: ProposalStatus;
  has_permission_to_edit: boolean;
}

/**
 * The entries of a proposal's row or card menu: 'Ver detalhes' and the favourite for
 * everyone; the lifecycle actions the status allows, Editar and (tables only) Excluir for
 * those the server lets edit this proposal.
 */
export function proposalMenuEntries(
  proposal: MenuProposal,
  { allowDelete }: { allowDelete: boolean },
): ProposalMenuEntry[] {
  const canEdit = proposal.has_permission_to_edit;
  const lifecycle = canEdit
    ? LIFECYCLE_ORDER.filter((action) => canApplyProposalAction(proposal.status, action))
    : [];
  return [
    'details',
    ...lifecycle,
    'favorite',
    ...(canEdit ? (['edit'] as const) : []),
    ...(canEdit && allowDelete ? (['delete'] as const) : []),
  ];
}
