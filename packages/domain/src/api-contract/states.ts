import { z } from 'zod';
import { listQuerySchema } from './list-query.ts';
import { flagParam, idListParam } from './query-params.ts';
import { indicatorValueSchema, leaderSchema, proposalCountersSchema } from './territory-items.ts';

export const STATE_SORT_KEYS = ['name', 'uf', 'code', 'region', 'populacao_estimada'] as [
  string,
  ...string[],
];

export const statesQuerySchema = listQuerySchema(
  {
    show_demographic_data: flagParam.optional(),
    only_favorites: flagParam.optional(),
    only_customer: flagParam.optional(),
    ufs: idListParam.optional(),
    id: idListParam.optional(),
    vocation: idListParam.optional(),
    incentives: z
      .string()
      .regex(/^[a-z,]+$/, { error: 'Incentivos inválidos' })
      .optional(),
    code: z.coerce.number({ error: 'Código IBGE inválido' }).int().min(11).max(53).optional(),
    name: z.string().trim().max(100).optional(),
  },
  { sortKeys: STATE_SORT_KEYS, defaultLimit: 50, maxLimit: 200, formats: ['json', 'csv'] },
);
export type StatesQuery = z.output<typeof statesQuerySchema>;

export const stateItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uf: z.string(),
  code: z.number().int(),
  region: z.string(),
  governor: leaderSchema.nullable(),
  proposals: proposalCountersSchema,
  vocations: z.array(z.string()),
  benefits: z.array(z.string()),
  description: z.string().nullable(),
  has_permission_to_edit: z.boolean(),
  is_favorite: z.boolean(),
  featured_image: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]),
  latitude: z.number(),
  longitude: z.number(),
  wiki_description: z.string().nullable(),
  wiki_image: z.string().nullable(),
  population: z.number().nullable(),
  companies: z.object({ total: z.number().int() }),
  ranking: z.object({
    proposals: z.object({ total: z.object({ open: z.number().int() }) }),
    politicians: z.object({ total: z.number().int() }),
  }),
  demographic_data: z.array(indicatorValueSchema).optional(),
});
export type StateItem = z.infer<typeof stateItemSchema>;
