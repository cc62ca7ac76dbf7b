import { z } from 'zod';

/** Bumped whenever a shared schema changes incompatibly, so a stale web build can notice. */
export const CONTRACT_VERSION = '1';

export const clientConfigResponseSchema = z.object({
  demo: z.boolean(),
  version: z.string(),
  map: z.object({
    route_tiles_url: z.string().nullable(),
    satellite_tiles_url: z.string().nullable(),
  }),
  contract_version: z.string(),
});

export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
