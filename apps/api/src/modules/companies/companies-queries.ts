import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  cities,
  companies,
  companyCityTallies,
  companyRegistryVersion,
  companySample,
  companyStateTallies,
  states,
} from '../../db/schema/index.ts';
import { inIndexOrder } from '../../lib/sql/in-index-order.ts';
import { searchKey } from '../../lib/sql/text-search.ts';
import { withinBudget } from '../../lib/sql/within-budget.ts';
import {
  type CompanyFilter,
  type CompanySort,
  cityConditions,
  companyOrder,
  type FilteredRows,
  inRegistry,
  inSample,
  matchedInIndex,
  sortColumns,
  type TalliedFilter,
  talliedFilter,
  tallyTerms,
  unnamed,
  whereOf,
} from './company-filters.ts';
import {
  type CompanyCounts,
  type CompanyPage,
  countFitsBudget,
  namesInOrder,
  type PagePath,
  pagePath,
  sortedOutsideCells,
} from './company-page-costs.ts';

const c = companies;
const ct = companyCityTallies;
const st = companyStateTallies;

/** A filter with what the database resolves of it, read in one statement. */
export type ResolvedFilter = {
  /** The filter with its states' UFs. */
  filter: CompanyFilter;
  /** The registry's version (migration 0026): what the list's index must have been read at. */
  registryVersion: number;
  /** The municipalities the filter names (a code, ids, a polygon) as ids; null: it names none. */
  cityIds: number[] | null;
  /** The name term as name search compares it. */
  nameKey: string | null;
};

/** The statuses the kept tallies count ('' for a missing one). */
const heldStatuses = sql`(select array_agg(distinct ${st.status}::text) from ${st} where ${st.total} > 0)`;

/** The filter naming every held status, unless it names its own or one is missing. */
function namingEveryStatus(filter: CompanyFilter, held: string[] | null): CompanyFilter {
  if (filter.statusCodes?.length || !held?.length || held.includes('')) return filter;
  return { ...filter, statusCodes: [...held].sort() };
}

/**
 * The UFs of the filter's states, compared as constants, so that the planner reads their share
 * of the registry from the column's statistics (it cannot through a subquery); with them, what
 * the list's index needs: the registry's version, the municipalities named, and the name's
 * search key. With `everyStatus`, in the same statement, the statuses the statements name
 * (`withEveryStatus`).
 */
export async function resolvedFilter(
  db: Db,
  filter: CompanyFilter,
  { everyStatus = false }: { everyStatus?: boolean } = {},
): Promise<ResolvedFilter> {
  const ufs = filter.stateIds?.length
    ? sql`(select coalesce(array_agg(${states.uf}::text), '{}') from ${states}
          where ${states.id} in ${filter.stateIds})`
    : sql`null::text[]`;
  const places = cityConditions(filter);
  const cityIds = places.length
    ? sql`(select coalesce(array_agg(${cities.id}), '{}') from ${cities}
          where ${sql.join(places, sql` and `)})`
    : sql`null::int[]`;
  const [found] = await rows<{
    ufs: string[] | null;
    version: string;
    city_ids: number[] | null;
    name_key: string | null;
    statuses: string[] | null;
  }>(
    db,
    sql`select ${ufs} as ufs,
          (select ${companyRegistryVersion.version} from ${companyRegistryVersion}) as version,
          ${cityIds} as city_ids,
          ${filter.name ? searchKey(filter.name) : sql`null::text`} as name_key,
          ${everyStatus && !filter.statusCodes?.length ? heldStatuses : sql`null::text[]`} as statuses`,
  );
  const withUfs = found?.ufs ? { ...filter, stateUfs: found.ufs } : filter;
  return {
    filter: everyStatus ? namingEveryStatus(withUfs, found?.statuses ?? null) : withUfs,
    registryVersion: Number(found?.version ?? 0),
    cityIds: found?.city_ids ?? null,
    nameKey: found?.name_key ?? null,
  };
}

/**
 * The filter as the statements compare it: without a status, every status the registry holds,
 * named one by one, when none is missing. The filter cells' index leads with the status, and a
 * scan that names each status descends to its states and CNAEs instead of reading the whole
 * index (a skip scan by hand, decision 0017). The kept tallies say which statuses there are
 * ('' for a missing one).
 */
export async function withEveryStatus(db: Db, filter: CompanyFilter): Promise<CompanyFilter> {
  if (filter.statusCodes?.length) return filter;
  const [found] = await rows<{ statuses: string[] | null }>(
    db,
    sql`select ${heldStatuses} as statuses`,
  );
  return namingEveryStatus(filter, found?.statuses ?? null);
}

