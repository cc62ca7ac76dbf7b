import { z } from 'zod';
import { SECTOR_KEYS, type SectorKey } from './demo-sectors.ts';
import { readSeedData } from './seed-data.ts';

/**
 * CNAE 2.3 subclasses used by the demo companies, with their official descriptions
 * (IBGE/Concla), grouped by the sector that shapes company names and opportunities.
 */
export const CNAE_ACTIVITIES = readSeedData(
  'cnae-activities.json',
  z.array(
    z.object({
      code: z.string().regex(/^\d{7}$/),
      text: z.string(),
      sector: z.string().refine((key) => SECTOR_KEYS.includes(key), 'setor desconhecido'),
      /** Words a company name built around this activity uses instead of its sector's. */
      nameWords: z
        .object({ before: z.array(z.string()).optional(), after: z.array(z.string()).optional() })
        .optional(),
    }),
  ),
);

export type CnaeActivity = (typeof CNAE_ACTIVITIES)[number];

export const CNAE_BY_CODE = new Map(CNAE_ACTIVITIES.map((entry) => [entry.code, entry]));

export const activitiesOfSector = (sector: SectorKey) =>
  CNAE_ACTIVITIES.filter((entry) => entry.sector === sector);
