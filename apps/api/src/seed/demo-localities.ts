import { z } from 'zod';
import { readSeedData } from './seed-data.ts';

const pair = z.tuple([z.number(), z.number()]);

const localitySchema = z.object({
  /** Paragraphs of the profile: general, uncontroversial facts only. */
  description: z.array(z.string()),
  /** The day the locality passed its economic-freedom law. */
  economicFreedomLawAt: z.iso.date(),
  cityHall: z.object({
    zip: z.string(),
    street: z.string(),
    number: z.string(),
    neighborhood: z.string(),
  }),
  /** Benefit types by slug; the land's map link is added from the locality's position. */
  benefits: z.array(
    z.object({
      slug: z.string(),
      description: z.string(),
      identification: z.string().optional(),
      area_m2: z.number().optional(),
      estimated_value: z.number().optional(),
      restrictions: z.string().optional(),
    }),
  ),
  /** The customer's administrator is the contact, with the office's mailbox, site and phones. */
  contact: z.object({
    email: z.string(),
    linkedin: z.string(),
    mobilePhones: z.union([z.literal(1), z.literal(2)]),
  }),
  vocations: z.array(z.string()),
  /**
   * A small polygon near the seat: `offset` from the seat to its first corner, `corners` from
   * there (closed, as GeoJSON requires), and `inside` a point within it for the map link.
   */
  industrialArea: z
    .object({ name: z.string(), offset: pair, corners: z.array(pair), inside: pair })
    .nullable(),
  updatedAt: z.iso.datetime(),
});

export type Locality = z.output<typeof localitySchema>;

/** The locality profiles kept by the city customer (Bauru) and the state customer (São Paulo). */
export const LOCALITIES = readSeedData(
  'localities.json',
  z.object({ city: localitySchema, state: localitySchema }),
);
