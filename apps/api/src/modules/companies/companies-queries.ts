import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { cities, companies, companyCityTallies, states } from '../../db/schema/index.ts';
import {
  type CompanyFilter,
  type CompanySort,
  companyOrder,
  sortColumns,
  type TalliedFilter,
  talliedFilter,
  whereOf,
} from './company-filters.ts';

const c = companies;
const t = companyCityTallies;

export type CompanyTotals = {
  total: number;
  total_without_filter: number;
  total_is_estimate: boolean;
};

/** What the planner expects a statement to return (`rows` of its top plan node). */
async function plannedRows(db: Db, statement: SQL): Promise<number> {
  const [plan] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${statement}`);
  const raw = plan?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    | [{ Plan?: { 'Plan Rows'?: number } }]
    | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** How long the count of a filter may take before the estimate stands in for it. */
const COUNT_BUDGET_MS = 25;

/** Matches of the filter counted up to `limit` + 1 within the time budget; null past the budget. */
async function boundedCount(db: Db, filter: CompanyFilter, limit: number): Promise<number | null> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql.raw(`set local statement_timeout = ${COUNT_BUDGET_MS}`));
      const [found] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from (select 1 from ${c} where ${whereOf(filter)}
            limit ${limit + 1}) matched`,
      );
      return found?.n ?? 0;
    });
  } catch (error) {
    // 57014: canceled by the statement timeout.
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === '57014')
      return null;
    if ((error as { code?: string }).code === '57014') return null;
    throw error;
  }
}

