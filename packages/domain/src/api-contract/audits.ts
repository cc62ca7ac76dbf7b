import { z } from 'zod';

/** One entry of a user's activity log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  description: z.string(),
  occurred_at: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
});
