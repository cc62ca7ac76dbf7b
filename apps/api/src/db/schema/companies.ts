import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  contactColumns,
  createdAt,
  mediaColumns,
  money,
  trigramSearchIndex,
  updatedAt,
} from './columns.ts';
import { users } from './tenancy.ts';
import { cities } from './territory.ts';

/** CNAE (Classificação Nacional de Atividades Econômicas) catalogue. */
export const activities = pgTable(
  'activities',
  {
    code: varchar('code', { length: 7 }).primaryKey(),
    text: text('text').notNull(),
  },
  () => [index('activities_text_search_idx').using('gin', trigramSearchIndex('text'))],
);

/** What a customer adds to a company's public record: logo, description, contacts, files. */
export const companyInfos = pgTable('company_infos', {
  cnpj: varchar('cnpj', { length: 14 }).primaryKey(),
  logo: text('logo'),
  description: text('description'),
  updatedBy: integer('updated_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyContacts = pgTable(
  'company_contacts',
  {
    id: serial('id').primaryKey(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    ...contactColumns(),
    site: text('site'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('company_contacts_cnpj_idx').on(t.cnpj, t.position)],
);

export const companyMedia = pgTable(
  'company_media',
  {
    id: serial('id').primaryKey(),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    ...mediaColumns(),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('company_media_cnpj_idx').on(t.cnpj, t.position)],
);

/**
 * A company registered by hand because no Receita release has it yet. The record is the
 * product's own and outlives every reload; the Receita loader adds it to the company table
 * for as long as the release it loads does not bring that CNPJ.
 */
export const manualCompanies = pgTable('manual_companies', {
  cnpj: varchar('cnpj', { length: 14 }).primaryKey(),
  name: text('name').notNull(),
  businessName: text('business_name'),
  mainActivityCode: varchar('main_activity_code', { length: 7 })
    .notNull()
    .references(() => activities.code),
  shareCapital: money('share_capital'),
  openAt: date('open_at', { mode: 'string' }),
  postalCode: varchar('postal_code', { length: 8 }).notNull(),
  streetName: text('street_name').notNull(),
  streetNumber: text('street_number'),
  subunit: text('subunit'),
  district: text('district'),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  email: text('email'),
  phone: varchar('phone', { length: 11 }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * How many companies each municipality has in each combination of the list's coded filters:
 * the establishment's own UF, registration status, size, Simples and MEI (`city_id` 0: none, a
 * company abroad; `state` '' when Receita gives no UF; `status` '' when it gives none;
 * `company_size` '00', not informed, when it gives none; Simples and MEI true only for
 * companies that opted in). The UF is kept apart from the municipality because the list
 * filters a state by it, and Receita's UF and municipality do not always agree (decision
 * 0023). Totals and the map of a filter on these and on places read a few thousand rows
 * instead of counting millions (decision 0011). Rebuilt by a trigger on `data_sources` when a
 * Receita release is recorded or removed (migrations 0009, 0010 and 0023), and kept up by the
 * registration of a company by hand, in its transaction.
 */
export const companyCityTallies = pgTable(
  'company_city_tallies',
  {
    cityId: integer('city_id').notNull(),
    state: char('state', { length: 2 }).notNull().default(''),
    status: varchar('status', { length: 2 }).notNull(),
    companySize: varchar('company_size', { length: 2 }).notNull().default('00'),
    simples: boolean('simples').notNull().default(false),
    mei: boolean('mei').notNull().default(false),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'company_city_tallies_key',
      columns: [t.cityId, t.state, t.status, t.companySize, t.simples, t.mei],
    }),
  ],
);

/**
 * The same tallies per state, by the establishment's own UF as the list filters it (`state_id`
 * 0: abroad, or no UF), some thousand rows nationwide: the totals of a filter that names no
 * municipality read these.
 */
export const companyStateTallies = pgTable(
  'company_state_tallies',
  {
    stateId: integer('state_id').notNull(),
    status: varchar('status', { length: 2 }).notNull(),
    companySize: varchar('company_size', { length: 2 }).notNull(),
    simples: boolean('simples').notNull(),
    mei: boolean('mei').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'company_state_tallies_key',
      columns: [t.stateId, t.status, t.companySize, t.simples, t.mei],
    }),
  ],
);

/**
 * A fixed, uniform sample of the registry's establishments (about 50,000; all of them in a
 * smaller registry), with the columns the list filters on and their names as name search
 * compares them (lower-case, without accents). Rebuilt with the tallies when a Receita release
 * is recorded (migration 0020). The estimate of a filter the tallies cannot count, and the map
 * of one too wide to group, count it here: a narrow table read in order, whose names need no
 * `unaccent` per row (decision 0020). `position` orders it at random: its first N rows are a
 * sample of N.
 */
export const companySample = pgTable('company_sample', {
  position: integer('position').primaryKey(),
  cnpj: varchar('cnpj', { length: 14 }).notNull(),
  nameKey: text('name_key').notNull(),
  businessNameKey: text('business_name_key'),
  status: varchar('status', { length: 2 }),
  state: char('state', { length: 2 }),
  mainActivityCode: varchar('main_activity_code', { length: 7 }),
  companySize: varchar('company_size', { length: 2 }),
  shareCapital: money('share_capital'),
  openAt: date('open_at', { mode: 'string' }),
  simples: boolean('simples'),
  mei: boolean('mei'),
  cityId: integer('city_id'),
  /** 1 head office (matriz), 2 branch (filial); migration 0031. */
  type: smallint('type').notNull().default(1),
});

/**
 * One row whose number grows with every statement that writes the registry
 * (`receita.companies`), in that statement's transaction (a trigger, migration 0026), and with
 * every release swapped in: what is kept in memory from the registry (the company list's index,
 * decision 0025) is current while its number is this one.
 */
export const companyRegistryVersion = pgTable('company_registry_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});
