/** Opportunities: the contract, their statuses, types and actions, and the incentives they offer. */
export type { PostalCodeResponse } from '../api-contract/postal-code.ts';
export { postalCodeResponseSchema } from '../api-contract/postal-code.ts';
export type {
  Proposal,
  ProposalInput,
  ProposalMapItem,
  ProposalsQuery,
  ProposalUpdate,
} from '../api-contract/proposals.ts';
export {
  cityProposalInputSchema,
  companyProposalInputSchema,
  PROPOSAL_MAP_FIELDS,
  PROPOSAL_SORT_KEYS,
  preferredUfsSchema,
  projectInvestmentSchema,
  proposalCompanyContactSchema,
  proposalInputSchema,
  proposalMapItemSchema,
  proposalSchema,
  proposalsQuerySchema,
  proposalUpdateSchema,
  requiredAreaSchema,
} from '../api-contract/proposals.ts';
export type { BenefitType, LandBenefitDetails } from '../enums/benefit-type.ts';
export {
  BENEFIT_TYPE_LABELS,
  BENEFIT_TYPES,
  landEstimatedTotal,
  TAX_BENEFIT_TYPES,
} from '../enums/benefit-type.ts';
export {
  benefitTypeSchema,
  projectCategorySchema,
  proposalStatusSchema,
  proposalTypeSchema,
} from '../enums/enum-schemas.ts';
export type { ProjectCategory } from '../enums/project-category.ts';
export { PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS } from '../enums/project-category.ts';
export type { ProposalAction } from '../enums/proposal-action.ts';
export {
  canApplyProposalAction,
  PROPOSAL_ACTION_RULES,
  PROPOSAL_ACTIONS,
} from '../enums/proposal-action.ts';
export type { ProposalStatus } from '../enums/proposal-status.ts';
export { PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES } from '../enums/proposal-status.ts';
export type { ProposalStatusDates } from '../enums/proposal-status-tooltip.ts';
export {
  PROPOSAL_STATUS_TOOLTIPS,
  proposalStatusTooltip,
} from '../enums/proposal-status-tooltip.ts';
export type { ProposalType } from '../enums/proposal-type.ts';
export { PROPOSAL_TYPE_LABELS, PROPOSAL_TYPES } from '../enums/proposal-type.ts';
export { PROPOSAL_DEFAULTS } from '../limits/proposal-defaults.ts';
