export const POLITICIAN_SITUATION_LABELS = {
  eligible: 'Deferido',
  ineligible: 'Indeferido',
} as const;

/** TSE marks an accepted candidacy as APTO; every other situation is shown as not accepted. */
export function politicianSituationLabel(situation: string | null | undefined): string {
  return situation?.trim().toUpperCase() === 'APTO'
    ? POLITICIAN_SITUATION_LABELS.eligible
    : POLITICIAN_SITUATION_LABELS.ineligible;
}
