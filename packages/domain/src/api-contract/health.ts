import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgresql'] as const;

export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

const count = z.number().int().nonnegative();

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    engine: z.enum(DATABASE_ENGINES),
    schema_version: z.string(),
  }),
  counts: z.object({
    states: count,
    cities: count,
  }),
  demo: z.boolean(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
