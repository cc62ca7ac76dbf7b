import { CITY_RANGE_INDICATORS, type CitiesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';

export const indicatorColumn = (key: string) => sql.raw(`f."${key.replace(/"/g, '')}"`);

/**
 * WHERE conditions of a city list. Aliases: c = cities, s = states, f = city_facts.
 * Indicator keys come from the validated query (a closed list), never from raw input.
 */
export function cityConditions(query: CitiesQuery, actor: Actor): SQL[] {
  const scope = actor.customer;
  const conditions: SQL[] = [];
  if (query.ufs?.length) conditions.push(sql`s.id in ${query.ufs}`);
  if (query.id?.length) conditions.push(sql`c.id in ${query.id}`);
  if (query.code) conditions.push(sql`c.code = ${query.code}`);
  if (query.name) {
    conditions.push(
      sql`lower(immutable_unaccent(c.name)) like '%' || lower(immutable_unaccent(${query.name})) || '%'`,
    );
  }
  if (query.only_favorites) conditions.push(onlyFavoritesSql(actor.userId, 'city', sql`c.id`));
  if (query.only_customer) {
    if (scope.type === 'city' && scope.cityId) conditions.push(sql`c.id = ${scope.cityId}`);
    else if (scope.type === 'state' && scope.stateId) conditions.push(sql`s.id = ${scope.stateId}`);
  }
  if (query.vocation?.length) {
    conditions.push(sql`exists (select 1 from locations l
      join location_vocations lv on lv.location_id = l.id
      where l.city_id = c.id and lv.vocation_id in ${query.vocation})`);
  }
  if (query.incentives?.length) {
    conditions.push(sql`exists (select 1 from locations l
      join location_benefits lb on lb.location_id = l.id
      join benefit_types bt on bt.id = lb.benefit_type_id
      where l.city_id = c.id and bt.slug in ${query.incentives})`);
  }
  if (query.coordinates_polygon) {
    conditions.push(sql`c.location <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
  }
  if (query.liberdade_economica !== undefined) {
    conditions.push(
      query.liberdade_economica
        ? sql`f.liberdade_economica is not null`
        : sql`f.liberdade_economica is null`,
    );
  }
  if (query.bioma?.length) conditions.push(sql`f.bioma in ${query.bioma}`);
  const ranges = query as unknown as Record<string, { start?: number; end?: number } | undefined>;
  for (const key of CITY_RANGE_INDICATORS) {
    const range = ranges[key];
    if (!range) continue;
    if (range.start !== undefined) conditions.push(sql`${indicatorColumn(key)} >= ${range.start}`);
    if (range.end !== undefined) conditions.push(sql`${indicatorColumn(key)} <= ${range.end}`);
  }
  return conditions;
}

export function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** ORDER BY of a city list; ties broken by id so pages never overlap. */
export function cityOrder(query: CitiesQuery): SQL {
  const parts: SQL[] = [];
  for (const { key, order } of query.sort ?? []) {
    const direction = order === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
    const column =
      key === 'name'
        ? sql`c.name_key`
        : key === 'code'
          ? sql`c.code`
          : key === 'uf'
            ? sql`s.uf`
            : key === 'id'
              ? sql`c.id`
              : indicatorColumn(key);
    parts.push(sql`${column} ${direction}`);
  }
  if (parts.length === 0) parts.push(sql`c.name_key asc`);
  parts.push(sql`c.id asc`);
  return sql`order by ${sql.join(parts, sql`, `)}`;
}