/** The tallies' rows a tallied filter counts. */
function tallyWhere(tallied: TalliedFilter): SQL {
  const parts: SQL[] = [];
  if (tallied.places) {
    parts.push(sql`${t.cityId} in (select ${cities.id} from ${cities} where ${tallied.places})`);
  }
  if (tallied.statuses) parts.push(sql`${t.status} in ${tallied.statuses}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The list's totals without counting millions (decision 0010). All companies: the kept tallies
 * per municipality and status. The filtered ones: the tallies again when the filter names
 * places and statuses only. Otherwise the matches are counted, no further than `exactLimit`
 * + 1 and within a time budget, and past either the planner's estimate stands in
 * (`total_is_estimate`).
 */
export async function companyTotals(
  db: Db,
  filter: CompanyFilter,
  exactLimit: number,
): Promise<CompanyTotals> {
  const tallied = talliedFilter(filter);
  const all = sql`(select coalesce(sum(${t.total}), 0)::int from ${t})`;
  if (tallied) {
    const [found] = await rows<{ total: number; all: number }>(
      db,
      sql`select coalesce(sum(${t.total}), 0)::int as all,
            coalesce(sum(${t.total}) filter (where ${tallyWhere(tallied)}), 0)::int as total
          from ${t}`,
    );
    return {
      total: found?.total ?? 0,
      total_without_filter: found?.all ?? 0,
      total_is_estimate: false,
    };
  }
  const [kept] = await rows<{ all: number }>(db, sql`select ${all} as all`);
  const totalWithoutFilter = kept?.all ?? 0;
  const estimate = await plannedRows(db, sql`select 1 from ${c} where ${whereOf(filter)}`);
  // Counted even when the estimate is large: filters on correlated columns can match far
  // fewer rows than the planner expects, and the page would then walk a whole index in vain.
  const counted = await boundedCount(db, filter, exactLimit);
  if (counted !== null && counted <= exactLimit) {
    return { total: counted, total_without_filter: totalWithoutFilter, total_is_estimate: false };
  }
  // Past the count, at least what it reached; a count that ran out of time found the matches
  // too many to count cheaply. Never more than there are.
  const floor = counted ?? exactLimit + 1;
  return {
    total: Math.min(Math.max(estimate, floor, 1), Math.max(totalWithoutFilter, floor)),
    total_without_filter: totalWithoutFilter,
    total_is_estimate: true,
  };
}

export type CompanyPage = {
  filter: CompanyFilter;
  sort: CompanySort;
  limit: number;
  offset: number;
};

/**
 * The page's CNPJs, in order, the cheaper of two ways (decisions 0008 and 0010). Walking the index of the
 * sort order and skipping what the filter drops reads about (offset + limit) × all / total
 * entries; finding the matches first (through the index of the narrowest filter) and sorting
 * them reads about `total`.
 */
export async function pageCnpjs(db: Db, page: CompanyPage, totals: CompanyTotals) {
  if (page.offset >= totals.total && !totals.total_is_estimate) return [];
  const { limit, offset } = page;
  const where = whereOf(page.filter);
  const walked = ((offset + limit) * totals.total_without_filter) / Math.max(totals.total, 1);
  if (walked <= totals.total) {
    const found = await rows<{ cnpj: string }>(
      db,
      sql`select ${c.cnpj} as cnpj from ${c} where ${where} ${companyOrder(page.sort)}
          limit ${limit} offset ${offset}`,
    );
    return found.map((row) => row.cnpj);
  }
  const columns = sortColumns(page.sort).map(
    (column) => sql`${column} as ${sql.identifier(column.name)}`,
  );
  const order = companyOrder(page.sort, (column) => sql`matched.${sql.identifier(column.name)}`);
  const found = await rows<{ cnpj: string }>(
    db,
    sql`with matched as materialized (
          select ${sql.join([sql`${c.cnpj} as cnpj`, ...columns], sql`, `)} from ${c} where ${where})
        select matched.cnpj from matched ${order} limit ${limit} offset ${offset}`,
  );
  return found.map((row) => row.cnpj);
}

/** Every CNPJ the filter finds, in the list's order, up to `max` (exports). */
export async function listCnpjs(db: Db, filter: CompanyFilter, sort: CompanySort, max: number) {
  const found = await rows<{ cnpj: string }>(
    db,
    sql`select ${c.cnpj} as cnpj from ${c} where ${whereOf(filter)} ${companyOrder(sort)} limit ${max}`,
  );
  return found.map((row) => row.cnpj);
}

export type MapPointRow = {
  cnpj: string;
  name: string;
  business_name: string | null;
  latitude: number;
  longitude: number;
};

/** The filtered companies with a municipality, at its seat, in the list's default order. */
export function mapPoints(db: Db, filter: CompanyFilter, max: number) {
  return rows<MapPointRow>(
    db,
    sql`select ${c.cnpj} as cnpj, ${c.name} as name, ${c.businessName} as business_name,
          ${cities.latitude} as latitude, ${cities.longitude} as longitude
        from ${c} join ${cities} on ${cities.id} = ${c.cityId}
        where ${whereOf(filter)} ${companyOrder([])} limit ${max}`,
  );
}

export type MapCityRow = {
  city_id: number;
  city_code: number;
  name: string;
  uf: string;
  latitude: number;
  longitude: number;
  total: number;
};

const cityColumns = sql`${cities.id} as city_id, ${cities.code} as city_code, ${cities.name} as name,
  ${states.uf} as uf, ${cities.latitude} as latitude, ${cities.longitude} as longitude`;

/**
 * Companies per municipality: from the kept tallies when the filter names places and
 * statuses only,
 * otherwise grouped over the `city_id` index.
 */
export function mapCities(db: Db, filter: CompanyFilter) {
  const tallied = talliedFilter(filter);
  if (tallied) {
    return rows<MapCityRow>(
      db,
      sql`select ${cityColumns}, sum(${t.total})::int as total
          from ${t} join ${cities} on ${cities.id} = ${t.cityId}
          join ${states} on ${states.id} = ${cities.stateId}
          where ${tallyWhere(tallied)}
          group by ${cities.id}, ${states.uf} having sum(${t.total}) > 0 order by ${cities.id}`,
    );
  }
  return rows<MapCityRow>(
    db,
    sql`select ${cityColumns}, g.total
        from (select ${c.cityId} as city_id, count(*)::int as total from ${c}
              where ${whereOf(filter)} and ${c.cityId} is not null group by ${c.cityId}) g
        join ${cities} on ${cities.id} = g.city_id
        join ${states} on ${states.id} = ${cities.stateId}
        order by ${cities.id}`,
  );
}
