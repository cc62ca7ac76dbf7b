export const PROPOSAL_TYPES = ['city', 'company'] as const;

export type ProposalType = (typeof PROPOSAL_TYPES)[number];

export const PROPOSAL_TYPE_LABELS: Record<ProposalType, string> = {
  city: 'Pública',
  company: 'Privada',
};
