export const PROPOSAL_STATUSES = ['open', 'pending', 'completed', 'lost'] as const;

export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  open: 'Ativa',
  pending: 'Pendente - Aguardando aprovação',
  completed: 'Ganha / Concretizada',
  lost: 'Perdida',
};
