import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orNull, rowsOf } from '../../db/rows.ts';
import {
  cities,
  companyRegistryVersion,
  companyStateTallies,
  states,
} from '../../db/schema/index.ts';
import { searchKey } from '../../lib/sql/text-search.ts';
import { type CompanyFilter, cityConditions } from './company-filters.ts';

const st = companyStateTallies;

/** A filter with what the database resolves of it, read in one statement. */
export type ResolvedFilter = {
  /** The filter with its states' UFs. */
  filter: CompanyFilter;
  /** The registry's version (migration 0026): what the list's index must have been read at. */
  registryVersion: number;
  /** The municipalities the filter names (a code, ids, a polygon) as ids; null: it names none. */
  cityIds: number[] | null;
  /** The name term as name search compares it. */
  nameKey: string | null;
};

/** The statuses the kept tallies count ('' for a missing one). */
const heldStatuses = sql`(select array_agg(distinct ${st.status}::text) from ${st} where ${st.total} > 0)`;

/** The filter naming every held status, unless it names its own or one is missing. */
function namingEveryStatus(filter: CompanyFilter, held: string[] | null): CompanyFilter {
  if (filter.statusCodes?.length || !held?.length || held.includes('')) return filter;
  return { ...filter, statusCodes: [...held].sort() };
}

/**
 * The UFs of the filter's states, compared as constants, so that the planner reads their share
 * of the registry from the column's statistics (it cannot through a subquery); with them, what
 * the list's index needs: the registry's version, the municipalities named, and the name's
 * search key. With `everyStatus`, in the same statement, the statuses the statements name
 * (`withEveryStatus`).
 */
export async function resolvedFilter(
  db: Db,
  filter: CompanyFilter,
  { everyStatus = false }: { everyStatus?: boolean } = {},
): Promise<ResolvedFilter> {
  const ufs = filter.stateIds?.length
    ? sql`(select coalesce(array_agg(${states.uf}::text), '{}') from ${states}
          where ${states.id} in ${filter.stateIds})`
    : sql`null::text[]`;
  const places = cityConditions(filter);
  const cityIds = places.length
    ? sql`(select coalesce(array_agg(${cities.id}), '{}') from ${cities}
          where ${sql.join(places, sql` and `)})`
    : sql`null::int[]`;
  const version = companyRegistryVersion.version;
  // A select of values without FROM, which the builder cannot write.
  const [found] = await rowsOf(
    db,
    {
      ufs: sql<string[] | null>`${ufs}`,
      version: orNull(version, sql`(select ${version} from ${companyRegistryVersion})`),
      city_ids: sql<number[] | null>`${cityIds}`,
      name_key: sql<string | null>`${filter.name ? searchKey(filter.name) : sql`null::text`}`,
      statuses: sql<
        string[] | null
      >`${everyStatus && !filter.statusCodes?.length ? heldStatuses : sql`null::text[]`}`,
    },
    (columns) => sql`select ${columns}`,
  );
  const withUfs = found?.ufs ? { ...filter, stateUfs: found.ufs } : filter;
  return {
    filter: everyStatus ? namingEveryStatus(withUfs, found?.statuses ?? null) : withUfs,
    registryVersion: found?.version ?? 0,
    cityIds: found?.city_ids ?? null,
    nameKey: found?.name_key ?? null,
  };
}

/**
 * The filter as the statements compare it: without a status, every status the registry holds,
 * named one by one, when none is missing. The filter cells' index leads with the status, and a
 * scan that names each status descends to its states and CNAEs instead of reading the whole
 * index (a skip scan by hand, decision 0017). The kept tallies say which statuses there are
 * ('' for a missing one).
 */
export async function withEveryStatus(db: Db, filter: CompanyFilter): Promise<CompanyFilter> {
  if (filter.statusCodes?.length) return filter;
  // A select of a value without FROM, which the builder cannot write.
  const [found] = await rowsOf(
    db,
    { statuses: sql<string[] | null>`${heldStatuses}` },
    (columns) => sql`select ${columns}`,
  );
  return namingEveryStatus(filter, found?.statuses ?? null);
}
