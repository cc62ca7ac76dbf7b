/** Outcomes of interests for a city, a state or a customer. */
export type { Outcomes, OutcomesQuery } from '../api-contract/outcomes.ts';
export {
  monthsBetween,
  OUTCOME_FUNNEL_STAGES,
  OUTCOMES_MAX_MONTHS,
  outcomesQuerySchema,
  outcomesSchema,
} from '../api-contract/outcomes.ts';
export type { CnaeSection } from '../enums/cnae-section.ts';
export { CNAE_SECTION_LABELS, CNAE_SECTIONS, cnaeSectionOf } from '../enums/cnae-section.ts';
