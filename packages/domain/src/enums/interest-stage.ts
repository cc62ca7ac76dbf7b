/** Stages the owner side moves an interest through (novo … ganho, perdido). */
export const INTEREST_STAGES = ['new', 'talking', 'site_visit', 'proposal', 'won', 'lost'] as const;

export type InterestStage = (typeof INTEREST_STAGES)[number];

export const INTEREST_STAGE_LABELS: Record<InterestStage, string> = {
  new: 'Novo',
  talking: 'Em conversa',
  site_visit: 'Visita técnica',
  proposal: 'Proposta',
  won: 'Ganho',
  lost: 'Perdido',
};

/** Won and lost close an interest: a new click then opens another one. */
export const CLOSED_INTEREST_STAGES: readonly InterestStage[] = ['won', 'lost'];

/** Why an interest was lost, from a catalogue; 'other' asks for a text. */
export const INTEREST_LOST_REASONS = [
  'other_location',
  'withdrawal',
  'insufficient_incentives',
  'infrastructure',
  'timeline',
  'other',
] as const;

export type InterestLostReason = (typeof INTEREST_LOST_REASONS)[number];

export const INTEREST_LOST_REASON_LABELS: Record<InterestLostReason, string> = {
  other_location: 'Outra localidade',
  withdrawal: 'Desistência',
  insufficient_incentives: 'Incentivos insuficientes',
  infrastructure: 'Infraestrutura',
  timeline: 'Prazo',
  other: 'Outro',
};

/** What an interest is in: an opportunity, a city or a state. */
export const INTEREST_TARGET_KINDS = ['proposal', 'city', 'state'] as const;
export type InterestTargetKind = (typeof INTEREST_TARGET_KINDS)[number];

/** Which side of an interest the caller is on: the owner received it, the other sent it. */
export const INTEREST_SIDES = ['received', 'sent'] as const;
export type InterestSide = (typeof INTEREST_SIDES)[number];
