import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, trigramSearchIndex } from './columns.ts';

/**
 * The Receita Federal CNPJ release, as loaded. A reload builds a complete copy in a schema of
 * its own and swaps it in at once (docs/importers.md), so these tables hold nothing the
 * product's users wrote: that data is keyed by CNPJ in the public schema and survives.
 */
export const receita = pgSchema('receita');

export type CompanyPhone = { ddd: string; phone: string };

/**
 * One establishment (a 14-character CNPJ) with its company's fields (from Empresas), its
 * Simples/MEI option and its municipality mapped to IBGE.
 */
export const companies = receita.table(
  'companies',
  {
    cnpj: varchar('cnpj', { length: 14 }).primaryKey(),
    cnpjBasico: char('cnpj_basico', { length: 8 }).notNull(),
    name: text('name').notNull(),
    businessName: text('business_name'),
    legalNatureCode: varchar('legal_nature_code', { length: 4 }),
    responsibleQualificationCode: varchar('responsible_qualification_code', { length: 2 }),
    /** porte: 00 não informado, 01 micro, 03 pequeno porte, 05 demais. */
    companySize: varchar('company_size', { length: 2 }),
    federativeEntity: text('federative_entity'),
    shareCapital: money('share_capital'),
    /** 1 head office (matriz), 2 branch (filial). */
    type: smallint('type').notNull().default(1),
    /** situacao_cadastral code: 01 nula, 02 ativa, 03 suspensa, 04 inapta, 08 baixada. */
    status: varchar('status', { length: 2 }),
    statusAt: date('status_at', { mode: 'string' }),
    statusReasonCode: varchar('status_reason_code', { length: 2 }),
    foreignCityName: text('foreign_city_name'),
    countryCode: varchar('country_code', { length: 3 }),
    openAt: date('open_at', { mode: 'string' }),
    mainActivityCode: varchar('main_activity_code', { length: 7 }),
    secondaryActivityCodes: varchar('secondary_activity_codes', { length: 7 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    streetType: text('street_type'),
    streetName: text('street_name'),
    streetNumber: text('street_number'),
    subunit: text('subunit'),
    district: text('district'),
    postalCode: varchar('postal_code', { length: 8 }),
    state: char('state', { length: 2 }),
    /** The municipality as Receita codes it (SIAFI), and as the product does (IBGE). */
    siafiCode: varchar('siafi_code', { length: 4 }),
    cityCode: integer('city_code'),
    cityId: integer('city_id'),
    /** The municipality's name, kept here so that sorting by it walks one index. */
    cityName: text('city_name'),
    phones: jsonb('phones').$type<CompanyPhone[]>().notNull().default([]),
    email: text('email'),
    specialStatus: text('special_status'),
    specialStatusAt: date('special_status_at', { mode: 'string' }),
    simples: boolean('simples'),
    simplesSince: date('simples_since', { mode: 'string' }),
    simplesUntil: date('simples_until', { mode: 'string' }),
    mei: boolean('mei'),
    meiSince: date('mei_since', { mode: 'string' }),
    meiUntil: date('mei_until', { mode: 'string' }),
    /** 'receita', or 'manual' for a company registered by hand that no release has brought. */
    source: varchar('source', { length: 8 }).notNull().default('receita'),
  },
  (t) => [
    index('companies_cnpj_prefix_idx').using('btree', sql`${t.cnpj} varchar_pattern_ops`),
    index('companies_cnpj_basico_idx').on(t.cnpjBasico),
    // One index per sort order the list offers (ascending, and descending with nulls last),
    // each ending with the CNPJ that breaks ties in the same direction, and including the
    // filter columns, so that a page walks it without reading a row for the entries its filter
    // drops: in migration 0017, since Drizzle cannot declare INCLUDE columns (decision 0016).
    index('companies_city_idx').on(t.cityId, sql`${t.shareCapital} desc nulls last`),
    index('companies_state_idx').on(t.state, sql`${t.shareCapital} desc nulls last`),
    index('companies_activity_idx').on(t.mainActivityCode, sql`${t.shareCapital} desc nulls last`),
    // The filters' cells: (status, state, CNAE) with the other filter columns and the CNPJ
    // included, in migration 0016 (Drizzle cannot declare INCLUDE columns). A filter on them
    // finds its matches in the index alone; it also answers a filter on status by itself.
    index('companies_name_search_idx').using('gin', trigramSearchIndex('name')),
    index('companies_business_name_search_idx').using('gin', trigramSearchIndex('business_name')),
  ],
);

/**
 * A partner (sócio) of a company, by the company's 8-character root as Socios gives it. A
 * person keeps the masked CPF (`***123456**`) and is told apart by `person_key`: the six
 * digits shown plus the normalised name.
 */
export const partners = receita.table(
  'partners',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    companyCnpjBasico: char('company_cnpj_basico', { length: 8 }).notNull(),
    /** company, person or foreign. */
    kind: varchar('kind', { length: 8 }).notNull(),
    name: text('name').notNull(),
    document: varchar('document', { length: 14 }),
    personKey: text('person_key'),
    /** For a company partner, its CNPJ root, to reach its establishments. */
    partnerCnpjBasico: char('partner_cnpj_basico', { length: 8 }),
    qualificationCode: varchar('qualification_code', { length: 2 }),
    entryDate: date('entry_date', { mode: 'string' }),
    countryCode: varchar('country_code', { length: 3 }),
    representativeName: text('representative_name'),
    representativeDocument: varchar('representative_document', { length: 14 }),
    representativeQualificationCode: varchar('representative_qualification_code', {
      length: 2,
    }),
    ageRange: smallint('age_range'),
  },
  (t) => [
    index('partners_company_idx').on(t.companyCnpjBasico),
    // With the company: a layer of the connections graph reads these indexes alone.
    index('partners_person_key_idx').on(t.personKey, t.companyCnpjBasico),
    index('partners_partner_cnpj_basico_idx').on(t.partnerCnpjBasico, t.companyCnpjBasico),
    // Partners known by name only (foreign, or without a CPF): the graph's third kind of node.
    index('partners_named_idx')
      .on(t.name, t.companyCnpjBasico)
      .where(sql`${t.personKey} is null and ${t.partnerCnpjBasico} is null`),
    index('partners_name_search_idx').using('gin', trigramSearchIndex('name')),
    // A person's name without the CPF digits: how politicians are matched to partners.
    index('partners_person_name_idx').on(sql`substr(${t.personKey}, 8)`),
  ],
);

/**
 * Every partner identity once (a person by `person_key`, a company by its root, anyone else by
 * name), with the number of companies it is a partner of: what name suggestions return.
 */
export const partnerIdentities = receita.table('partner_identities', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  /** `p:<person key>`, `c:<CNPJ root>` or `f:<name>`, as the connections graph names nodes. */
  identity: text('identity').notNull(),
  kind: varchar('kind', { length: 8 }).notNull(),
  name: text('name').notNull(),
  /** The name in lower case, without accents or repeated spaces. */
  nameKey: text('name_key').notNull(),
  document: varchar('document', { length: 14 }),
  companies: integer('companies').notNull(),
});

/**
 * Each word of each identity's name key: suggestions find names by the beginning of any of
 * their words, reading this index in order (the closest word first, then the identities in
 * more companies) and stopping at the page, however common the word.
 */
export const partnerNameWords = receita.table(
  'partner_name_words',
  {
    word: text('word').notNull(),
    identityId: bigint('identity_id', { mode: 'number' }).notNull(),
    companies: integer('companies').notNull(),
  },
  (t) => [
    index('partner_name_words_word_idx').on(
      sql`${t.word} text_pattern_ops`,
      sql`${t.companies} desc`,
      t.identityId,
    ),
  ],
);

/** Receita's code tables: natureza, qualificacao, motivo, pais, municipio (SIAFI). */
export const registryCodes = receita.table(
  'registry_codes',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);
