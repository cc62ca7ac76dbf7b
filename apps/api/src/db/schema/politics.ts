import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, isDemo, trigramSearchIndex, updatedAt } from './columns.ts';
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
});

export const politicians = pgTable(
  'politicians',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name: the key of name search and alphabetical order. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
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
    isElected: boolean('is_elected').notNull().default(true),
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
  ],
);
