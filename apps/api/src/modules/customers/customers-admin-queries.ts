import type { CustomersQuery, CustomerType } from '@oportuna/domain';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  cities,
  companies,
  customers,
  files,
  manualCompanies,
  sessions,
  states,
  users,
} from '../../db/schema/index.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { meetsUploadRule } from '../../lib/sql/stored-upload.ts';
import { readingOrder } from '../../lib/sql/text-search.ts';

/** A customer as the administration screens show it, with its locality and company names. */
export type CustomerRow = {
  id: number;
  name: string;
  type: CustomerType;
  isActive: boolean;
  logo: string | null;
  backgroundBanner: string | null;
  mapColor: string | null;
  showcaseAllowedOrigins: string[];
  stateId: number | null;
  stateName: string | null;
  stateAcronym: string | null;
  cityId: number | null;
  cityName: string | null;
  cityStateId: number | null;
  companyFederalTaxId: string | null;
  companyName: string | null;
  createdAt: string;
};

const companyName = sql<string | null>`coalesce(
  (select ${companies.name} from ${companies} where ${companies.cnpj} = ${customers.companyFederalTaxId}),
  (select ${manualCompanies.name} from ${manualCompanies}
    where ${manualCompanies.cnpj} = ${customers.companyFederalTaxId}))`;

const customerColumns = {
  id: customers.id,
  name: customers.name,
  type: customers.type,
  isActive: customers.isActive,
  logo: customers.logo,
  backgroundBanner: customers.backgroundBanner,
  mapColor: customers.mapColor,
  showcaseAllowedOrigins: customers.showcaseAllowedOrigins,
  stateId: customers.stateId,
  stateName: states.name,
  stateAcronym: states.uf,
  cityId: customers.cityId,
  cityName: cities.name,
  cityStateId: cities.stateId,
  companyFederalTaxId: customers.companyFederalTaxId,
  companyName,
  createdAt: customers.createdAt,
};

export type CustomerFilter = Pick<
  CustomersQuery,
  'name' | 'type' | 'is_active' | 'coordinates_polygon'
>;

/**
 * The municipality that places a customer on the map: a city customer's own; a state
 * customer's capital; a company customer's head office, from the registry or the company
 * registered by hand.
 */
const customerPlace = sql`(case ${customers.type}
  when 'city' then ${customers.cityId}
  when 'state' then (select c.id from ${cities} c
    where c.state_id = ${customers.stateId} and c.is_capital = 1 limit 1)
  else coalesce(
    (select ${companies.cityId} from ${companies} where ${companies.cnpj} = ${customers.companyFederalTaxId}),
    (select ${manualCompanies.cityId} from ${manualCompanies}
      where ${manualCompanies.cnpj} = ${customers.companyFederalTaxId}))
  end)`;

function filtersOf(query: CustomerFilter): SQL | undefined {
  const list: SQL[] = [];
  if (query.name) list.push(sql`strpos(lower(${customers.name}), lower(${query.name})) > 0`);
  if (query.type) list.push(eq(customers.type, query.type));
  if (query.is_active !== undefined) list.push(eq(customers.isActive, query.is_active));
  if (query.coordinates_polygon) {
    list.push(sql`exists (select 1 from ${cities} place where place.id = ${customerPlace}
      and place.location <@ ${polygonLiteral(query.coordinates_polygon)}::polygon)`);
  }
  return list.length > 0 ? and(...list) : undefined;
}

const SORT_COLUMNS = {
  id: customers.id,
  type: customers.type,
  is_active: customers.isActive,
} as const;

function orderOf(sort: CustomersQuery['sort']): SQL[] {
  const order = (sort ?? []).flatMap(({ key, order: direction }) => {
    // Names as read (decision 0027): accents and case do not move a name.
    if (key === 'name') return readingOrder(customers.name, direction);
    const column = SORT_COLUMNS[key as keyof typeof SORT_COLUMNS];
    if (!column) return [];
    return [direction === 'desc' ? desc(column) : asc(column)];
  });
  // The id breaks ties, so pages never repeat or skip a row.
  return [...order, asc(customers.id)];
}

