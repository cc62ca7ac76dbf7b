/** The activity log: its entries, the period filter, and the labels both sides show. */
export type {
  AuditEntry,
  AuditListResponse,
  AuditPeriod,
  AuditsQuery,
} from '../api-contract/audits.ts';
export {
  auditEntrySchema,
  auditListResponseSchema,
  auditPeriodQuerySchema,
  auditsQuerySchema,
} from '../api-contract/audits.ts';
export type { ActivityAction } from '../messages/activity-actions.ts';
export {
  ACTIVITY_ACTION_LABELS,
  activityActionLabel,
  UNKNOWN_ACTIVITY_LABEL,
} from '../messages/activity-actions.ts';
export {
  ACTIVITY_TIME_ZONE,
  activityPeriodText,
  formatActivityDateTime,
  formatActivityDay,
} from '../messages/activity-dates.ts';
export { ACTIVITY_LOG_MESSAGES } from '../messages/activity-log-messages.ts';
export type { ActivityParameter } from '../messages/activity-parameters.ts';
export {
  ACTIVITY_PARAMETER_LABELS,
  activityParameters,
} from '../messages/activity-parameters.ts';
