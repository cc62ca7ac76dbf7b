import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { favoriteEntity, mediaType, notificationCategory } from './enums.ts';
import { customers, users } from './tenancy.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: favoriteEntity('entity').notNull(),
    /** Numeric id for most entities, the 14-digit CNPJ for companies. */
    entityId: varchar('entity_id', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entity, t.entityId] }),
    index('favorites_entity_idx').on(t.entity, t.entityId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: notificationCategory('category').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdByName: text('created_by_name'),
    customerId: integer('customer_id').references(() => customers.id),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.category, t.createdAt)],
);

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id),
    action: varchar('action', { length: 64 }).notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    requestId: text('request_id'),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [index('activity_logs_user_idx').on(t.userId, t.occurredAt, t.id)],
);

/** Every stored upload; `path` is the storage key, never a filesystem path. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    path: text('path').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: varchar('mime_type', { length: 128 }).notNull(),
    size: integer('size').notNull(),
    kind: mediaType('kind').notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('files_customer_id_idx').on(t.customerId)],
);
