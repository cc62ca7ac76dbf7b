import { z } from 'zod';

export const localityFileSchema = z.object({
  id: z.number().int(),
  type: z.enum(['image', 'document', 'video']),
  name: z.string().nullable(),
  path: z.string(),
  original_name: z.string().nullable(),
  url: z.string().nullable(),
});
export type LocalityFile = z.infer<typeof localityFileSchema>;

export const localityContactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  responsibility: z.string().nullable(),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  mobile_phone_2: z.string().nullable(),
  email: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type LocalityContact = z.infer<typeof localityContactSchema>;

/**
 * GET locations/{IBGE code}, 7 digits for a city and 2 for a state (spec 2 §3 'Location'):
 * what an editor filled for the place. The answer is null while the place is not enabled.
 */
export const localityProfileSchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  economic_freedom_law_at: z.string().nullable(),
  industrial_area: z.unknown(),
  vocations: z.array(z.object({ id: z.number().int(), description: z.string() })),
  benefits: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      type_description: z.string(),
      description: z.string(),
      identification: z.string().nullable(),
      area: z.number().nullable(),
      estimated_value: z.number().nullable(),
      restrictions: z.string().nullable(),
      url_map: z.string().nullable(),
    }),
  ),
  contacts: z.array(localityContactSchema),
  city_hall: z.object({
    zip: z.string().nullable(),
    street: z.string().nullable(),
    number: z.string().nullable(),
    neighborhood: z.string().nullable(),
    city_id: z.number().int().nullable(),
    city: z
      .object({ id: z.number().int(), name: z.string(), state: z.object({ uf: z.string() }) })
      .nullable(),
  }),
  images: z.array(localityFileSchema),
  multimedia: z.array(localityFileSchema),
  customer: z.object({ id: z.number().int() }).nullable(),
  responsible: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type LocalityProfile = z.infer<typeof localityProfileSchema>;