/** How long a bounded count may take before an estimate stands in for it. */
const COUNT_BUDGET_MS = 25;
/** About how many rows the sample behind a list's estimate reads (decision 0011). */
export const COMPANY_SAMPLE_ROWS = 5_000;
/**
 * The map's, which spreads its matches over thousands of municipalities: the whole kept sample
 * (migration 0020 keeps 50,000 rows).
 */
export const MAP_SAMPLE_FACTOR = 10;
const COMPANY_MAP_SAMPLE_ROWS = COMPANY_SAMPLE_ROWS * MAP_SAMPLE_FACTOR;
/**
 * A sample that finds this many times the count's limit is trusted without counting: the
 * count would only run out of rows or of time.
 */
const SURELY_MORE = 2;

/** Rows a count reads: from where, which of them, and how their columns are named. */
type CountedRows = { from: SQL; kept: SQL; on: FilteredRows };

const theRegistry: CountedRows = { from: sql`${c}`, kept: sql`true`, on: inRegistry };

/**
 * Where a sample of about `size` rows is read (decision 0020), and how many rows it holds: a
 * registry no larger is read whole, and what it counts is exact; otherwise the first `size`
 * rows of the kept sample, the same on every request, so a filter keeps one estimate across
 * its pages.
 */
function sampleOf(all: number, size: number): CountedRows & { read: SQL } {
  if (all <= size) return { ...theRegistry, read: sql`${all}` };
  const s = companySample;
  const kept = sql`${s.position} <= ${size}`;
  return {
    from: sql`${s}`,
    kept,
    on: inSample,
    // Positions run 1 to N without a gap (a row number), so the rows kept are the lesser of
    // `size` and the last position, which the primary key gives without reading the rows.
    read: sql`(select least(${size}, coalesce(max(${s.position}), 0)) from ${s})`,
  };
}

/** Matches of the filter counted up to `limit` + 1 within the time budget; null past the budget. */
async function boundedCount(db: Db, filter: CompanyFilter, limit: number): Promise<number | null> {
  const found = await withinBudget<{ n: number }>(
    db,
    COUNT_BUDGET_MS,
    sql`select count(*)::int as n from (select 1 from ${c} where ${whereOf(filter)}
        limit ${limit + 1}) matched`,
  );
  return found ? (found[0]?.n ?? 0) : null;
}

type SampledCounts = {
  matched: number;
  name: number;
  others: number;
  capital: number;
  founded: number;
};

/**
 * The filter's matches estimated from the registry's kept sample: unlike the planner's
 * estimate, right for conditions on correlated columns, since it counts real rows. Also what
 * the page's path is chosen by: the matches of its name alone and of its other conditions, and
 * the companies within its share capital and foundation ranges, where a walk of those orders'
 * indexes starts and stops.
 */
async function sampledCount(
  db: Db,
  filter: CompanyFilter,
  all: number,
  sampleRows: number,
): Promise<SampledCounts> {
  const sample = sampleOf(all, sampleRows);
  // `offset 0` keeps each condition evaluated once a row, not once per count naming it.
  const [found] = await rows<SampledCounts & { read: number }>(
    db,
    sql`select count(*) filter (where s.name and s.others)::int as matched,
          count(*) filter (where s.name)::int as name, count(*) filter (where s.others)::int as others,
          count(*) filter (where s.capital)::int as capital,
          count(*) filter (where s.founded)::int as founded, count(*)::int as read
        from (select ${whereOf({ name: filter.name }, sample.on)} as name,
                ${whereOf(unnamed(filter), sample.on)} as others,
                ${whereOf({ shareCapital: filter.shareCapital }, sample.on)} as capital,
                ${whereOf({ foundedFrom: filter.foundedFrom, foundedUntil: filter.foundedUntil }, sample.on)} as founded
              from ${sample.from} where ${sample.kept} offset 0) s`,
  );
  const scaled = (n: number) => (found?.read ? Math.round((n * all) / found.read) : 0);
  return {
    matched: scaled(found?.matched ?? 0),
    name: scaled(found?.name ?? 0),
    others: scaled(found?.others ?? 0),
    capital: scaled(found?.capital ?? 0),
    founded: scaled(found?.founded ?? 0),
  };
}

