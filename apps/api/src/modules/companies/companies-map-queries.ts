import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
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

export type MapPointRow = {
  cnpj: string;
  name: string;
  business_name: string | null;
  latitude: number;
  longitude: number;
};

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
  return rows<MapPointRow>(
    db,
    sql`with found as materialized (${found})
        select found.cnpj, found.name, found.business_name,
          ${cities.latitude} as latitude, ${cities.longitude} as longitude
        from found join ${cities} on ${cities.id} = found.city_id
        order by found.cnpj`,
  );
}

export type MapCityRow = {
  city_id: number;
  city_code: number;
  name: string;
  uf: string;
  latitude: number;
  longitude: number;
  total: number;
};

const cityColumns = sql`${cities.id} as city_id, ${cities.code} as city_code, ${cities.name} as name,
  ${states.uf} as uf, ${cities.latitude} as latitude, ${cities.longitude} as longitude`;

export type MapCities = { data: MapCityRow[]; estimate: boolean };

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
): Promise<MapCities> {
  const tallied = talliedFilter(filter);
  if (tallied) {
    const data = await rows<MapCityRow>(
      db,
      sql`select ${cityColumns}, sum(${ct.total})::int as total
          from ${ct} join ${cities} on ${cities.id} = ${ct.cityId}
          join ${states} on ${states.id} = ${cities.stateId}
          where ${cityTallyWhere(tallied)}
          group by ${cities.id}, ${states.uf} having sum(${ct.total}) > 0 order by ${cities.id}`,
    );
    return { data, estimate: false };
  }
  const grouped = ({ from, kept, on }: CountedRows, scale: SQL) =>
    sql`select ${cityColumns}, g.total
        from (select ${on.cityId} as city_id, round(count(*) * ${scale})::int as total
              from ${from} where ${kept} and ${whereOf(filter, on)} and ${on.cityId} is not null
              group by ${on.cityId}) g
        join ${cities} on ${cities.id} = g.city_id
        join ${states} on ${states.id} = ${cities.stateId}
        order by ${cities.id}`;
  const exact = await withinBudget<MapCityRow>(db, budgetMs, grouped(theRegistry, sql`1`));
  if (exact) return { data: exact, estimate: false };
  const sample = sampleOf(all, sampleRows);
  const data = await rows<MapCityRow>(
    db,
    grouped(sample, sql`${all}::float8 / nullif(${sample.read}, 0)`),
  );
  return { data, estimate: true };
}
