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
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customers_type_idx').on(t.type), index('customers_name_idx').on(t.name)],
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
    notificationTypes: text('notification_types').array().notNull().default(sql`'{}'::text[]`),
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

/** Password attempts, for the brute-force lockout by account and by address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/** A sign-in lock for an account (scope 'email') or an address (scope 'ip'). */
export const loginLockouts = pgTable(
  'login_lockouts',
  {
    scope: varchar('scope', { length: 8 }).notNull(),
    key: text('key').notNull(),
    lockedUntil: timestamptz('locked_until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
