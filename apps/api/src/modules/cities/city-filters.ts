import { CITY_RANGE_INDICATORS, type CitiesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  benefitTypes,
  cityFacts,
  locationBenefits,
  locations,
  locationVocations,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { keyContains } from '../../lib/sql/text-search.ts';

/** The columns of city_facts that are the city's own, not indicators. */
type PlaceKey = 'cityId' | 'stateId' | 'uf' | 'code' | 'nameKey' | 'location' | 'municipalities';
type FactKey = Exclude<keyof typeof cityFacts._.selectedFields, PlaceKey>;

/** An indicator's column of city_facts; keys come from the validated query (a closed list). */
export const indicatorColumn = (key: string) => cityFacts[key as FactKey];

const f = cityFacts;

/**
 * WHERE conditions of a city list, all on city_facts (migration 0018): for the ranges users
 * send its 5,571 rows are read whole faster than one condition's index would narrow them;
 * only one city's id or IBGE code is looked up by index.
 */
export function cityConditions(query: CitiesQuery, actor: Actor): SQL[] {
  const scope = actor.customer;
  const conditions: SQL[] = [];
  if (query.ufs?.length) conditions.push(sql`${f.stateId} in ${query.ufs}`);
  if (query.id?.length) conditions.push(sql`${f.cityId} in ${query.id}`);
  if (query.code) conditions.push(sql`${f.code} = ${query.code}`);
  if (query.name) {
    conditions.push(keyContains(f.nameKey, query.name));
  }
  if (query.only_favorites) {
    conditions.push(onlyFavoritesSql(actor.userId, 'city', sql`${f.cityId}`));
  }
  if (query.only_customer) {
    if (scope.type === 'city' && scope.cityId) conditions.push(sql`${f.cityId} = ${scope.cityId}`);
    else if (scope.type === 'state' && scope.stateId)
      conditions.push(sql`${f.stateId} = ${scope.stateId}`);
  }
  if (query.vocation?.length) {
    conditions.push(sql`exists (select 1 from ${locations}
      join ${locationVocations} on ${locationVocations.locationId} = ${locations.id}
      where ${locations.cityId} = ${f.cityId} and ${locationVocations.vocationId} in ${query.vocation})`);
  }
  if (query.incentives?.length) {
    conditions.push(sql`exists (select 1 from ${locations}
      join ${locationBenefits} on ${locationBenefits.locationId} = ${locations.id}
      join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
      where ${locations.cityId} = ${f.cityId} and ${benefitTypes.slug} in ${query.incentives})`);
  }
  if (query.coordinates_polygon) {
    conditions.push(sql`${f.location} <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
  }
  if (query.liberdade_economica !== undefined) {
    conditions.push(
      query.liberdade_economica
        ? sql`${f.liberdade_economica} is not null`
        : sql`${f.liberdade_economica} is null`,
    );
  }
  if (query.bioma?.length) conditions.push(sql`${f.bioma} in ${query.bioma}`);
  const ranges = query as unknown as Record<string, { start?: number; end?: number } | undefined>;
  for (const key of CITY_RANGE_INDICATORS) {
    const range = ranges[key];
    if (!range) continue;
    if (range.start !== undefined) conditions.push(sql`${indicatorColumn(key)} >= ${range.start}`);
    if (range.end !== undefined) conditions.push(sql`${indicatorColumn(key)} <= ${range.end}`);
  }
  return conditions;
}

/** The conditions as one WHERE condition for the query builder; none without conditions. */
export function allOf(conditions: SQL[]): SQL | undefined {
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

/** The ORDER BY terms of a city list; ties broken by id so pages never overlap. */
export function cityOrder(query: CitiesQuery): SQL {
  const parts: SQL[] = [];
  for (const { key, order } of query.sort ?? []) {
    const direction = order === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
    const column =
      key === 'name'
        ? sql`${f.nameKey}`
        : key === 'code'
          ? sql`${f.code}`
          : key === 'uf'
            ? sql`${f.uf}`
            : key === 'id'
              ? sql`${f.cityId}`
              : sql`${indicatorColumn(key)}`;
    parts.push(sql`${column} ${direction}`);
  }
  if (parts.length === 0) parts.push(sql`${f.nameKey} asc`);
  parts.push(sql`${f.cityId} asc`);
  return sql.join(parts, sql`, `);
}
