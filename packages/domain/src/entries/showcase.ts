/** The economic showcase: its status, the public submission form and the embedding sites. */
export type {
  ShowcaseCompany,
  ShowcaseStatus,
  ShowcaseSubmission,
} from '../api-contract/showcase.ts';
export {
  SHOWCASE_LIMITS,
  showcaseAllowedOriginsSchema,
  showcaseCompanySchema,
  showcaseStatusSchema,
  showcaseSubmissionSchema,
} from '../api-contract/showcase.ts';
export { normalizeOrigin } from '../validators/origin.ts';
