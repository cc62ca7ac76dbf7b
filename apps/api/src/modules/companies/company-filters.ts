import { type CompaniesQuery, onlyDigits } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';

/** WHERE conditions of a company list. Aliases: co = companies, ci = cities. */
export function companyConditions(query: CompaniesQuery, actor: Actor): SQL[] {
  const list: SQL[] = [];
  if (query.name) {
    const term = sql`'%' || lower(immutable_unaccent(${query.name})) || '%'`;
    list.push(sql`(lower(immutable_unaccent(co.name)) like ${term}
      or lower(immutable_unaccent(co.business_name)) like ${term})`);
  }
  if (query.cnpj) {
    const digits = onlyDigits(query.cnpj);
    if (digits) list.push(sql`co.cnpj like ${`${digits}%`}`);
  }
  if (query.city_code) list.push(sql`co.city_code = ${query.city_code}`);
  if (query.city?.length) list.push(sql`co.city_id in ${query.city}`);
  if (query.ufs?.length)
    list.push(sql`co.state in (select uf from states where id in ${query.ufs})`);
  if (query.activities?.length) {
    list.push(sql`(co.main_activity_code in ${query.activities} or exists (
      select 1 from company_secondary_activities a where a.company_id = co.id and a.activity_code in ${query.activities}))`);
  }
  if (query.capital_social?.start !== undefined)
    list.push(sql`co.share_capital >= ${query.capital_social.start}`);
  if (query.capital_social?.end !== undefined)
    list.push(sql`co.share_capital <= ${query.capital_social.end}`);
  if (query.status?.length) list.push(sql`co.status_reason in ${query.status}`);
  if (query.only_favorites) list.push(onlyFavoritesSql(actor.userId, 'company', sql`co.cnpj`));
  if (query.coordinates_polygon) {
    list.push(sql`co.location <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
  }
  return list;
}

const SORT_COLUMNS: Record<string, SQL> = {
  capital_social: sql`co.share_capital`,
  razao_social: sql`co.name`,
  nome_fantasia: sql`co.business_name`,
  municipio: sql`ci.name`,
  fundacao: sql`co.open_at`,
};

/** Default: largest share capital first (spec 1 §9). */
export function companyOrder(query: CompaniesQuery): SQL {
  const sort = query.sort?.length
    ? query.sort
    : [{ key: 'capital_social', order: 'desc' as const }];
  const parts = sort.map(
    ({ key, order }) =>
      sql`${SORT_COLUMNS[key] ?? SORT_COLUMNS.capital_social} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
  );
  return sql`order by ${sql.join([...parts, sql`co.id`], sql`, `)}`;
}
