import { z } from 'zod';
import { readSeedData } from './seed-data.ts';

/** A key of sectors.json: 'agriculture', 'dairy', 'holding', … */
export type SectorKey = string;

const profileSchema = z.object({
  /** Relative share of companies in the demo set. */
  weight: z.number().nonnegative(),
  /** Title words of a razão social: before the brand ('CONSTRUTORA X') or after it ('X ALIMENTOS'). */
  nameWords: z.object({
    before: z.array(z.string()).optional(),
    after: z.array(z.string()).optional(),
  }),
  /** Beginnings of coined brands: 'NUTRI' + 'VALE' = 'NUTRIVALE'. */
  brandPrefixes: z.array(z.string()),
  /** Sectors whose activities appear as secondary ones. */
  related: z.array(z.string()),
  /** Typical share capital, in reais, on a logarithmic scale. */
  capital: z.tuple([z.number(), z.number()]),
  /** The facility a private opportunity expands or builds, with its article ('a' or 'o'). */
  facility: z.object({ name: z.string(), article: z.enum(['a', 'o']) }),
  /** What the opportunity adds, in the plural: 'queijos e iogurtes'. */
  products: z.string(),
});

export type SectorProfile = z.output<typeof profileSchema>;

const SECTOR_PROFILES = readSeedData(
  'sectors.json',
  z.record(z.string(), profileSchema).superRefine((profiles, context) => {
    for (const [key, profile] of Object.entries(profiles)) {
      for (const related of profile.related) {
        if (!(related in profiles))
          context.addIssue({
            code: 'custom',
            message: `setor ${key}: relacionado ${related} ausente`,
          });
      }
    }
  }),
);

/** In the file's order, which the weighted draw of a sector depends on. */
export const SECTOR_KEYS: readonly SectorKey[] = Object.keys(SECTOR_PROFILES);

export function sectorProfile(key: SectorKey): SectorProfile {
  const profile = SECTOR_PROFILES[key];
  if (!profile) throw new Error(`Setor ${key} ausente de sectors.json`);
  return profile;
}
