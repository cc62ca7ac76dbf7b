import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from './proposal-status.ts';

export const PROPOSAL_STATUS_TOOLTIPS = {
  completed: (date: string) => `Concretizada em ${date}`,
  lost: (date: string) => `Perdida em ${date}`,
  reopened: 'Oportunidade foi re-ativada',
  open: 'Oportunidade ativa',
  pending: 'Oportunidade cadastrada via vitrine econômica, aguardando aprovação',
} as const;

export interface ProposalStatusDates {
  status: ProposalStatus;
  completed_at?: string | null;
  lost_at?: string | null;
}

/** `formatDate` receives the raw date (ISO 8601) and returns it as people read it (dd/MM/yyyy). */
export function proposalStatusTooltip(
  { status, completed_at, lost_at }: ProposalStatusDates,
  formatDate: (date: string) => string,
): string {
  switch (status) {
    case 'completed':
      // Without a date the sentence would be cut short, so the plain label is shown instead.
      return completed_at
        ? PROPOSAL_STATUS_TOOLTIPS.completed(formatDate(completed_at))
        : PROPOSAL_STATUS_LABELS.completed;
    case 'lost':
      return lost_at
        ? PROPOSAL_STATUS_TOOLTIPS.lost(formatDate(lost_at))
        : PROPOSAL_STATUS_LABELS.lost;
    case 'open':
      // Reopening keeps the old completion or loss date, which is how a re-activation is recognised.
      return completed_at || lost_at
        ? PROPOSAL_STATUS_TOOLTIPS.reopened
        : PROPOSAL_STATUS_TOOLTIPS.open;
    case 'pending':
      return PROPOSAL_STATUS_TOOLTIPS.pending;
  }
}
