import { companies } from '../../db/schema/index.ts';
import { type CompanyFilter, type CompanySort, sortColumns } from './company-filters.ts';

const c = companies;

export type CompanyTotals = {
  total: number;
  total_without_filter: number;
  total_is_estimate: boolean;
};

/**
 * The totals and what the page's path is chosen by (decisions 0016 and 0017):
 * - `cells`: how many entries of the filter cells' index (migration 0016) matching the
 *   filter's conditions other than a name reads there at most; null when those name something
 *   the index does not hold;
 * - `named`: for a filter with a name, the sample's estimates of the name's matches alone and
 *   of the other conditions' matches; null without a name or without a sample.
 * - `spans`: by order column, how many companies lie within the filter's own range on it
 *   (share capital, foundation date), estimated from the sample: a walk of that order's index
 *   starts and stops at the range. A column not named here: the whole registry.
 */
export type CompanyCounts = CompanyTotals & {
  cells: number | null;
  named: { name: number; others: number } | null;
  spans: Partial<Record<string, number>>;
};

export type CompanyPage = {
  filter: CompanyFilter;
  sort: CompanySort;
  limit: number;
  offset: number;
};

/**
 * The ways to a page: walking its order's index (`walk`), finding the filter's matches first
 * and sorting them (`matches`), or, for a filter with a name, finding its other conditions'
 * matches in the filter cells' index and checking the name on their rows (`named cells`).
 */
export type PagePath = 'walk' | 'matches' | 'named cells';

// Costs are counted in entries of an index a walk reads and checks the filter on.

/**
 * How much cheaper the walk must look before matching first is chosen over it for a filter
 * wider than the count's limit: its matches are found through the index of one condition and
 * the others are checked on the heap, which costs more than the matches themselves.
 */
const WIDE_MATCH_PENALTY = 10;
/**
 * An entry of the filter cells' index against an entry of a walk: the cells' entries are
 * read in long runs of adjacent keys (decisions 0016 and 0017).
 */
const CELL_ENTRY_COST = 0.2;
/** A row read by its CNPJ (and its names checked): some 50 index entries (decision 0017). */
const ROW_READ_COST = 50;
/** A match of a name's trigram index, its row read and checked: some 5 entries (decision 0017). */
const NAME_MATCH_COST = 5;
/** The names checked on an index entry that holds them: some 4 entries (decision 0022). */
const NAME_CHECK_COST = 4;
/** About how many entries a statement reads in a millisecond on the bench's machine (decision 0017). */
export const ENTRIES_PER_MS = 5_000;

/** The sort columns the filter cells' index holds besides its keys (migration 0016). */
const CELL_SORT_COLUMNS = new Set<string>([c.shareCapital.name, c.openAt.name]);

/** Whether the matches must be read again for the order (the cells' index does not hold it). */
export const sortedOutsideCells = (sort: CompanySort) =>
  sortColumns(sort).some((column) => !CELL_SORT_COLUMNS.has(column.name));

/** The orders whose indexes include both names besides the filter columns (migration 0022). */
const ORDERS_HOLDING_NAMES = new Set<string>([c.name.name, c.businessName.name]);

/** Whether walking the order checks a name on the index's entries, without reading rows. */
export const namesInOrder = (sort: CompanySort) =>
  sortColumns(sort).every((column) => ORDERS_HOLDING_NAMES.has(column.name));

/**
 * How many index entries a walk of the order's index can read at most: those within the
 * filter's range on the order's first column, else the whole registry. Never fewer than the
 * matches, which the range holds, whatever the sample's noise.
 */
function walkSpan(sort: CompanySort, totals: CompanyCounts): number {
  const leading = sortColumns(sort)[0];
  const span = (leading && totals.spans[leading.name]) ?? totals.total_without_filter;
  return Math.max(span, totals.total);
}

