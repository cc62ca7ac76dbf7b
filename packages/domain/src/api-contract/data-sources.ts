import { z } from 'zod';

/** The public data the product is built on. */
export const DATA_SOURCE_KEYS = ['receita', 'ibge', 'tse', 'reference'] as const;
export type DataSourceKey = (typeof DATA_SOURCE_KEYS)[number];

/**
 * GET data-sources: each source with the date of the release loaded (`release_date`,
 * yyyy-mm-dd) and when it was loaded; both null for a source never loaded.
 */
export const dataSourceSchema = z.object({
  key: z.enum(DATA_SOURCE_KEYS),
  name: z.string(),
  release_date: z.string().nullable(),
  loaded_at: z.string().nullable(),
  rows: z.number().int().nullable(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const dataSourcesSchema = z.object({ data: z.array(dataSourceSchema) });
