import { sql } from 'drizzle-orm';
import {
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, isDemo, timestamptz, trigramSearchIndex, updatedAt } from './columns.ts';

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    code: smallint('code').notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    wikiDescription: text('wiki_description'),
    wikiImage: text('wiki_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('states_code_key').on(t.code), uniqueIndex('states_uf_key').on(t.uf)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    code: integer('code').notNull(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name: the key of name search and alphabetical order. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    isCapital: smallint('is_capital').notNull().default(0),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** x = longitude, y = latitude, so that `location <@ polygon` filters use the GiST index. */
    location: point('location', { mode: 'xy' }).notNull(),
    siafiCode: varchar('siafi_code', { length: 4 }),
    areaCode: varchar('area_code', { length: 2 }),
    postalCode: varchar('postal_code', { length: 8 }),
    wikiDescription: text('wiki_description'),
    wikiImage: text('wiki_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cities_code_key').on(t.code),
    index('cities_state_id_idx').on(t.stateId),
    // Receita names municipalities by SIAFI code: two cities with one code would duplicate
    // every establishment of it in a load.
    uniqueIndex('cities_siafi_code_key').on(t.siafiCode),
    index('cities_location_idx').using('gist', t.location),
    index('cities_name_search_idx').using('gin', trigramSearchIndex('name')),
    index('cities_name_key_idx').on(t.nameKey, t.id),
  ],
);

/** Demographic and economic indicators (spec 2 §3): one row per municipality and indicator. */
export const cityIndicators = pgTable(
  'city_indicators',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    indicator: varchar('indicator', { length: 64 }).notNull(),
    valueNumber: doublePrecision('value_number'),
    valueText: text('value_text'),
    year: smallint('year'),
    source: text('source').notNull(),
    isDemo: isDemo(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.indicator] }),
    index('city_indicators_indicator_value_idx').on(t.indicator, t.valueNumber, t.cityId),
  ],
);

export const stateIndicators = pgTable(
  'state_indicators',
  {
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    indicator: varchar('indicator', { length: 64 }).notNull(),
    valueNumber: doublePrecision('value_number'),
    valueText: text('value_text'),
    year: smallint('year'),
    source: text('source').notNull(),
    isDemo: isDemo(),
  },
  (t) => [primaryKey({ columns: [t.stateId, t.indicator] })],
);

/** Administrative boundaries as GeoJSON geometries: states, and municipalities once imported. */
export const boundaries = pgTable(
  'boundaries',
  {
    level: varchar('level', { length: 8 }).notNull(),
    code: integer('code').notNull(),
    geometry: jsonb('geometry').notNull(),
    source: text('source').notNull(),
    loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] })],
);

/** Incentive kinds a locality or a public opportunity offers (IPTU, ITBI, ISS, OUTROS, terreno). */
export const benefitTypes = pgTable('benefit_types', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 32 }).notNull().unique(),
  description: text('description').notNull(),
  position: smallint('position').notNull().default(0),
});

export const regionalVocations = pgTable('regional_vocations', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  description: text('description').notNull(),
});
