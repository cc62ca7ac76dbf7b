import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { companies } from '../../db/schema/index.ts';
import { withinBudget } from '../../lib/sql/within-budget.ts';
import { COMPANY_SAMPLE_ROWS, sampleOf } from './companies-sample-queries.ts';
import { everyCompany, talliedTotal } from './companies-tally-queries.ts';
import {
  type CompanyFilter,
  matchedInIndex,
  talliedFilter,
  tallyTerms,
  unnamed,
  whereOf,
} from './company-filters.ts';
import { type CompanyCounts, countFitsBudget } from './company-page-costs.ts';

const c = companies;

/** How long a bounded count may take before an estimate stands in for it. */
const COUNT_BUDGET_MS = 25;
/**
 * A sample that finds this many times the count's limit is trusted without counting: the
 * count would only run out of rows or of time.
 */
const SURELY_MORE = 2;

/** Matches of the filter counted up to `limit` + 1 within the time budget; null past the budget. */
async function boundedCount(db: Db, filter: CompanyFilter, limit: number): Promise<number | null> {
  const found = await withinBudget(db, COUNT_BUDGET_MS, (tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${c} where ${whereOf(filter)} limit ${limit + 1}) matched`),
  );
  return found ? (found[0]?.n ?? 0) : null;
}

/**
 * The filter's matches estimated from the registry's kept sample: unlike the planner's
 * estimate, right for conditions on correlated columns, since it counts real rows. Also what
 * the page's path is chosen by: the matches of its name alone and of its other conditions, and
 * the companies within its share capital and foundation ranges, where a walk of those orders'
 * indexes starts and stops.
 */
async function sampledCount(db: Db, filter: CompanyFilter, all: number, sampleRows: number) {
  const sample = sampleOf(all, sampleRows);
  // `offset 0` keeps each condition evaluated once a row, not once per count naming it.
  const [found] = await db
    .select({
      matched: sql<number>`count(*) filter (where s.name and s.others)::int`,
      name: sql<number>`count(*) filter (where s.name)::int`,
      others: sql<number>`count(*) filter (where s.others)::int`,
      capital: sql<number>`count(*) filter (where s.capital)::int`,
      founded: sql<number>`count(*) filter (where s.founded)::int`,
      read: sql<number>`count(*)::int`,
    })
    .from(
      sql`(select ${whereOf({ name: filter.name }, sample.on)} as name,
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
  // A select of values without FROM, which the builder cannot write.
  const [kept] = await rowsOf(
    db,
    {
      all: sql<number>`${everyCompany}`,
      bound: sql<number>`${talliedTotal(tallyTerms(filter))}`,
      exact: sql<number | null>`${exact ? talliedTotal(exact) : sql`null::int`}`,
      cells: sql<number | null>`${cellsRead(filter)}`,
    },
    (columns) => sql`select ${columns}`,
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
