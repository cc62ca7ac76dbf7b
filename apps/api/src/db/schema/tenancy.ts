import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, isDemo, timestamptz, updatedAt } from './columns.ts';
import { customerType } from './enums.ts';
import { cities, states } from './territory.ts';

/** A tenant: a city hall, a state government or a company, with its whitelabel look. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: customerType('type').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    logo: text('logo'),
    backgroundBanner: text('background_banner'),
    mapColor: varchar('map_color', { length: 16 }),
    stateId: integer('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    companyFederalTaxId: char('company_federal_tax_id', { length: 14 }),
    contractAcceptedAt: timestamptz('contract_accepted_at'),
    contractAcceptedBy: integer('contract_accepted_by'),
    contractVersion: varchar('contract_version', { length: 32 }),
    /** Sites allowed to embed the customer's showcases: normalised origins (https://site.example). */
    showcaseAllowedOrigins: text('showcase_allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_type_idx').on(t.type),
    index('customers_name_idx').on(t.name),
    // A city hall or a state government is one customer at most: the index decides between
    // parallel registrations.
    uniqueIndex('customers_city_key').on(t.cityId).where(sql`${t.type} = 'city'`),
    uniqueIndex('customers_state_key').on(t.stateId).where(sql`${t.type} = 'state'`),
  ],
);

export type UserProperty = {
  phone?: string | null;
  mobile_phone?: string | null;
  linkedin?: string | null;
  facebook?: string | null;
};
export type UserCommunication = { email: boolean; sms: boolean; phone: boolean };
export type UserEmailSettings = {
  emailNotification: boolean;
  sendCopyToPersonalEmail: boolean;
  activityRelatesEmail: boolean;
  updates: boolean;
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    name: text('name').notNull(),
    username: text('username'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    photo: text('photo'),
    occupation: text('occupation'),
    language: varchar('language', { length: 8 }).notNull().default('pt-BR'),
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    isActive: boolean('is_active').notNull().default(true),
    /** May this user create, edit and move the opportunities of their customer. */
    canEditProposals: boolean('can_edit_proposals').notNull().default(true),
    property: jsonb('property').$type<UserProperty>().notNull().default({}),
    /** Kinds of news followed; interests received and their messages by default. */
    notificationTypes: text('notification_types')
      .array()
      .notNull()
      .default(sql`'{interest}'::text[]`),
    notificationCustomers: integer('notification_customers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    communication: jsonb('communication')
      .$type<UserCommunication>()
      .notNull()
      .default({ email: true, sms: false, phone: false }),
    emailSettings: jsonb('email_settings').$type<UserEmailSettings>().notNull().default({
      emailNotification: true,
      sendCopyToPersonalEmail: false,
      activityRelatesEmail: true,
      updates: true,
    }),
    passwordChangedAt: timestamptz('password_changed_at'),
    inactivatedAt: timestamptz('inactivated_at'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_customer_id_idx').on(t.customerId),
  ],
);

/** Server-side session behind each bearer token, so logout and inactivation revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    twoFactorVerifiedAt: timestamptz('two_factor_verified_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_codes_session_id_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash)],
);

/**
 * Attempts counted per key (an account, an address, a user's codes) within a window, and the
 * lock they lead to. One row per key, changed only by single conditional statements, so
 * parallel requests cannot take more attempts than the limit allows.
 */
export const attemptLimits = pgTable(
  'attempt_limits',
  {
    scope: varchar('scope', { length: 16 }).notNull(),
    key: text('key').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    attempts: integer('attempts').notNull(),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
