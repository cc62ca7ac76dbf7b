export const POLITICIAN_SITUATION_LABELS = {
  eligible: 'Deferido',
  ineligible: 'Indeferido',
} as const;

/**
 * An accepted candidacy: APTO (DS_SITUACAO_CANDIDATURA, before 2024) or a judgment that grants
 * it (DEFERIDO, DEFERIDO COM RECURSO). Every other situation is shown as not accepted.
 */
const ACCEPTED = /^(APTO|DEFERIDO)\b/;

export function politicianSituationLabel(situation: string | null | undefined): string {
  return ACCEPTED.test(situation?.trim().toUpperCase() ?? '')
    ? POLITICIAN_SITUATION_LABELS.eligible
    : POLITICIAN_SITUATION_LABELS.ineligible;
}
