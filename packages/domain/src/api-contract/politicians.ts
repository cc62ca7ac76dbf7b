import { z } from 'zod';
import { idParam } from './id-schemas.ts';
import { listQuerySchema } from './list-query.ts';

export const POLITICIAN_SORT_KEYS = ['name', 'importance', 'party', 'birth_date', 'city'] as [
  string,
  ...string[],
];

export const politiciansQuerySchema = listQuerySchema(
  {
    name: z.string().trim().max(100, { error: 'Nome muito longo' }).optional(),
    political_office: idParam.optional(),
    party: idParam.optional(),
    state: idParam.optional(),
    city: idParam.optional(),
  },
  { sortKeys: POLITICIAN_SORT_KEYS, defaultLimit: 25, maxLimit: 100 },
);
export type PoliticiansQuery = z.output<typeof politiciansQuerySchema>;

export const politicianItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  party: z
    .object({
      id: z.number().int(),
      number: z.number().int().nullable(),
      description: z.string(),
      abbreviation: z.string(),
    })
    .nullable(),
  born_in: z.object({ state: z.object({ uf: z.string() }) }).nullable(),
  birth_date: z.string().nullable(),
  situation: z.string().nullable(),
  situation_label: z.string(),
  scholarity: z.string().nullable(),
  political_office: z.object({ id: z.number().int(), description: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  state: z.object({ id: z.number().int(), uf: z.string() }).nullable(),
  email: z.string().nullable(),
  is_favorite: z.boolean(),
  meta: z.object({
    electionYear: z.number().int().nullable(),
    occupation: z.string().nullable(),
    association: z.string().nullable(),
    gender: z.string().nullable(),
    photo: z.string().nullable(),
  }),
});
export type PoliticianItem = z.infer<typeof politicianItemSchema>;

/** One candidacy of the same person (same name and birth date in TSE's files). */
export const politicianElectionSchema = z.object({
  /** The politician record of that candidacy, which /politicians/{id} opens. */
  id: z.number().int(),
  year: z.number().int().nullable(),
  political_office: z.object({ id: z.number().int(), description: z.string() }),
  party: z.object({ abbreviation: z.string() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  state: z.object({ id: z.number().int(), uf: z.string() }).nullable(),
  situation: z.string().nullable(),
  situation_label: z.string(),
  is_elected: z.boolean(),
});
export type PoliticianElection = z.infer<typeof politicianElectionSchema>;

/** GET politicians/{id}: the list item, with the place named in full and every candidacy. */
export const politicianDetailSchema = politicianItemSchema.extend({
  ballot_name: z.string().nullable(),
  is_elected: z.boolean(),
  state: z.object({ id: z.number().int(), uf: z.string(), name: z.string() }).nullable(),
  /** Newest first; the record itself is among them. */
  elections: z.array(politicianElectionSchema),
});
export type PoliticianDetail = z.infer<typeof politicianDetailSchema>;

export const catalogueQuerySchema = listQuerySchema(
  { name: z.string().trim().max(100).optional() },
  { sortKeys: ['name'], defaultLimit: 50, maxLimit: 1000 },
);
