import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './activity.ts';
import { createdAt, money, timestamptz, updatedAt } from './columns.ts';
import { interestLostReason, interestOrigin, interestStage } from './enums.ts';
import { proposals } from './proposals.ts';
import { customers, users } from './tenancy.ts';
import { cities, states } from './territory.ts';

/**
 * "Tenho interesse": a customer's interest in an opportunity or a locality, and the thread
 * between the users of the two customers it opens. The owner customer is resolved at
 * creation (the opportunity's customer, the city hall or the state government). `target`
 * names what the interest is in ('proposal:12', 'city:3550308', 'state:35'), so that one open
 * interest per interested customer and target is one partial unique index.
 */
export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    origin: interestOrigin('origin').notNull().default('customer'),
    interestedCustomerId: integer('interested_customer_id').references(() => customers.id),
    interestedUserId: integer('interested_user_id').references(() => users.id),
    followerUserId: integer('follower_user_id').references(() => users.id),
    /** For interests from outside the product: who to answer. */
    outsideName: text('outside_name'),
    outsideEmail: text('outside_email'),
    proposalId: integer('proposal_id').references(() => proposals.id),
    cityId: integer('city_id').references(() => cities.id),
    stateId: integer('state_id').references(() => states.id),
    target: varchar('target', { length: 32 }).notNull(),
    ownerCustomerId: integer('owner_customer_id')
      .notNull()
      .references(() => customers.id),
    stage: interestStage('stage').notNull().default('new'),
    wonAmount: money('won_amount'),
    wonJobs: integer('won_jobs'),
    lostReason: interestLostReason('lost_reason'),
    lostText: text('lost_text'),
    stageChangedAt: timestamptz('stage_changed_at').notNull().defaultNow(),
    lastMessageAt: timestamptz('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'interests_one_target',
      sql`num_nonnulls(${t.proposalId}, ${t.cityId}, ${t.stateId}) = 1`,
    ),
    // One open interest per interested customer and target: the second click finds it.
    uniqueIndex('interests_open_key')
      .on(t.interestedCustomerId, t.target)
      .where(sql`${t.stage} not in ('won', 'lost')`),
    index('interests_owner_idx').on(t.ownerCustomerId, t.lastMessageAt),
    index('interests_interested_idx').on(t.interestedCustomerId, t.lastMessageAt),
    index('interests_proposal_idx').on(t.proposalId),
  ],
);

/**
 * A message of an interest's thread, stored as typed. `clientKey` is chosen by the client per
 * message sent, so that a double submit writes one message.
 */
export const interestMessages = pgTable(
  'interest_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id),
    body: text('body').notNull(),
    clientKey: uuid('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('interest_messages_thread_idx').on(t.interestId, t.id),
    uniqueIndex('interest_messages_client_key').on(t.interestId, t.authorUserId, t.clientKey),
  ],
);

/** Files attached to a message: uploads of purpose 'interest', each attached once. */
export const interestMessageFiles = pgTable(
  'interest_message_files',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => interestMessages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    uniqueIndex('interest_message_files_file_key').on(t.fileId),
  ],
);

/** How far each user has read a thread: the newest message they have seen. */
export const interestReads = pgTable(
  'interest_reads',
  {
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.interestId, t.userId] })],
);

/** When a thread's new messages were last e-mailed to a user: at most one per 15 minutes. */
export const interestMailThrottle = pgTable(
  'interest_mail_throttle',
  {
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamptz('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.interestId, t.userId] })],
);