/** The rows of a tallies table a tallied filter counts (`place` names the place column's condition). */
function tallyConditions(
  table: typeof ct | typeof st,
  tallied: TalliedFilter,
  place: SQL | null,
): SQL {
  const parts: SQL[] = place ? [place] : [];
  if (tallied.statuses) parts.push(sql`${table.status} in ${tallied.statuses}`);
  if (tallied.sizes) parts.push(sql`${table.companySize} in ${tallied.sizes}`);
  if (tallied.simples !== null) parts.push(sql`${table.simples} = ${tallied.simples}`);
  if (tallied.mei !== null) parts.push(sql`${table.mei} = ${tallied.mei}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The municipality tallies' rows a tallied filter counts: its states by the establishment's own
 * UF, as the list filters them, whatever state its municipality is in.
 */
function cityTallyWhere(tallied: TalliedFilter): SQL {
  const places: SQL[] = [];
  if (tallied.cities) {
    places.push(sql`${ct.cityId} in (select ${cities.id} from ${cities} where ${tallied.cities})`);
  }
  if (tallied.stateIds) {
    places.push(
      sql`${ct.state} in (select ${states.uf} from ${states} where ${states.id} in ${tallied.stateIds})`,
    );
  }
  return tallyConditions(ct, tallied, places.length ? sql.join(places, sql` and `) : null);
}

/** The companies a tallied filter keeps, from the state tallies unless it names municipalities. */
function talliedTotal(tallied: TalliedFilter): SQL {
  if (tallied.cities) {
    return sql`(select coalesce(sum(${ct.total}), 0)::int from ${ct} where ${cityTallyWhere(tallied)})`;
  }
  const place = tallied.stateIds ? sql`${st.stateId} in ${tallied.stateIds}` : null;
  return sql`(select coalesce(sum(${st.total}), 0)::int from ${st}
    where ${tallyConditions(st, tallied, place)})`;
}

const everyCompany = sql`(select coalesce(sum(${st.total}), 0)::int from ${st})`;

/**
 * The entries of the filter cells' index the filter's conditions other than a name, matched
 * there, read: its statuses' and states' companies, whatever else it names (those are checked
 * on the entries read). Without a status, the whole index: the states and CNAEs come after it.
 */
function cellsRead(filter: CompanyFilter): SQL {
  const others = unnamed(filter);
  if (!matchedInIndex(others)) return sql`null::int`;
  if (!others.statusCodes?.length) return everyCompany;
  return talliedTotal({
    cities: null,
    stateIds: others.stateIds?.length ? others.stateIds : null,
    statuses: others.statusCodes,
    sizes: null,
    simples: null,
    mei: null,
  });
}

/**
 * The list's totals without counting millions (decisions 0010 and 0011). All companies, and a
 * filter on places, statuses, sizes, Simples and MEI: the kept tallies, exact. Any other
 * filter: an estimate from a fixed sample of the registry; unless it is far above
 * `exactLimit`, the matches are then counted, no further than `exactLimit` + 1 and within a
 * time budget that reading them all can meet (decision 0017), and the count stands when it
 * finishes below the limit. Otherwise the estimate stands (`total_is_estimate`). Either way
 * never more than the tallies count for the filter's places, statuses, sizes, Simples and MEI,
 * and exactly none when they count none (MEI among large companies, say): then no row is read.
 */
export async function companyTotals(
  db: Db,
  filter: CompanyFilter,
  exactLimit: number,
  { sampleRows = COMPANY_SAMPLE_ROWS }: { sampleRows?: number } = {},
): Promise<CompanyCounts> {
  const exact = talliedFilter(filter);
  const [kept] = await rows<{
    all: number;
    bound: number;
    exact: number | null;
    cells: number | null;
  }>(
    db,
    sql`select ${everyCompany} as all, ${talliedTotal(tallyTerms(filter))} as bound,
          ${exact ? talliedTotal(exact) : sql`null::int`} as exact, ${cellsRead(filter)} as cells`,
  );
  const all = kept?.all ?? 0;
  const bound = kept?.bound ?? 0;
  const cells = kept?.cells ?? null;
  if (exact || bound === 0) {
    return {
      total: exact ? (kept?.exact ?? 0) : 0,
      total_without_filter: all,
      total_is_estimate: false,
      cells,
      named: null,
      spans: {},
    };
  }
  const sampled = await sampledCount(db, filter, all, sampleRows);
  const named = filter.name ? { name: sampled.name, others: sampled.others } : null;
  const estimated: CompanyCounts = {
    total: Math.min(sampled.matched, bound),
    total_without_filter: all,
    total_is_estimate: true,
    cells,
    named,
    spans: { [c.shareCapital.name]: sampled.capital, [c.openAt.name]: sampled.founded },
  };
  const worthCounting =
    estimated.total <= SURELY_MORE * exactLimit && countFitsBudget(estimated, COUNT_BUDGET_MS);
  const counted = worthCounting ? await boundedCount(db, filter, exactLimit) : null;
  if (counted !== null && counted <= exactLimit) {
    return { ...estimated, total: counted, total_is_estimate: false };
  }
  // At least what the count reached when it stopped at its limit; never more than the tallies.
  const floor = counted ?? 0;
  return { ...estimated, total: Math.max(estimated.total, floor) };
}

/** The page's CNPJs, in order, the cheapest way; none past the last match. */
export async function pageCnpjs(
  db: Db,
  page: CompanyPage,
  totals: CompanyCounts,
  exactLimit: number,
) {
  if (page.offset >= totals.total && !totals.total_is_estimate) return [];
  return readPage(db, page, pagePath(page, totals, exactLimit));
}

/** The page's CNPJs, in order, by the given way. */
export function readPage(db: Db, page: CompanyPage, path: PagePath): Promise<string[]> {
  return path === 'walk' ? walkedPage(db, page) : matchedFirstPage(db, page, path);
}

/**
 * A page read by walking its order's index (decision 0016). The index includes every filter
 * column, so the walk checks the filter on its entries. The names too for the name orders
 * (decision 0022); for the others, a name is then checked on the rows of the entries that
 * passed the rest, and only on those.
 */
async function walkedPage(db: Db, page: CompanyPage) {
  const statement =
    page.filter.name && !namesInOrder(page.sort) ? namedWalk(page) : plainWalk(page);
  const found = await inIndexOrder<{ cnpj: string }>(db, statement);
  return found.map((row) => row.cnpj);
}

const plainWalk = ({ filter, sort, limit, offset }: CompanyPage) =>
  sql`select ${c.cnpj} as cnpj from ${c} where ${whereOf(filter)} ${companyOrder(sort)}
      limit ${limit} offset ${offset}`;

function namedWalk({ filter, sort, limit, offset }: CompanyPage): SQL {
  const keys = sortColumns(sort).map((column) => sql`${column} as ${sql.identifier(column.name)}`);
  return sql`select ${c.cnpj} as cnpj
    from (select ${sql.join([sql`${c.cnpj} as cnpj`, ...keys], sql`, `)} from ${c}
          where ${whereOf(unnamed(filter))} ${companyOrder(sort)}) k
    join ${c} on ${c.cnpj} = k.cnpj
    where ${whereOf({ name: filter.name })}
    ${companyOrder(sort, (column) => sql`k.${sql.identifier(column.name)}`)}
    limit ${limit} offset ${offset}`;
}

/**
 * A page of the filter's matches, found first and then sorted (a few thousand at most). When
 * the filter cells' index holds the filter but not the order, or holds all but the filter's
 * name (`named cells`), the matches are found there first and only their rows are read, for
 * the order and the name (decisions 0016 and 0017).
 */
async function matchedFirstPage(
  db: Db,
  { filter, sort, limit, offset }: CompanyPage,
  path: Exclude<PagePath, 'walk'>,
) {
  const byCnpj = path === 'named cells' || (matchedInIndex(filter) && sortedOutsideCells(sort));
  const columns = (byCnpj ? [] : sortColumns(sort)).map(
    (column) => sql`${column} as ${sql.identifier(column.name)}`,
  );
  const matched = sql`matched as materialized (
    select ${sql.join([sql`${c.cnpj} as cnpj`, ...columns], sql`, `)} from ${c}
    where ${whereOf(byCnpj ? unnamed(filter) : filter)})`;
  const found = await rows<{ cnpj: string }>(
    db,
    byCnpj
      ? sql`with ${matched} select ${c.cnpj} as cnpj from matched join ${c} on ${c.cnpj} = matched.cnpj
          where ${whereOf({ name: filter.name })}
          ${companyOrder(sort)} limit ${limit} offset ${offset}`
      : sql`with ${matched} select matched.cnpj from matched
          ${companyOrder(sort, (column) => sql`matched.${sql.identifier(column.name)}`)}
          limit ${limit} offset ${offset}`,
  );
  return found.map((row) => row.cnpj);
}

/** Every CNPJ the filter finds, in the list's order, up to `max` (exports). */
export async function listCnpjs(db: Db, filter: CompanyFilter, sort: CompanySort, max: number) {
  const found = await rows<{ cnpj: string }>(
    db,
    sql`select ${c.cnpj} as cnpj from ${c} where ${whereOf(filter)} ${companyOrder(sort)} limit ${max}`,
  );
  return found.map((row) => row.cnpj);
}

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
