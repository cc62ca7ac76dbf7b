import type { ProposalsQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { columnOf } from '../../db/rows.ts';
import {
  cities,
  customers,
  proposalMonthTallies,
  proposals,
  proposalTallies,
} from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { inIdOrder } from '../../lib/in-id-order.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import {
  proposalConditions,
  proposalOrder,
  proposalOrderTerms,
  readableSql,
  sortColumns,
  talliedFilters,
} from './proposal-filters.ts';
import { type ProposalRow, proposalCards } from './proposals-card-queries.ts';

const city = alias(cities, 'c');

/** One opportunity the actor may read, or nothing. */
export async function findReadable(db: Db, actor: Actor, id: number): Promise<ProposalRow | null> {
  const [row] = await proposalCards(db, actor, [id]);
  return row ?? null;
}

/** Of an opportunity the actor may read, its name, status and customer; null otherwise. */
export async function findReadableOwner(db: Db, actor: Actor, id: number) {
  const [found] = await db
    .select({
      id: proposals.id,
      name: proposals.name,
      status: proposals.status,
      customerId: proposals.customerId,
    })
    .from(proposals)
    .where(sql`${proposals.id} = ${id} and ${readableSql(actor)}`);
  return found ?? null;
}

/** Whether the opportunity exists and the actor may read it. */
export async function isReadable(db: Db, actor: Actor, id: number): Promise<boolean> {
  const found = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(sql`${proposals.id} = ${id} and ${readableSql(actor)}`);
  return found.length > 0;
}

const pageOf = (query: ProposalsQuery) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/**
 * The page's ids, in order, the cheaper of two ways. Walking the index of the sort order and
 * skipping rows the filters drop reads about (offset + limit) × all / total entries; finding
 * the matches first (through the index of the narrowest filter) and sorting them reads
 * about `total`. Both are index-only: the list's indexes carry the filtered and sorted columns.
 */
function pageIds(actor: Actor, query: ProposalsQuery, totals: Totals): SQL {
  const { limit, offset } = pageOf(query);
  const where = sql.join(proposalConditions(query, actor), sql` and `);
  const walked = (offset + limit) * totals.total_without_filter;
  if (walked <= totals.total * totals.total) {
    return sql`(select ${proposals.id} as id, row_number() over (${proposalOrder(query)}) as n
      from ${proposals} where ${where} ${proposalOrder(query)} limit ${limit} offset ${offset}) page`;
  }
  const columns = sortColumns(query).map(
    (column) => sql`${column} as ${sql.identifier(column.name)}`,
  );
  const order = proposalOrder(query, (column) => sql`matched.${sql.identifier(column.name)}`);
  return sql`(with matched as materialized (
      select ${sql.join([sql`${proposals.id} as id`, ...columns], sql`, `)}
      from ${proposals} where ${where})
    select matched.id, row_number() over (${order}) as n from matched ${order}
    limit ${limit} offset ${offset}) page`;
}

/**
 * One page of the list with everything its rows show: the page's ids (a statement that
 * changes with the filters, cheap to plan), then their cards (always the same prepared
 * statement). A page past the last match costs no statement.
 */
export async function listPage(db: Db, actor: Actor, query: ProposalsQuery, totals: Totals) {
  if (pageOf(query).offset >= totals.total) return [];
  const page = await db
    .select({ id: columnOf('page', proposals.id) })
    .from(pageIds(actor, query, totals))
    .orderBy(sql`page.n`);
  return proposalCards(
    db,
    actor,
    page.map((row) => row.id),
  );
}

/** The light rows of the map: no joins. */
export async function listMapPage(db: Db, actor: Actor, query: ProposalsQuery, totals: Totals) {
  if (pageOf(query).offset >= totals.total) return [];
  const p = proposals;
  const favorite = query.fields?.includes('is_favorite')
    ? isFavoriteSql(actor.userId, 'proposal', sql`${p.id}`)
    : sql`false`;
  return db
    .select({
      id: p.id,
      name: p.name,
      status: p.status,
      type: p.type,
      x: sql<number | null>`${p.location}[0]`,
      y: sql<number | null>`${p.location}[1]`,
      city_id: p.cityId,
      is_favorite: sql<boolean>`${favorite}`,
    })
    .from(pageIds(actor, query, totals))
    .innerJoin(p, sql`${p.id} = page.id`)
    .orderBy(sql`page.n`);
}

/**
 * The list's two totals in one statement. Without filters, and with filters on status, type,
 * state and a creation period only, they come from the kept tallies; other filters count the
 * matching index entries.
 */
export type Totals = { total: number; total_without_filter: number };

type Tallied = NonNullable<ReturnType<typeof talliedFilters>>;
type TallyTable = typeof proposalTallies | typeof proposalMonthTallies;

/** The tally rows the reader may count: pending ones of its own customer only. */
const tallyScope = (t: TallyTable, actor: Actor): SQL =>
  isSuperAdminActor(actor)
    ? sql`true`
    : sql`(${t.status} <> 'pending' or ${t.customerId} = ${actor.customerId ?? 0})`;

function tallyConditions(t: TallyTable, actor: Actor, tallied: Tallied): SQL {
  const parts = [tallyScope(t, actor)];
  if (tallied.status) parts.push(sql`${t.status} in ${tallied.status}`);
  if (tallied.type) parts.push(sql`${t.type} in ${tallied.type}`);
  if (tallied.ufs) parts.push(sql`${t.stateId} in ${tallied.ufs}`);
  return sql.join(parts, sql` and `);
}

