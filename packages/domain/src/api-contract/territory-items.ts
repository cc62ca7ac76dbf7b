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

const position = z.number().int().positive().nullable();

const rankCounts = z.object({
  total: z.number().int(),
  open: z.number().int(),
  completed: z.number().int(),
  ranking: z.object({ state: position, national: position }),
});

/**
 * GET cities/{id}/ranking and, without the state level, states/{id}/ranking. Places rank by
 * active (open) opportunities; tied places share a position (1, 2, 2, 4) and a place with
 * no active opportunity has none (null).
 */
export const placeRankingSchema = z.object({
  proposals: z.object({ total: z.object({ open: z.number().int() }) }),
  private: rankCounts,
  public: rankCounts,
  ranking: z.object({ position, total_of_cities: z.number().int() }),
});
export type PlaceRanking = z.infer<typeof placeRankingSchema>;

/** Elected politicians of a place by office (GET cities|states/{id}/political-offices). */
export const officeCountSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  total: z.number().int(),
});
export type OfficeCount = z.infer<typeof officeCountSchema>;

/** Parties with politicians elected in a place (GET cities|states/{id}/political-parties). */
export const partyCountSchema = z.object({
  id: z.number().int(),
  abbreviation: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  total: z.number().int(),
});
export type PartyCount = z.infer<typeof partyCountSchema>;
