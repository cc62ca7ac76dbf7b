import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { personNameSql } from '../../lib/sql/person-name.ts';
import { createdAt, isDemo, timestamptz, trigramSearchIndex, updatedAt } from './columns.ts';
import { customers, users } from './tenancy.ts';
import { cities, states } from './territory.ts';

export const politicalParties = pgTable('political_parties', {
  id: serial('id').primaryKey(),
  abbreviation: varchar('abbreviation', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  number: smallint('number'),
});

export const politicalOffices = pgTable('political_offices', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 48 }).notNull().unique(),
  description: text('description').notNull(),
  /** Lower comes first when a place's politicians are listed by importance. */
  importance: smallint('importance').notNull(),
  level: varchar('level', { length: 16 }).notNull(),
  /** Years a term lasts: 8 for senators (and their substitutes), elected every other time. */
  termYears: smallint('term_years').notNull().default(4),
  /** The month and day a term starts, in the year after the election. */
  termStartMonth: smallint('term_start_month').notNull().default(1),
  termStartDay: smallint('term_start_day').notNull().default(1),
});

export const politicians = pgTable(
  'politicians',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name: the key of name search and alphabetical order. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    /** The name as a Receita partner's identity compares it (`person_key` after the digits). */
    personName: text('person_name').generatedAlwaysAs(sql.raw(personNameSql('name'))),
    /** Digits 4 to 9 of the CPF when TSE published it: what Receita shows of a partner. */
    cpfDigits: char('cpf_digits', { length: 6 }),
    ballotName: text('ballot_name'),
    partyId: integer('party_id').references(() => politicalParties.id),
    politicalOfficeId: integer('political_office_id')
      .notNull()
      .references(() => politicalOffices.id),
    cityId: integer('city_id').references(() => cities.id),
    stateId: integer('state_id').references(() => states.id),
    bornStateId: integer('born_state_id').references(() => states.id),
    birthDate: date('birth_date', { mode: 'string' }),
    situation: varchar('situation', { length: 32 }),
    scholarity: text('scholarity'),
    email: text('email'),
    gender: varchar('gender', { length: 32 }),
    occupation: text('occupation'),
    association: text('association'),
    photo: text('photo'),
    electionYear: smallint('election_year'),
    /** SQ_CANDIDATO of the TSE candidacy this row was published from (npm run import:tse). */
    tseCandidateSeq: bigint('tse_candidate_seq', { mode: 'number' }),
    isElected: boolean('is_elected').notNull().default(true),
    /**
     * When an elected politician's term starts: the office's day in the year after the
     * election. Kept by a trigger on every write, with `termEndsOn` (decision 0024).
     */
    termStartsOn: date('term_starts_on', { mode: 'string' }),
    /**
     * When the term ends: when the next holders of the same seats start, once their election
     * is loaded. Until then none: the latest known holders are shown as holding the office.
     */
    termEndsOn: date('term_ends_on', { mode: 'string' }),
    source: text('source').notNull(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('politicians_city_id_idx').on(t.cityId),
    index('politicians_state_id_idx').on(t.stateId),
    index('politicians_party_id_idx').on(t.partyId),
    index('politicians_office_id_idx').on(t.politicalOfficeId),
    index('politicians_name_search_idx').using('gin', trigramSearchIndex('name')),
    index('politicians_name_key_idx').on(t.nameKey, t.id),
    index('politicians_person_name_idx').on(t.personName),
    uniqueIndex('politicians_tse_candidacy_idx').on(t.electionYear, t.tseCandidateSeq),
  ],
);

/**
 * A possible link between a politician and a company (a partner of the same name in the same
 * state) that an administrator marked as wrong. Keyed by the evidence, not by row ids, so that
 * it stays hidden across reloads of TSE and Receita data. `customer_id` is whose users no
 * longer see it (a customer's administrator dismissed it); null hides it from everyone (the
 * superadmin did). One row per link and customer, nulls counted as equal, so that parallel
 * dismissals keep one (docs/possible-links.md).
 */
export const possibleLinkDismissals = pgTable(
  'possible_link_dismissals',
  {
    personName: text('person_name').notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    companyCnpjBasico: char('company_cnpj_basico', { length: 8 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('possible_link_dismissals_key')
      .on(t.personName, t.uf, t.companyCnpjBasico, t.customerId)
      .nullsNotDistinct(),
  ],
);
