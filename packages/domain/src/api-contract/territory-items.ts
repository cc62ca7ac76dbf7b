import { z } from 'zod';

export const stateRefSchema = z.object({ id: z.number().int(), uf: z.string(), name: z.string() });

export const politicalPartyRefSchema = z.object({ abbreviation: z.string() });

/** The mayor or governor shown on cards and detail pages. */
export const leaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  political_party: politicalPartyRefSchema.nullable(),
  meta: z.object({ photo: z.string().nullable(), electionYear: z.number().int().nullable() }),
});

export const indicatorValueSchema = z.object({
  indicator: z.string(),
  label: z.string(),
  value: z.union([z.number(), z.string()]).nullable(),
  year: z.number().int().nullable(),
  source: z.string(),
});

export const proposalCountersSchema = z.object({
  public: z.number().int(),
  private: z.number().int(),
});

/** Compact position on the map: [longitude, latitude], GeoJSON order. */
export const coordinatesSchema = z.tuple([z.number(), z.number()]);
