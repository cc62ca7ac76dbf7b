import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { companies } from '../../db/schema/index.ts';
import { inIndexOrder } from '../../lib/sql/in-index-order.ts';
import {
  type CompanyFilter,
  type CompanySort,
  companyOrder,
  matchedInIndex,
  sortColumns,
  unnamed,
  whereOf,
} from './company-filters.ts';
import {
  type CompanyCounts,
  type CompanyPage,
  namesInOrder,
  type PagePath,
  pagePath,
  sortedOutsideCells,
} from './company-page-costs.ts';

const c = companies;

/** The page's CNPJs, in order, the cheapest way; none past the last match. */
export async function pageCnpjs(
  db: Db,
  page: CompanyPage,
  totals: CompanyCounts,
  exactLimit: number,
) {
  if (page.offset >= totals.total && !totals.total_is_estimate) return [];
  return readPage(db, page, pagePath(page, totals, exactLimit));
}

/** The page's CNPJs, in order, by the given way. */
export function readPage(db: Db, page: CompanyPage, path: PagePath): Promise<string[]> {
  return path === 'walk' ? walkedPage(db, page) : matchedFirstPage(db, page, path);
}

/**
 * A page read by walking its order's index (decision 0016). The index includes every filter
 * column, so the walk checks the filter on its entries. The names too for the name orders
 * (decision 0022); for the others, a name is then checked on the rows of the entries that
 * passed the rest, and only on those.
 */
async function walkedPage(db: Db, page: CompanyPage) {
  const statement =
    page.filter.name && !namesInOrder(page.sort) ? namedWalk(page) : plainWalk(page);
  const found = await inIndexOrder<{ cnpj: string }>(db, statement);
  return found.map((row) => row.cnpj);
}

const plainWalk = ({ filter, sort, limit, offset }: CompanyPage) =>
  sql`select ${c.cnpj} as cnpj from ${c} where ${whereOf(filter)} ${companyOrder(sort)}
      limit ${limit} offset ${offset}`;

function namedWalk({ filter, sort, limit, offset }: CompanyPage): SQL {
  const keys = sortColumns(sort).map((column) => sql`${column} as ${sql.identifier(column.name)}`);
  return sql`select ${c.cnpj} as cnpj
    from (select ${sql.join([sql`${c.cnpj} as cnpj`, ...keys], sql`, `)} from ${c}
          where ${whereOf(unnamed(filter))} ${companyOrder(sort)}) k
    join ${c} on ${c.cnpj} = k.cnpj
    where ${whereOf({ name: filter.name })}
    ${companyOrder(sort, (column) => sql`k.${sql.identifier(column.name)}`)}
    limit ${limit} offset ${offset}`;
}

/**
 * A page of the filter's matches, found first and then sorted (a few thousand at most). When
 * the filter cells' index holds the filter but not the order, or holds all but the filter's
 * name (`named cells`), the matches are found there first and only their rows are read, for
 * the order and the name (decisions 0016 and 0017).
 */
async function matchedFirstPage(
  db: Db,
  { filter, sort, limit, offset }: CompanyPage,
  path: Exclude<PagePath, 'walk'>,
) {
  const byCnpj = path === 'named cells' || (matchedInIndex(filter) && sortedOutsideCells(sort));
  const columns = (byCnpj ? [] : sortColumns(sort)).map(
    (column) => sql`${column} as ${sql.identifier(column.name)}`,
  );
  const matched = sql`matched as materialized (
    select ${sql.join([sql`${c.cnpj} as cnpj`, ...columns], sql`, `)} from ${c}
    where ${whereOf(byCnpj ? unnamed(filter) : filter)})`;
  const found = await rows<{ cnpj: string }>(
    db,
    byCnpj
      ? sql`with ${matched} select ${c.cnpj} as cnpj from matched join ${c} on ${c.cnpj} = matched.cnpj
          where ${whereOf({ name: filter.name })}
          ${companyOrder(sort)} limit ${limit} offset ${offset}`
      : sql`with ${matched} select matched.cnpj from matched
          ${companyOrder(sort, (column) => sql`matched.${sql.identifier(column.name)}`)}
          limit ${limit} offset ${offset}`,
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
