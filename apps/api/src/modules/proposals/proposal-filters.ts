import { normalizeCnpj, type ProposalsQuery } from '@oportuna/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { proposals } from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { keyContains } from '../../lib/sql/text-search.ts';

const p = proposals;

/**
 * Who reads what (docs/proposals.md): every signed-in user reads every live opportunity,
 * except pending ones (sent through a showcase and not yet approved), which only the
 * registering customer's users and the superadmin see.
 */
export function readableSql(actor: Actor): SQL {
  if (isSuperAdminActor(actor)) return sql`${p.deletedAt} is null`;
  return sql`${p.deletedAt} is null and (${p.status} <> 'pending' or ${p.customerId} = ${actor.customerId ?? 0})`;
}

/** The same rule for an opportunity already read, for what is kept in memory. */
export function isReadableBy(
  actor: Actor,
  proposal: { deletedAt: Date | string | null; status: string; customerId: number | null },
): boolean {
  if (proposal.deletedAt !== null) return false;
  if (isSuperAdminActor(actor)) return true;
  return proposal.status !== 'pending' || proposal.customerId === (actor.customerId ?? 0);
}

/**
 * Whether every actor may read the opportunity (isReadableBy holds for anyone): what memory
 * keeps can then be shared by every request, and only the others are read per actor.
 */
export function isReadableByEveryone(proposal: {
  deletedAt: Date | string | null;
  status: string;
}) {
  return proposal.deletedAt === null && proposal.status !== 'pending';
}

/** The same rule for a prepared statement: the reader comes as `customerId` and `everything`. */
export const readableByParameters: SQL = sql`${p.deletedAt} is null
  and (${p.status} <> 'pending' or ${p.customerId} = ${sql.placeholder('customerId')}
    or ${sql.placeholder('everything')}::boolean)`;

/** WHERE conditions of an opportunity list, all on the proposals row itself. */
export function proposalConditions(query: ProposalsQuery, actor: Actor): SQL[] {
  const list: SQL[] = [readableSql(actor)];
  if (query.status?.length) list.push(sql`${p.status} in ${query.status}`);
  if (query.type?.length) list.push(sql`${p.type} in ${query.type}`);
  if (query.city?.length) list.push(sql`${p.cityId} in ${query.city}`);
  if (query.ufs?.length) list.push(sql`${p.stateId} in ${query.ufs}`);
  if (query.customer) list.push(sql`${p.customerId} = ${query.customer}`);
  if (query.start_date) list.push(sql`${p.createdAt} >= ${query.start_date}::date`);
  if (query.end_date) list.push(sql`${p.createdAt} < ${query.end_date}::date + 1`);
  if (query.investimentRange?.start !== undefined)
    list.push(sql`${p.projectTotal} >= ${query.investimentRange.start}`);
  if (query.investimentRange?.end !== undefined)
    list.push(sql`${p.projectTotal} <= ${query.investimentRange.end}`);
  if (query.company_federal_tax_id) {
    const taxId = normalizeCnpj(query.company_federal_tax_id);
    if (taxId) list.push(sql`${p.companyFederalTaxId} like ${`${taxId}%`}`);
  }
  if (query.name) {
    list.push(keyContains(p.nameKey, query.name));
  }
  if (query.only_favorites) list.push(onlyFavoritesSql(actor.userId, 'proposal', sql`${p.id}`));
  if (query.coordinates_polygon) {
    list.push(sql`${p.location} <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
  }
  return list;
}

/**
 * The filters the kept tallies answer: status, type and state, and a creation period (the
 * month tallies, with its partial months counted); null when the query filters on anything
 * else and its total must be counted.
 */
export function talliedFilters(query: ProposalsQuery) {
  const { status, type, ufs } = query;
  const other =
    query.city?.length ||
    query.customer ||
    query.investimentRange?.start !== undefined ||
    query.investimentRange?.end !== undefined ||
    query.company_federal_tax_id ||
    query.name ||
    query.only_favorites ||
    query.coordinates_polygon;
  if (other) return null;
  const created =
    query.start_date || query.end_date
      ? { start: query.start_date ?? null, end: query.end_date ?? null }
      : null;
  return {
    status: status?.length ? status : null,
    type: type?.length ? type : null,
    ufs: ufs?.length ? ufs : null,
    created,
  };
}

/** Sort keys, each matching an index of migration 0007; nullable ones sort nulls last. */
const SORT_COLUMNS: Record<string, { column: AnyColumn; nullable: boolean }> = {
  created_at: { column: p.createdAt, nullable: false },
  id: { column: p.id, nullable: false },
  name: { column: p.nameKey, nullable: false },
  type: { column: p.type, nullable: false },
  status: { column: p.status, nullable: false },
  investment: { column: p.projectTotal, nullable: true },
  city: { column: p.cityNameKey, nullable: true },
  uf: { column: p.uf, nullable: true },
};

const sortOf = (query: ProposalsQuery) =>
  query.sort?.length ? query.sort : [{ key: 'created_at', order: 'desc' as const }];
const sortColumn = (key: string) => SORT_COLUMNS[key] ?? (SORT_COLUMNS.created_at as never);

/** The columns a list's order reads besides the id. */
export function sortColumns(query: ProposalsQuery): AnyColumn[] {
  const columns = sortOf(query).map(({ key }) => sortColumn(key).column);
  return [...new Set(columns)].filter((column) => column !== p.id);
}

/**
 * Newest first unless asked otherwise; ties broken by id in the same direction. `render`
 * names a column where the rows come from elsewhere than the table (a filtered set).
 */
export function proposalOrder(
  query: ProposalsQuery,
  render: (column: AnyColumn) => SQL = (column) => sql`${column}`,
): SQL {
  return sql`order by ${proposalOrderTerms(query, render)}`;
}

/** The terms of `proposalOrder`, for the query builder's `orderBy`. */
export function proposalOrderTerms(
  query: ProposalsQuery,
  render: (column: AnyColumn) => SQL = (column) => sql`${column}`,
): SQL {
  const sort = sortOf(query);
  const parts = sort.map(({ key, order }) => {
    const { column, nullable } = sortColumn(key);
    if (order === 'asc') return sql`${render(column)} asc`;
    return nullable ? sql`${render(column)} desc nulls last` : sql`${render(column)} desc`;
  });
  const last = sort[sort.length - 1]?.order === 'asc' ? sql`asc` : sql`desc`;
  return sql.join([...parts, sql`${render(p.id)} ${last}`], sql`, `);
}
