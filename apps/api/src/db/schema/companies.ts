import {
  char,
  date,
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
import { createdAt, isDemo, money, trigramSearchIndex, updatedAt } from './columns.ts';
import { mediaType, partnerKind } from './enums.ts';
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

/** Receita Federal code tables: natureza jurídica, qualificação, motivo, país. */
export const registryCodes = pgTable(
  'registry_codes',
  {
    kind: varchar('kind', { length: 24 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

export type CompanyPhone = { ddd: string; phone: string };

/** An establishment registered with Receita Federal, identified by its 14-digit CNPJ. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    cnpj: char('cnpj', { length: 14 }).notNull(),
    cnpjBasico: char('cnpj_basico', { length: 8 }).notNull(),
    name: text('name').notNull(),
    businessName: text('business_name'),
    legalNatureCode: varchar('legal_nature_code', { length: 4 }),
    companySize: varchar('company_size', { length: 2 }),
    /** 1 head office (matriz), 2 branch (filial). */
    type: smallint('type').notNull().default(1),
    mainActivityCode: varchar('main_activity_code', { length: 7 }).references(
      () => activities.code,
    ),
    cityId: integer('city_id').references(() => cities.id),
    cityCode: integer('city_code'),
    state: char('state', { length: 2 }),
    streetType: text('street_type'),
    streetName: text('street_name'),
    streetNumber: varchar('street_number', { length: 32 }),
    subunit: text('subunit'),
    district: text('district'),
    postalCode: varchar('postal_code', { length: 8 }),
    email: text('email'),
    phones: jsonb('phones').$type<CompanyPhone[]>().notNull().default([]),
    shareCapital: money('share_capital'),
    openAt: date('open_at', { mode: 'string' }),
    /** situacao_cadastral code: 01 nula, 02 ativa, 03 suspensa, 04 inapta, 08 baixada. */
    status: varchar('status', { length: 2 }),
    statusReason: text('status_reason'),
    statusAt: date('status_at', { mode: 'string' }),
    statusReasonCode: varchar('status_reason_code', { length: 4 }),
    location: point('location', { mode: 'xy' }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_cnpj_key').on(t.cnpj),
    index('companies_cnpj_basico_idx').on(t.cnpjBasico),
    index('companies_city_id_idx').on(t.cityId),
    index('companies_city_code_share_capital_idx').on(t.cityCode, t.shareCapital),
    index('companies_state_idx').on(t.state),
    index('companies_share_capital_idx').on(t.shareCapital),
    index('companies_main_activity_idx').on(t.mainActivityCode),
    index('companies_name_search_idx').using('gin', trigramSearchIndex('name')),
    index('companies_business_name_search_idx').using('gin', trigramSearchIndex('business_name')),
    index('companies_location_idx').using('gist', t.location),
  ],
);

export const companySecondaryActivities = pgTable(
  'company_secondary_activities',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    activityCode: varchar('activity_code', { length: 7 })
      .notNull()
      .references(() => activities.code),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.activityCode] }),
    index('company_secondary_activities_code_idx').on(t.activityCode),
  ],
);

/** What a customer adds to a company's public record: logo, description, contacts, files. */
export const companyInfos = pgTable('company_infos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
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
  (t) => [index('company_contacts_company_id_idx').on(t.companyId)],
);

export const companyMedia = pgTable(
  'company_media',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: mediaType('type').notNull(),
    name: text('name'),
    path: text('path').notNull(),
    originalName: text('original_name'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('company_media_company_id_idx').on(t.companyId)],
);

/** People who appear as partners (sócios); CPFs arrive masked from Receita (***123456**). */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    document: varchar('document', { length: 14 }),
    isDemo: isDemo(),
  },
  (t) => [
    uniqueIndex('persons_name_document_key').on(t.name, t.document),
    index('persons_name_search_idx').using('gin', trigramSearchIndex('name')),
  ],
);

/**
 * Ownership edge: a person, a company or a foreign entity holds a share of a company
 * (identified by its 8-digit root, as Receita's Socios file does).
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    companyCnpjBasico: char('company_cnpj_basico', { length: 8 }).notNull(),
    kind: partnerKind('kind').notNull(),
    personId: integer('person_id').references(() => persons.id),
    partnerCnpj: char('partner_cnpj', { length: 14 }),
    name: text('name').notNull(),
    document: varchar('document', { length: 14 }),
    qualificationCode: varchar('qualification_code', { length: 4 }),
    entryDate: date('entry_date', { mode: 'string' }),
    countryCode: varchar('country_code', { length: 4 }),
    legalRepresentativeName: text('legal_representative_name'),
    legalRepresentativeDocument: varchar('legal_representative_document', { length: 14 }),
    legalRepresentativeQualificationCode: varchar('legal_representative_qualification_code', {
      length: 4,
    }),
    ageRange: smallint('age_range'),
    isDemo: isDemo(),
  },
  (t) => [
    index('partners_company_idx').on(t.companyCnpjBasico),
    index('partners_person_idx').on(t.personId),
    index('partners_partner_cnpj_idx').on(t.partnerCnpj),
    index('partners_name_search_idx').using('gin', trigramSearchIndex('name')),
  ],
);
