import { z } from 'zod';
import { ACTIVITY_LOG_MESSAGES } from '../messages/activity-log-messages.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { paginationQuerySchema } from './pagination-query.ts';

/** One entry of a user's activity log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  occurred_at: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A page of the log, and whose log it is (the screen's title names them). */
export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

const { periodFromInvalid, periodToInvalid, periodOrder } = ACTIVITY_LOG_MESSAGES;

const day = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, { error: message }).optional();

/** The period of a log: calendar days in Brasília time, both ends included, both optional. */
export const auditPeriodShape = {
  from: day(periodFromInvalid),
  to: day(periodToInvalid),
};

const periodInOrder = (period: { from?: string; to?: string }) =>
  !period.from || !period.to || period.from <= period.to;

/** GET users/{id}/audits-pdf. */
export const auditPeriodQuerySchema = z
  .strictObject(auditPeriodShape)
  .refine(periodInOrder, { error: periodOrder, path: ['to'] });
export type AuditPeriod = z.output<typeof auditPeriodQuerySchema>;

/** GET users/{id}/audits: a page of the period, newest first. */
export const auditsQuerySchema = paginationQuerySchema()
  .extend(auditPeriodShape)
  .strict()
  .refine(periodInOrder, { error: periodOrder, path: ['to'] });
export type AuditsQuery = z.output<typeof auditsQuerySchema>;
