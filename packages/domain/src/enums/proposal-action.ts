import type { ProposalStatus } from './proposal-status.ts';

export const PROPOSAL_ACTIONS = ['complete', 'lost', 'reopen', 'approve'] as const;

export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

interface ProposalActionRule {
  label: string;
  from: readonly ProposalStatus[];
  to: ProposalStatus;
  successMessage: string;
}

export const PROPOSAL_ACTION_RULES: Record<ProposalAction, ProposalActionRule> = {
  complete: {
    label: 'Concluir oportunidade',
    from: ['open'],
    to: 'completed',
    successMessage: 'Oportunidade concluída!',
  },
  // The spec says "any -> lost"; marking an already lost proposal again would change nothing.
  lost: {
    label: 'Marcar como perdida',
    from: ['open', 'pending', 'completed'],
    to: 'lost',
    successMessage: 'Oportunidade perdida!',
  },
  // Pending proposals are activated through their own approve action, never through reopen.
  reopen: {
    label: 'Re-abrir oportunidade',
    from: ['completed', 'lost'],
    to: 'open',
    successMessage: 'Oportunidade re-ativada!',
  },
  approve: {
    label: 'Aprovar e ativar',
    from: ['pending'],
    to: 'open',
    successMessage: 'Oportunidade aprovada e ativada.',
  },
};

export function canApplyProposalAction(status: ProposalStatus, action: ProposalAction): boolean {
  return PROPOSAL_ACTION_RULES[action].from.includes(status);
}
