import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { proposals } from './proposals.ts';
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
  (t) => [
    primaryKey({ columns: [t.division, t.cityId] }),
    // A municipality's or a state's quotients in every division, read without a scan.
    index('city_division_quotients_city').on(t.cityId, t.division, t.quotient),
  ],
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

/**
 * The best 10 places of each open private opportunity under its category's default weights,
 * as last computed, with the 10th score: a change to one municipality recomputes a project
 * only where that municipality's score reaches it (docs/matching.md, "Alerts"). last_alert_at
 * is when the project's users were last told of a new place among them, at most once a day.
 */
export const projectMatchTops = pgTable('project_match_tops', {
  proposalId: integer('proposal_id')
    .primaryKey()
    .references(() => proposals.id, { onDelete: 'cascade' }),
  cityIds: integer('city_ids').array().notNull(),
  tenthScore: doublePrecision('tenth_score'),
  computedAt: timestamptz('computed_at').notNull().defaultNow(),
  lastAlertAt: timestamptz('last_alert_at'),
});

/**
 * Evaluations still to run for the alerts: a project created, opened or edited (proposal_id),
 * or a municipality whose profile or public opportunities changed (city_id). Written in the
 * transaction of the change, so none is lost when the process stops before running it; one
 * pending row per subject. claimed_at marks one being run; a claim older than a few minutes
 * is taken as abandoned and run again.
 */
export const matchAlertQueue = pgTable(
  'match_alert_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    proposalId: integer('proposal_id'),
    cityId: integer('city_id'),
    /** A project created or opened: every place of its best 10 is new to it. */
    fresh: boolean('fresh').notNull().default(false),
    queuedAt: timestamptz('queued_at').notNull().defaultNow(),
    claimedAt: timestamptz('claimed_at'),
  },
  (t) => [
    uniqueIndex('match_alert_queue_subject_idx')
      .on(sql`coalesce(${t.proposalId}, 0)`, sql`coalesce(${t.cityId}, 0)`)
      .where(sql`${t.claimedAt} is null`),
  ],
);
