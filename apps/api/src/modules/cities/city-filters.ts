import { CITY_RANGE_INDICATORS, type CitiesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  benefitTypes,
  cities,
  cityFacts,
  locationBenefits,
  locations,
  locationVocations,
  states,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { containsText } from '../../lib/sql/text-search.ts';

type FactKey = Exclude<keyof typeof cityFacts._.selectedFields, 'cityId'>;

/** An indicator's column of city_facts; keys come from the validated query (a closed list). */
export const indicatorColumn = (key: string) => cityFacts[key as FactKey];

const c = cities;
const f = cityFacts;

/** WHERE conditions of a city list over cities and city_facts. */
export function cityConditions(query: CitiesQuery, actor: Actor): SQL[] {
  const scope = actor.customer;
  const conditions: SQL[] = [];
  if (query.ufs?.length) conditions.push(sql`${c.stateId} in ${query.ufs}`);
  if (query.id?.length) conditions.push(sql`${c.id} in ${query.id}`);
  if (query.code) conditions.push(sql`${c.code} = ${query.code}`);
  if (query.name) {
    // The trigram index on cities' names is built on this very expression.
    conditions.push(containsText(c.name, query.name));
  }
  if (query.only_favorites) conditions.push(onlyFavoritesSql(actor.userId, 'city', sql`${c.id}`));
  if (query.only_customer) {
    if (scope.type === 'city' && scope.cityId) conditions.push(sql`${c.id} = ${scope.cityId}`);
    else if (scope.type === 'state' && scope.stateId)
      conditions.push(sql`${c.stateId} = ${scope.stateId}`);
  }
  if (query.vocation?.length) {
    conditions.push(sql`exists (select 1 from ${locations}
      join ${locationVocations} on ${locationVocations.locationId} = ${locations.id}
      where ${locations.cityId} = ${c.id} and ${locationVocations.vocationId} in ${query.vocation})`);
  }
  if (query.incentives?.length) {
    conditions.push(sql`exists (select 1 from ${locations}
      join ${locationBenefits} on ${locationBenefits.locationId} = ${locations.id}
      join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
      where ${locations.cityId} = ${c.id} and ${benefitTypes.slug} in ${query.incentives})`);
  }
  if (query.coordinates_polygon) {
    conditions.push(sql`${c.location} <@ ${polygonLiteral(query.coordinates_polygon)}::polygon`);
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

export function whereClause(conditions: SQL[]): SQL {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Whether the order reads the state's UF (the only column that needs the states table). */
export const sortsByUf = (query: CitiesQuery) => (query.sort ?? []).some(({ key }) => key === 'uf');

/** ORDER BY of a city list; ties broken by id so pages never overlap. */
export function cityOrder(query: CitiesQuery): SQL {
  const parts: SQL[] = [];
  for (const { key, order } of query.sort ?? []) {
    const direction = order === 'desc' ? sql.raw('desc nulls last') : sql.raw('asc nulls last');
    const column =
      key === 'name'
        ? sql`${c.nameKey}`
        : key === 'code'
          ? sql`${c.code}`
          : key === 'uf'
            ? sql`${states.uf}`
            : key === 'id'
              ? sql`${c.id}`
              : sql`${indicatorColumn(key)}`;
    parts.push(sql`${column} ${direction}`);
  }
  if (parts.length === 0) parts.push(sql`${c.nameKey} asc`);
  parts.push(sql`${c.id} asc`);
  return sql`order by ${sql.join(parts, sql`, `)}`;
}
