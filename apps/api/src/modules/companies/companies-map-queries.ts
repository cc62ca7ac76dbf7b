import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnOf, rowsOf } from '../../db/rows.ts';
import { cities, companies, companyCityTallies, states } from '../../db/schema/index.ts';
import { withinBudget } from '../../lib/sql/within-budget.ts';
import {
  COMPANY_MAP_SAMPLE_ROWS,
  type CountedRows,
  sampleOf,
  theRegistry,
} from './companies-sample-queries.ts';
import { cityTallyWhere } from './companies-tally-queries.ts';
import { type CompanyFilter, matchedInIndex, talliedFilter, whereOf } from './company-filters.ts';

const c = companies;
const ct = companyCityTallies;

/**
 * The filtered companies with a municipality, at its seat, for a filter counted to at most
 * `max`: its matches found first (walking an order's index would read the whole registry for a
 * filter that keeps few). A filter the filter cells' index holds finds its CNPJs there, and
 * only their rows are read for the names (decision 0016).
 */
export function mapPoints(db: Db, filter: CompanyFilter, max: number) {
  const where = whereOf(filter);
  const point = sql`${c.cnpj} as cnpj, ${c.name} as name, ${c.businessName} as business_name,
    ${c.cityId} as city_id`;
  const found = matchedInIndex(filter)
    ? sql`with matched as materialized (select ${c.cnpj} as cnpj from ${c} where ${where} limit ${max})
        select ${point} from matched join ${c} on ${c.cnpj} = matched.cnpj`
    : sql`select ${point} from ${c} where ${where} limit ${max}`;
  // A materialized CTE, which the builder does not write.
  return rowsOf(
    db,
    {
      cnpj: columnOf('found', c.cnpj),
      name: columnOf('found', c.name),
      business_name: columnOf('found', c.businessName),
      latitude: cities.latitude,
      longitude: cities.longitude,
    },
    (columns) => sql`with found as materialized (${found})
        select ${columns}
        from found join ${cities} on ${cities.id} = found.city_id
        order by found.cnpj`,
  );
}

const cityColumns = {
  city_id: cities.id,
  city_code: cities.code,
  name: cities.name,
  uf: states.uf,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/**
 * Companies per municipality, the cheapest exact way within `budgetMs` (decision 0011): the
 * kept tallies when the filter names only places, statuses, sizes, Simples and MEI; otherwise
 * the matches grouped by municipality, and when that runs past the budget, each municipality's
 * share of a fixed sample of the registry scaled to the whole (`estimate`).
 */
export async function mapCities(
  db: Db,
  filter: CompanyFilter,
  all: number,
  { budgetMs, sampleRows = COMPANY_MAP_SAMPLE_ROWS }: { budgetMs: number; sampleRows?: number },
) {
  const tallied = talliedFilter(filter);
  if (tallied) {
    const data = await db
      .select({ ...cityColumns, total: sql<number>`sum(${ct.total})::int` })
      .from(ct)
      .innerJoin(cities, sql`${cities.id} = ${ct.cityId}`)
      .innerJoin(states, sql`${states.id} = ${cities.stateId}`)
      .where(cityTallyWhere(tallied))
      .groupBy(cities.id, states.uf)
      .having(sql`sum(${ct.total}) > 0`)
      .orderBy(cities.id);
    return { data, estimate: false };
  }
  const grouped = (reader: Db, { from, kept, on }: CountedRows, scale: SQL) =>
    reader
      .select({ ...cityColumns, total: sql<number>`g.total` })
      .from(
        sql`(select ${on.cityId} as city_id, round(count(*) * ${scale})::int as total
              from ${from} where ${kept} and ${whereOf(filter, on)} and ${on.cityId} is not null
              group by ${on.cityId}) g`,
      )
      .innerJoin(cities, sql`${cities.id} = g.city_id`)
      .innerJoin(states, sql`${states.id} = ${cities.stateId}`)
      .orderBy(cities.id);
  const exact = await withinBudget(db, budgetMs, (tx) => grouped(tx, theRegistry, sql`1`));
  if (exact) return { data: exact, estimate: false };
  const sample = sampleOf(all, sampleRows);
  const data = await grouped(db, sample, sql`${all}::float8 / nullif(${sample.read}, 0)`);
  return { data, estimate: true };
}
