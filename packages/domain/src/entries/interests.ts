/** Interests ("Tenho interesse"), their threads and stages. */
export type {
  Interest,
  InterestCreate,
  InterestMessage,
  InterestMessageCreate,
  InterestStageChange,
  InterestsQuery,
} from '../api-contract/interests.ts';
export {
  INTEREST_SORT_KEYS,
  interestAttachmentSchema,
  interestCreatedSchema,
  interestCreateSchema,
  interestLostReasonSchema,
  interestMessageCreateSchema,
  interestMessageSchema,
  interestMessagesQuerySchema,
  interestMessagesResponseSchema,
  interestMessageTextSchema,
  interestReadSchema,
  interestSchema,
  interestStageChangeSchema,
  interestStageSchema,
  interestsQuerySchema,
} from '../api-contract/interests.ts';
export type {
  InterestLostReason,
  InterestSide,
  InterestStage,
  InterestTargetKind,
} from '../enums/interest-stage.ts';
export {
  CLOSED_INTEREST_STAGES,
  INTEREST_LOST_REASON_LABELS,
  INTEREST_LOST_REASONS,
  INTEREST_SIDES,
  INTEREST_STAGE_LABELS,
  INTEREST_STAGES,
  INTEREST_TARGET_KINDS,
} from '../enums/interest-stage.ts';
export { INTEREST_LIMITS } from '../limits/interest-limits.ts';