function selectCustomers(db: Db) {
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(states, eq(states.id, customers.stateId))
    .leftJoin(cities, eq(cities.id, customers.cityId));
}

export async function listCustomers(
  db: Db,
  query: CustomersQuery,
  page: { limit: number; offset: number } | null,
): Promise<CustomerRow[]> {
  const statement = selectCustomers(db)
    .where(filtersOf(query))
    .orderBy(...orderOf(query.sort));
  const found = page ? await statement.limit(page.limit).offset(page.offset) : await statement;
  return found as CustomerRow[];
}

export async function countCustomers(db: Db, query: CustomerFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customers)
    .where(filtersOf(query));
  return row?.count ?? 0;
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await selectCustomers(db).where(eq(customers.id, id));
  return row as CustomerRow | undefined;
}

export async function findState(db: Db, id: number) {
  const [row] = await db
    .select({ id: states.id, name: states.name, uf: states.uf })
    .from(states)
    .where(eq(states.id, id));
  return row;
}

export async function findCity(db: Db, id: number) {
  const [row] = await db
    .select({ id: cities.id, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(eq(cities.id, id));
  return row;
}

/** The company's name in the registry or among those registered by hand; undefined if unknown. */
export async function findCompanyName(db: Db, cnpj: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(sql`${companies.cnpj} = ${cnpj}`)
    .unionAll(
      db
        .select({ name: manualCompanies.name })
        .from(manualCompanies)
        .where(sql`${manualCompanies.cnpj} = ${cnpj}`),
    )
    .limit(1);
  return row?.name;
}

export type CustomerValues = {
  name: string;
  type: CustomerType;
  stateId: number | null;
  cityId: number | null;
  companyFederalTaxId: string | null;
};

/**
 * Inserts a customer; null when another customer already stands for the same city or state
 * (the partial unique indexes decide between parallel requests).
 */
export async function insertCustomer(
  db: Db,
  values: CustomerValues & { at: string },
): Promise<number | null> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(customers)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return row?.id ?? null;
}

export async function updateCustomer(
  db: Db,
  id: number,
  values: Partial<CustomerValues> & {
    isActive?: boolean;
    logo?: string | null;
    backgroundBanner?: string | null;
    mapColor?: string | null;
    showcaseAllowedOrigins?: string[];
    at: string;
  },
): Promise<boolean> {
  const { at, ...rest } = values;
  const updated = await db
    .update(customers)
    .set({ ...rest, updatedAt: at })
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return updated.length > 0;
}

/** Whether a unique-index violation is the one of a customer's locality. */
export function isLocalityTaken(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return (
    code === '23505' &&
    (constraint === 'customers_city_key' ||
      constraint === 'customers_state_key' ||
      constraint === undefined)
  );
}

/**
 * Of `paths`, the files uploaded for the customer (or by the superadmin who saves), each with
 * whether it may become the customer's logo or banner: sent as a `whitelabel` upload, and
 * still a JPEG or PNG of at most 5 MB. A path of no such file is absent.
 */
export async function brandingUploads(
  db: Db,
  paths: string[],
  scope: { customerId: number; uploadedBy: number | null },
): Promise<Map<string, boolean>> {
  if (paths.length === 0) return new Map();
  const owners: SQL[] = [eq(files.customerId, scope.customerId)];
  if (scope.uploadedBy !== null) owners.push(eq(files.uploadedByUserId, scope.uploadedBy));
  const found = await db
    .select({
      path: files.path,
      fits: sql<boolean>`coalesce(${meetsUploadRule('whitelabel')}, false)`,
    })
    .from(files)
    .where(and(inArray(files.path, paths), or(...owners)));
  return new Map(found.map((row) => [row.path, row.fits]));
}

/** Ends every open session of the customer's users (the change feed tells every process). */
export async function revokeSessionsOfCustomer(db: Db, customerId: number, at: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: 'customer_inactivated' })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.userId,
          db.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)),
        ),
      ),
    );
}
