import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { cities, cityFacts, cityProposalTallies } from '../../db/schema/index.ts';
import { indicatorColumn } from './city-filters.ts';

/** An output of `ranked` below: a count, or a rank (null where the city has nothing open). */
const count = (name: string) => sql<number>`ranked.${sql.identifier(name)}`;
const rank = (name: string) => sql<number | null>`ranked.${sql.identifier(name)}`;

/**
 * A city's opportunity counts and ranks, from the per-city tallies the database keeps: the
 * ranks compare 5,571 municipalities' counts without counting any opportunity.
 */
export async function cityRankingRow(db: Db, cityId: number) {
  const t = cityProposalTallies;
  const of = (type: 'city' | 'company', status?: 'open' | 'completed') =>
    status
      ? sql`coalesce(sum(${t.total}) filter (where ${t.type} = ${type} and ${t.status} = ${status}), 0)::int`
      : sql`coalesce(sum(${t.total}) filter (where ${t.type} = ${type}), 0)::int`;
  // Window functions over a grouped CTE, read for one city: kept as written.
  const [row] = await rowsOf(
    db,
    {
      private_total: count('private_total'),
      private_open: count('private_open'),
      private_completed: count('private_completed'),
      public_total: count('public_total'),
      public_open: count('public_open'),
      public_completed: count('public_completed'),
      open_total: count('open_total'),
      private_state: rank('private_state'),
      private_national: rank('private_national'),
      public_state: rank('public_state'),
      public_national: rank('public_national'),
      position: rank('position'),
      total_of_cities: count('total_of_cities'),
    },
    (columns) => sql`with counts as (
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
        select ${columns} from ranked where id = ${cityId}`,
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
  const [row] = await db
    .select({
      medians: sql<
        [number | null, number | null, number | null][]
      >`json_build_array(${sql.join(selections, sql`, `)})`,
    })
    .from(cityFacts)
    .innerJoin(cities, sql`${cities.id} = ${cityFacts.cityId}`);
  return new Map(
    keys.map((key, i) => {
      const [value, state, brazil] = row?.medians[i] ?? [null, null, null];
      return [key, { city: value, state, brazil }];
    }),
  );
}
