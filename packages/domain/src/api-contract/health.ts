import { z } from 'zod';

export const DATABASE_ENGINES = ['pglite', 'postgresql'] as const;

export type DatabaseEngine = (typeof DATABASE_ENGINES)[number];

const count = z.number().int().nonnegative();

/**
 * The company list's index (held in memory, rebuilt after each change to the registry): off,
 * current (lists answer from it), building, or stale (lists answer from SQL until a list
 * request starts a build).
 */
export const COMPANY_LIST_INDEX_STATES = ['off', 'current', 'building', 'stale'] as const;
export type CompanyListIndexState = (typeof COMPANY_LIST_INDEX_STATES)[number];

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
  company_list_index: z.enum(COMPANY_LIST_INDEX_STATES),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
