import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnOf, rowsOf } from '../../db/rows.ts';
import { companies } from '../../db/schema/index.ts';
import { inIndexOrder } from '../../lib/sql/in-index-order.ts';
import {
  type CompanyFilter,
  type CompanySort,
  companyOrder,
  companyOrderTerms,
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
  const found = await inIndexOrder(db, statement);
  return found.map((row) => row.cnpj);
}

const plainWalk =
  ({ filter, sort, limit, offset }: CompanyPage) =>
  (tx: Db) =>
    tx
      .select({ cnpj: c.cnpj })
      .from(c)
      .where(whereOf(filter))
      .orderBy(companyOrderTerms(sort))
      .limit(limit)
      .offset(offset);

const namedWalk =
  ({ filter, sort, limit, offset }: CompanyPage) =>
  (tx: Db) => {
    const keys = sortColumns(sort).map(
      (column) => sql`${column} as ${sql.identifier(column.name)}`,
    );
    return tx
      .select({ cnpj: c.cnpj })
      .from(
        sql`(select ${sql.join([sql`${c.cnpj} as cnpj`, ...keys], sql`, `)} from ${c}
          where ${whereOf(unnamed(filter))} ${companyOrder(sort)}) k`,
      )
      .innerJoin(c, sql`${c.cnpj} = k.cnpj`)
      .where(whereOf({ name: filter.name }))
      .orderBy(companyOrderTerms(sort, (column) => sql`k.${sql.identifier(column.name)}`))
      .limit(limit)
      .offset(offset);
  };

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
  // A materialized CTE, which the builder does not write.
  const found = byCnpj
    ? await rowsOf(
        db,
        { cnpj: c.cnpj },
        (columns) => sql`with ${matched} select ${columns} from matched
          join ${c} on ${c.cnpj} = matched.cnpj
          where ${whereOf({ name: filter.name })}
          ${companyOrder(sort)} limit ${limit} offset ${offset}`,
      )
    : await rowsOf(
        db,
        { cnpj: columnOf('matched', c.cnpj) },
        (columns) => sql`with ${matched} select ${columns} from matched
          ${companyOrder(sort, (column) => sql`matched.${sql.identifier(column.name)}`)}
          limit ${limit} offset ${offset}`,
      );
  return found.map((row) => row.cnpj);
}

/** Every CNPJ the filter finds, in the list's order, up to `max` (exports). */
export async function listCnpjs(db: Db, filter: CompanyFilter, sort: CompanySort, max: number) {
  const found = await db
    .select({ cnpj: c.cnpj })
    .from(c)
    .where(whereOf(filter))
    .orderBy(companyOrderTerms(sort))
    .limit(max);
  return found.map((row) => row.cnpj);
}
