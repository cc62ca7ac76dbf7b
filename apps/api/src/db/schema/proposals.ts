import { sql } from 'drizzle-orm';
import {
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { benefitColumns, createdAt, isDemo, money, timestamptz, updatedAt } from './columns.ts';
import {
  mediaType,
  proposalSource,
  proposalStatus,
  proposalType,
  proposalVisibility,
} from './enums.ts';
import { customers, users } from './tenancy.ts';
import { cities, states } from './territory.ts';

/**
 * An opportunity: type city (public: a municipality offering incentives and land) or type
 * company (private: a business project seeking investment, tied to a CNPJ).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    type: proposalType('type').notNull(),
    status: proposalStatus('status').notNull().default('open'),
    visibility: proposalVisibility('visibility').notNull().default('restrict'),
    source: proposalSource('source').notNull().default('app'),
    name: text('name').notNull(),
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
    description: text('description'),
    customerId: integer('customer_id').references(() => customers.id),
    responsibleUserId: integer('responsible_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    cityId: integer('city_id').references(() => cities.id),
    /**
     * Copied from the city by a trigger (migration 0007) so that filters and sorts on the
     * state and the city's name read one table's indexes. Cities never change state or name.
     */
    stateId: integer('state_id').references(() => states.id),
    uf: char('uf', { length: 2 }),
    cityNameKey: text('city_name_key'),
    /** x = longitude, y = latitude. */
    location: point('location', { mode: 'xy' }),
    addressZip: varchar('address_zip', { length: 8 }),
    addressStreet: text('address_street'),
    addressNumber: varchar('address_number', { length: 32 }),
    addressNeighborhood: text('address_neighborhood'),
    addressCityId: integer('address_city_id').references(() => cities.id),
    projectCategory: varchar('project_category', { length: 32 }),
    projectTotal: money('project_total'),
    projectRequiredInvestment: money('project_required_investment'),
    projectDescription: text('project_description'),
    /** Land the project needs, in m²: places offering only smaller areas are not matched. */
    projectRequiredAreaM2: doublePrecision('project_required_area_m2'),
    /** States the project would go to; empty or null means anywhere in Brazil. */
    projectPreferredUfs: char('project_preferred_ufs', { length: 2 }).array(),
    companyName: text('company_name'),
    companyFederalTaxId: char('company_federal_tax_id', { length: 14 }),
    companyMainActivityCode: varchar('company_main_activity_code', { length: 7 }),
    companyShareCapital: money('company_share_capital'),
    companyAddressZip: varchar('company_address_zip', { length: 8 }),
    companyAddressStreet: text('company_address_street'),
    companyAddressNumber: varchar('company_address_number', { length: 32 }),
    companyAddressNeighborhood: text('company_address_neighborhood'),
    companyAddressCityId: integer('company_address_city_id').references(() => cities.id),
    completedAt: timestamptz('completed_at'),
    lostAt: timestamptz('lost_at'),
    approvedAt: timestamptz('approved_at'),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    deletedAt: timestamptz('deleted_at'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The lists' covering indexes (one per sort key) are in migration 0007: Drizzle cannot
  // declare INCLUDE columns.
  (t) => [
    index('proposals_city_id_idx').on(t.cityId),
    index('proposals_customer_id_idx').on(t.customerId),
    index('proposals_company_tax_id_idx').on(t.companyFederalTaxId),
    index('proposals_location_idx').using('gist', t.location),
  ],
);

export const proposalBenefits = pgTable(
  'proposal_benefits',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    ...benefitColumns(),
  },
  (t) => [index('proposal_benefits_proposal_id_idx').on(t.proposalId, t.type)],
);

export const proposalContacts = pgTable(
  'proposal_contacts',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: varchar('phone', { length: 11 }),
    cellPhone: varchar('cell_phone', { length: 11 }),
    responsibility: text('responsibility'),
    site: text('site'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('proposal_contacts_proposal_id_idx').on(t.proposalId)],
);

export const proposalMedia = pgTable(
  'proposal_media',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    type: mediaType('type').notNull(),
    name: text('name'),
    path: text('path').notNull(),
    originalPath: text('original_path'),
    originalName: text('original_name'),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_media_proposal_id_idx').on(t.proposalId)],
);

/**
 * Live opportunities counted per reading scope (customer, status, type, state), kept by
 * triggers on proposals (migration 0007): list totals without filters, and with filters on
 * status, type and state only, are sums of a few rows instead of a count over the table.
 * customer_id and state_id are 0 where the opportunity has none.
 */
export const proposalTallies = pgTable(
  'proposal_tallies',
  {
    customerId: integer('customer_id').notNull(),
    status: proposalStatus('status').notNull(),
    type: proposalType('type').notNull(),
    stateId: integer('state_id').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status, t.type, t.stateId] })],
);

/**
 * The same counts per month of creation (the month's start in UTC), kept by the same triggers
 * (migration 0019): a list filtered by a creation period as well sums the whole months inside
 * it and counts only the opportunities of the period's partial months at either end.
 */
export const proposalMonthTallies = pgTable(
  'proposal_month_tallies',
  {
    month: timestamptz('month').notNull(),
    customerId: integer('customer_id').notNull(),
    status: proposalStatus('status').notNull(),
    type: proposalType('type').notNull(),
    stateId: integer('state_id').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.customerId, t.status, t.type, t.stateId] })],
);

/**
 * Live opportunities counted per city, type and status, kept by the same triggers: city
 * rankings compare 5,571 counts instead of counting every opportunity.
 */
export const cityProposalTallies = pgTable(
  'city_proposal_tallies',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    type: proposalType('type').notNull(),
    status: proposalStatus('status').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.type, t.status] })],
);
