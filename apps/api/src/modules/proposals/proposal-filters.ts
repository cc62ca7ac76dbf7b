import { onlyAlphanumerics, type ProposalsQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { readableSql } from './proposal-access.ts';

/** FROM of an opportunity list: the tables its filters and ordering read. */
export const proposalListFrom: SQL = sql`from proposals p
    left join cities c on c.id = p.city_id
    left join states s on s.id = c.state_id`;

/** WHERE conditions of an opportunity list. Aliases: p = proposals, c = cities, s = states. */
export function proposalConditions(query: ProposalsQuery, actor: Actor): SQL[] {
  const list: SQL[] = [readableSql(actor)];
  if (query.status?.length) list.push(sql`p.status in ${query.status}`);
  if (query.type?.length) list.push(sql`p.type in ${query.type}`);
  if (query.city?.length) list.push(sql`p.city_id in ${query.city}`);
  if (query.ufs?.length) list.push(sql`c.state_id in ${query.ufs}`);
  if (query.customer) list.push(sql`p.customer_id = ${query.customer}`);
  if (query.start_date) list.push(sql`p.created_at >= ${query.start_date}::date`);
  if (query.end_date) list.push(sql`p.created_at < ${query.end_date}::date + 1`);
  if (query.investimentRange?.start !== undefined)
    list.push(sql`p.project_total >= ${query.investimentRange.start}`);
  if (query.investimentRange?.end !== undefined)
    list.push(sql`p.project_total <= ${query.investimentRange.end}`);
  if (query.company_federal_tax_id) {
    const taxId = onlyAlphanumerics(query.company_federal_tax_id);
    if (taxId) list.push(sql`p.company_federal_tax_id like ${`${taxId}%`}`);
  }
  if (query.name) {
    list.push(
      sql`lower(immutable_unaccent(p.name)) like '%' || lower(immutable_unaccent(${query.name})) || '%'`,
    );
  }
  if (query.only_favorites) list.push(onlyFavoritesSql(actor.userId, 'proposal', sql`p.id`));
  if (query.coordinates_polygon) {
    list.push(sql`p.location <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
  }
  return list;
}

const SORT_COLUMNS: Record<string, SQL> = {
  created_at: sql`p.created_at`,
  id: sql`p.id`,
  name: sql`lower(immutable_unaccent(p.name))`,
  type: sql`p.type`,
  status: sql`p.status`,
  investment: sql`p.project_total`,
  city: sql`c.name`,
  uf: sql`s.uf`,
};

/** Newest first unless asked otherwise; ties broken by id. */
export function proposalOrder(query: ProposalsQuery): SQL {
  const sort = query.sort?.length ? query.sort : [{ key: 'created_at', order: 'desc' as const }];
  const parts = sort.map(
    ({ key, order }) =>
      sql`${SORT_COLUMNS[key] ?? SORT_COLUMNS.created_at} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
  );
  return sql`order by ${sql.join([...parts, sql`p.id desc`], sql`, `)}`;
}
