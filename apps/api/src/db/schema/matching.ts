import {
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './tenancy.ts';

/**
 * The location quotient of each CNAE division in each municipality, from the active
 * establishments of the Receita release in use: the division's share of the municipality's
 * establishments over its share of Brazil's. Rebuilt by one statement when a release is
 * recorded (migration 0029); a division a covered municipality lacks has no row (quotient 0).
 */
export const cityDivisionQuotients = pgTable(
  'city_division_quotients',
  {
    division: smallint('division').notNull(),
    cityId: integer('city_id').notNull(),
    establishments: integer('establishments').notNull(),
    quotient: doublePrecision('quotient').notNull(),
  },
  (t) => [primaryKey({ columns: [t.division, t.cityId] })],
);

/**
 * The national bounds each match criterion is normalised against: minimum and maximum over
 * all municipalities, with the year of the indicator or the date of the Receita release they
 * come from. Recomputed only when that data is loaded, so a score never moves between loads
 * (docs/matching.md). Division is 0 except for the location quotient, bounded per division.
 */
export const matchBounds = pgTable(
  'match_bounds',
  {
    criterion: varchar('criterion', { length: 32 }).notNull(),
    division: smallint('division').notNull().default(0),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    dataYear: smallint('data_year'),
    releaseDate: date('release_date', { mode: 'string' }),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.criterion, t.division] })],
);

/**
 * A user's own weights for the match score of one project category (docs/matching.md): they
 * replace the category's defaults in that user's views only.
 */
export const userMatchWeights = pgTable(
  'user_match_weights',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 32 }).notNull(),
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
