import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  benefitColumns,
  contactColumns,
  createdAt,
  isDemo,
  mediaColumns,
  timestamptz,
  updatedAt,
} from './columns.ts';
import { customers, users } from './tenancy.ts';
import { benefitTypes, cities, regionalVocations, states } from './territory.ts';

/** Locality profile of a city or a state; it exists once an administrator enables the locality. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').references(() => cities.id),
    stateId: integer('state_id').references(() => states.id),
    customerId: integer('customer_id').references(() => customers.id),
    responsibleUserId: integer('responsible_user_id').references(() => users.id),
    description: text('description'),
    logo: text('logo'),
    cityHallZip: varchar('city_hall_zip', { length: 8 }),
    cityHallStreet: text('city_hall_street'),
    cityHallNumber: varchar('city_hall_number', { length: 32 }),
    cityHallNeighborhood: text('city_hall_neighborhood'),
    cityHallCityId: integer('city_hall_city_id').references(() => cities.id),
    /** A GeoJSON Feature drawn on the map. */
    industrialArea: jsonb('industrial_area'),
    economicFreedomLawAt: date('economic_freedom_law_at', { mode: 'string' }),
    showcaseSlug: varchar('showcase_slug', { length: 64 }),
    showcaseGeneratedAt: timestamptz('showcase_generated_at'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_city_id_key').on(t.cityId),
    uniqueIndex('locations_state_id_key').on(t.stateId),
    uniqueIndex('locations_showcase_slug_key').on(t.showcaseSlug),
  ],
);

export const locationBenefits = pgTable(
  'location_benefits',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    benefitTypeId: integer('benefit_type_id')
      .notNull()
      .references(() => benefitTypes.id),
    ...benefitColumns(),
  },
  (t) => [uniqueIndex('location_benefits_type_key').on(t.locationId, t.benefitTypeId)],
);

export const locationContacts = pgTable(
  'location_contacts',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    ...contactColumns(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('location_contacts_location_id_idx').on(t.locationId)],
);

export const locationVocations = pgTable(
  'location_vocations',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    vocationId: integer('vocation_id')
      .notNull()
      .references(() => regionalVocations.id),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.vocationId] })],
);

/** Carousel images (is_gallery) and attachments of a locality. */
export const locationMedia = pgTable(
  'location_media',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    ...mediaColumns(),
    isGallery: smallint('is_gallery').notNull().default(0),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('location_media_location_id_idx').on(t.locationId)],
);
