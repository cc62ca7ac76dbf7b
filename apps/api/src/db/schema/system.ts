import { date, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns.ts';

/** Facts about this installation: its identity marker, reference and demo data loads. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** When each data source was last loaded, how many rows it gave and what it skipped. */
export const dataSources = pgTable('data_sources', {
  source: varchar('source', { length: 64 }).primaryKey(),
  version: text('version'),
  /** The date the publisher gives its release (Receita's monthly folder), when it gives one. */
  releaseDate: date('release_date', { mode: 'string' }),
  rows: integer('rows').notNull(),
  skipped: integer('skipped').notNull().default(0),
  details: jsonb('details').notNull().default({}),
  loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
});
