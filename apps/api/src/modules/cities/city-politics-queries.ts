import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { cities, cityFacts, cityProposalTallies } from '../../db/schema/index.ts';
import { indicatorColumn } from './city-filters.ts';

export type CityRankingRow = {
  private_total: number;
  private_open: number;
  private_completed: number;
  public_total: number;
  public_open: number;
  public_completed: number;
  open_total: number;
  private_state: number | null;
  private_national: number | null;
  public_state: number | null;
  public_national: number | null;
  position: number | null;
  total_of_cities: number;
};

/**
 * A city's opportunity counts and ranks, from the per-city tallies the database keeps: the
 * ranks compare 5,571 municipalities' counts without counting any opportunity.
 */
export async function cityRankingRow(db: Db, cityId: number): Promise<CityRankingRow | null> {
  const t = cityProposalTallies;
  const of = (type: 'city' | 'company', status?: 'open' | 'completed') =>
    status
      ? sql`coalesce(sum(${t.total}) filter (where ${t.type} = ${type} and ${t.status} = ${status}), 0)::int`
      : sql`coalesce(sum(${t.total}) filter (where ${t.type} = ${type}), 0)::int`;
  const [row] = await rows<CityRankingRow>(
    db,
    sql`with counts as (
          select ${cities.id} as id, ${cities.stateId} as state_id,
            ${of('company')} as private_total, ${of('company', 'open')} as private_open,
            ${of('company', 'completed')} as private_completed,
            ${of('city')} as public_total, ${of('city', 'open')} as public_open,
            ${of('city', 'completed')} as public_completed,
            coalesce(sum(${t.total}) filter (where ${t.status} = 'open'), 0)::int as open_total
          from ${cities} left join ${t} on ${t.cityId} = ${cities.id}
          group by ${cities.id}
        ),
        ranked as (
          select *,
            case when private_open > 0
              then rank() over (partition by state_id order by private_open desc)::int end as private_state,
            case when private_open > 0
              then rank() over (order by private_open desc)::int end as private_national,
            case when public_open > 0
              then rank() over (partition by state_id order by public_open desc)::int end as public_state,
            case when public_open > 0
              then rank() over (order by public_open desc)::int end as public_national,
            case when open_total > 0
              then rank() over (order by open_total desc)::int end as position,
            (count(*) over ())::int as total_of_cities
          from counts
        )
        select * from ranked where id = ${cityId}`,
  );
  return row ?? null;
}

export type IndicatorMedians = { city: number | null; state: number | null; brazil: number | null };

/**
 * The city's value of each indicator beside the medians of its state's municipalities and of
 * all of Brazil's, or null when there is no such city.
 */
export async function indicatorMedians(
  db: Db,
  cityId: number,
  keys: readonly string[],
): Promise<Map<string, IndicatorMedians> | null> {
  const [city] = await db
    .select({ stateId: cities.stateId })
    .from(cities)
    .where(sql`${cities.id} = ${cityId}`);
  if (!city) return null;
  const selections = keys.map((key) => {
    const column = indicatorColumn(key);
    return sql`json_build_array(
      max(${column}) filter (where ${cityFacts.cityId} = ${cityId}),
      percentile_cont(0.5) within group (order by ${column})
        filter (where ${cities.stateId} = ${city.stateId}),
      percentile_cont(0.5) within group (order by ${column}))`;
  });
  const [row] = await rows<{ medians: [number | null, number | null, number | null][] }>(
    db,
    sql`select json_build_array(${sql.join(selections, sql`, `)}) as medians
        from ${cityFacts} join ${cities} on ${cities.id} = ${cityFacts.cityId}`,
  );
  return new Map(
    keys.map((key, i) => {
      const [value, state, brazil] = row?.medians[i] ?? [null, null, null];
      return [key, { city: value, state, brazil }];
    }),
  );
}
