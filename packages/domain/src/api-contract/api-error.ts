import { z } from 'zod';

/** Body of every error answer: a pt-BR message for people, a stable code for programs. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
