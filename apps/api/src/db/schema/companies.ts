import {
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
import { createdAt, money, trigramSearchIndex, updatedAt } from './columns.ts';
import { mediaType } from './enums.ts';
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
    name: text('name'),
    responsibility: text('responsibility'),
    phone: varchar('phone', { length: 11 }),
    mobilePhone: varchar('mobile_phone', { length: 11 }),
    mobilePhone2: varchar('mobile_phone_2', { length: 11 }),
    email: text('email'),
    linkedin: text('linkedin'),
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
    type: mediaType('type').notNull(),
    name: text('name'),
    path: text('path').notNull(),
    originalName: text('original_name'),
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
 * How many companies each municipality has in each registration status (`city_id` 0: none, a
 * company abroad; `status` '' when Receita gives none), so that the unfiltered map and totals,
 * and those filtered by places and status, read a few thousand rows instead of counting
 * millions. Rebuilt by a trigger on `data_sources` when a Receita release is recorded or
 * removed (migration 0009), and kept up by the registration of a company by hand, in its
 * transaction.
 */
export const companyCityTallies = pgTable(
  'company_city_tallies',
  {
    cityId: integer('city_id').notNull(),
    status: varchar('status', { length: 2 }).notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.status] })],
);