/**
 * What walking reads for `entries` index entries of a span of `span`: each entry, and for a
 * filter with a name, for each entry that passes the other conditions, the name checked on the
 * entry when the order's index holds the names, or else on the row, read by its CNPJ.
 */
function walkCost(entries: number, span: number, totals: CompanyCounts, sort: CompanySort): number {
  if (!totals.named) return entries;
  const passing = totals.named.others / Math.max(span, 1);
  const check = namesInOrder(sort) ? NAME_CHECK_COST : ROW_READ_COST;
  return entries * (1 + check * Math.min(passing, 1));
}

/**
 * What matching first reads. A filter without a name: the fewer of two estimates, through one
 * condition's index or through the filter cells' index; then, when the order is not in that
 * index, each match's row, read by its CNPJ, whichever index found the matches. A filter with a
 * name, by the planner's own way: at least the name's matches, which its trigram index finds
 * and the rows confirm.
 */
function matchedFirstCost(totals: CompanyCounts, sort: CompanySort, exactLimit: number): number {
  const wide = totals.total_is_estimate || totals.total > exactLimit;
  const throughOneCondition = totals.total * (wide ? WIDE_MATCH_PENALTY : 1);
  if (totals.named) {
    return Math.max(throughOneCondition, totals.named.name * NAME_MATCH_COST);
  }
  if (totals.cells === null) return throughOneCondition;
  const rowsRead = sortedOutsideCells(sort) ? totals.total * ROW_READ_COST : 0;
  return Math.min(throughOneCondition, totals.cells * CELL_ENTRY_COST) + rowsRead;
}

/**
 * What a filter with a name reads when its other conditions are matched in the filter cells'
 * index first: the index's entries, then the row of each match, where the name is checked.
 */
function namedInCellsCost(totals: CompanyCounts): number {
  if (!totals.named || totals.cells === null) return Number.POSITIVE_INFINITY;
  return totals.cells + totals.named.others * ROW_READ_COST;
}

/**
 * The cheapest way to the page (decisions 0008, 0010, 0011, 0016 and 0017). Walking the
 * index of the sort order and skipping what the filter drops reads about
 * (offset + limit) × span / total entries, where the span is the whole registry unless the
 * filter has a range on the order's first column; finding the matches first and sorting them
 * reads about `total` when the count found them few (up to `exactLimit`), more when the filter
 * is wider, and at most the filter's cells when the filter cells' index holds all it names.
 */
export function pagePath(page: CompanyPage, totals: CompanyCounts, exactLimit: number): PagePath {
  const { limit, offset } = page;
  const span = walkSpan(page.sort, totals);
  const walked = ((offset + limit) * span) / Math.max(totals.total, 1);
  const walk = walkCost(Math.min(walked, span), span, totals, page.sort);
  const matchedFirst = matchedFirstCost(totals, page.sort, exactLimit);
  const namedInCells = namedInCellsCost(totals);
  if (walk <= Math.min(matchedFirst, namedInCells)) return 'walk';
  return namedInCells < matchedFirst ? 'named cells' : 'matches';
}

/**
 * Whether reading all of a filter's matches, to count or group them, can finish within
 * `budgetMs`: a filter with a name the cheapest way, by the name's index, by the cells' index
 * or by a whole walk; a filter the cells' index holds, by reading its cells there. Otherwise
 * unknown, and tried. Past the budget the sample's estimate would stand anyway, so the time
 * is not spent.
 */
export function countFitsBudget(totals: CompanyCounts, budgetMs: number): boolean {
  const affordable = budgetMs * ENTRIES_PER_MS;
  if (totals.named) {
    const cheapest = Math.min(
      totals.named.name * NAME_MATCH_COST,
      namedInCellsCost(totals),
      walkCost(totals.total_without_filter, totals.total_without_filter, totals, []),
    );
    return cheapest <= affordable;
  }
  if (totals.cells === null) return true;
  return totals.cells * CELL_ENTRY_COST <= affordable;
}
