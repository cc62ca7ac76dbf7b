import { z } from 'zod';
import { notificationCategorySchema } from '../enums/enum-schemas.ts';

export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_by: z.string().nullable(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  category: notificationCategorySchema,
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Counts per tab of the dropdown, for the same read state as the list. */
export const notificationTotalsSchema = z.object({
  total: z.number().int(),
  cities: z.number().int(),
  states: z.number().int(),
  companies: z.number().int(),
  matches: z.number().int(),
  interests: z.number().int(),
});

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  totals: notificationTotalsSchema,
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use 0 ou 1' })
  .transform((value) => value === '1' || value === 'true');

export const notificationListQuerySchema = z.object({
  category: notificationCategorySchema.optional(),
  is_read: flag.optional(),
  limit: z.coerce
    .number({ error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .int({ error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .min(1, { error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .max(200, { error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .default(50),
});