/**
 * The total of a filter with a creation period: the month tallies of the whole months inside
 * the period (months start in UTC), plus a count of what was created in its partial months at
 * either end, through the creation date's index. A period with no whole month inside is
 * counted whole. Its bounds are dates read as the filter reads them (the session's time zone).
 */
function periodTotal(actor: Actor, query: ProposalsQuery, tallied: Tallied): SQL {
  const mt = proposalMonthTallies;
  const { start, end } = tallied.created ?? { start: null, end: null };
  const from = start ? sql`${start}::date::timestamptz` : sql`'-infinity'::timestamptz`;
  const to = end ? sql`(${end}::date + 1)::timestamptz` : sql`'infinity'::timestamptz`;
  const others = sql.join(
    proposalConditions({ ...query, start_date: undefined, end_date: undefined }, actor),
    sql` and `,
  );
  const counted = (after: SQL, before: SQL) => sql`(select count(*) from ${proposals}
    where ${others} and ${proposals.createdAt} >= ${after} and ${proposals.createdAt} < ${before})`;
  return sql`(select coalesce((select sum(${mt.total}) from ${mt}
        where b.whole and ${tallyConditions(mt, actor, tallied)}
          and ${mt.month} >= b.first and ${mt.month} < b.last), 0)
      + ${counted(sql`b.s`, sql`case when b.whole then b.first else b.e end`)}
      + case when b.whole then ${counted(sql`b.last`, sql`b.e`)} else 0 end
    from (select s, e, first, last, first < last as whole
          from (select s, e, date_trunc('month', e, 'UTC') as last,
                  date_trunc('month', s, 'UTC') + case when date_trunc('month', s, 'UTC') = s
                    then interval '0' else interval '1 month' end as first
                from (select ${from} as s, ${to} as e) bounds) months) b)`;
}

export async function listTotals(db: Db, actor: Actor, query: ProposalsQuery): Promise<Totals> {
  const t = proposalTallies;
  const tallied = talliedFilters(query);
  let total: SQL;
  if (tallied?.created) {
    total = periodTotal(actor, query, tallied);
  } else if (tallied) {
    total = sql`sum(${t.total}) filter (where ${tallyConditions(t, actor, tallied)})`;
  } else {
    total = sql`(select count(*) from ${proposals}
      where ${sql.join(proposalConditions(query, actor), sql` and `)})`;
  }
  const [found] = await db
    .select({
      total: sql<number>`coalesce(${total}, 0)::int`,
      total_without_filter: sql<number>`coalesce(sum(${t.total}) filter (where ${tallyScope(t, actor)}), 0)::int`,
    })
    .from(t);
  return { total: found?.total ?? 0, total_without_filter: found?.total_without_filter ?? 0 };
}

/** Every id the list finds, in its order (exports). */
export async function listIds(db: Db, actor: Actor, query: ProposalsQuery): Promise<number[]> {
  const where = sql.join(proposalConditions(query, actor), sql` and `);
  const found = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(where)
    .orderBy(proposalOrderTerms(query));
  return found.map((row) => row.id);
}

/** The export's lines for a batch of ids, in their order, read again under the actor's scope. */
export async function exportLines(db: Db, actor: Actor, ids: number[]) {
  const p = proposals;
  const found = await db
    .select({
      id: p.id,
      name: p.name,
      type: p.type,
      status: p.status,
      company_name: p.companyName,
      project_total: p.projectTotal,
      project_required_investment: p.projectRequiredInvestment,
      city_name: city.name,
      uf: p.uf,
      created_at: p.createdAt,
      customer_name: customers.name,
    })
    .from(p)
    .leftJoin(customers, sql`${customers.id} = ${p.customerId}`)
    .leftJoin(city, sql`${city.id} = ${p.cityId}`)
    .where(sql`${p.id} in ${ids} and ${readableSql(actor)}`);
  return inIdOrder(ids, found);
}

/** What an exported line needs of an opportunity: the list's table, nothing hydrated. */
export type ProposalExportRow = Awaited<ReturnType<typeof exportLines>>[number];

/**
 * Inside a write: the opportunity as it is now, locked until the transaction ends, so the
 * checks made on it still hold when the write lands. A second writer waits, then sees the
 * first one's result.
 */
export async function lockReadable(tx: Db, actor: Actor, id: number) {
  const p = proposals;
  const [row] = await tx
    .select({ id: p.id, name: p.name, type: p.type, status: p.status, customer_id: p.customerId })
    .from(p)
    .where(sql`${p.id} = ${id} and ${readableSql(actor)}`)
    .for('update');
  return row ?? null;
}

/** What a write needs of the opportunity it changes, read under a row lock. */
export type LockedProposal = NonNullable<Awaited<ReturnType<typeof lockReadable>>>;

/**
 * Every live open private opportunity with what matching scores it on, and what its reading
 * rule reads (isReadableBy): the candidates of the places' "Projetos compatíveis".
 */
export async function openPrivateProjects(db: Db) {
  return db
    .select({
      id: proposals.id,
      name: proposals.name,
      companyName: proposals.companyName,
      category: proposals.projectCategory,
      mainActivityCode: proposals.companyMainActivityCode,
      federalTaxId: proposals.companyFederalTaxId,
      requiredAreaM2: proposals.projectRequiredAreaM2,
      preferredUfs: proposals.projectPreferredUfs,
      total: proposals.projectTotal,
      status: proposals.status,
      customerId: proposals.customerId,
      deletedAt: proposals.deletedAt,
    })
    .from(proposals)
    .where(
      sql`${proposals.deletedAt} is null and ${proposals.type} = 'company' and ${proposals.status} = 'open'`,
    )
    .orderBy(proposals.id);
}
