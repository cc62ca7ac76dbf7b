import {
  COMPANY_MAP_POINTS_LIMIT,
  COMPANY_SORT_KEYS,
  type CompaniesMap,
  type CompaniesMapQuery,
  type CompaniesQuery,
  type CompanyListItem,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { type CompanyRow, companyCards } from './companies-card-queries.ts';
import {
  type ResolvedFilter,
  resolvedFilter,
  withEveryStatus,
} from './companies-filter-queries.ts';
import { mapCities, mapPoints } from './companies-map-queries.ts';
import { listCnpjs, pageCnpjs } from './companies-page-queries.ts';
import { MAP_SAMPLE_FACTOR } from './companies-sample-queries.ts';
import { companyTotals } from './companies-totals-queries.ts';
import type { CompanyFilter } from './company-filters.ts';
import type { CompanyIndex } from './company-index/company-index.ts';
import { indexedPageOf } from './company-index/indexed-page.ts';
import { type CompanyTotals, countFitsBudget } from './company-page-costs.ts';
import { filterOf, readerOf, toCompanyItem } from './company-shape.ts';

// Lines of an export read per statement.
const EXPORT_BATCH = 2_000;

/** The company list, its exports and its map: what the filters find, and how many. */
export function createCompaniesListService(deps: {
  db: Db;
  fileUrl: FileUrl;
  /** Up to how many matches `total` is exact. */
  exactCountLimit: number;
  /** About how many rows the list's estimates sample; the map samples MAP_SAMPLE_FACTOR times as many. */
  sampleRows: number;
  /** How long the map may group matches exactly before sampling (0: it samples at once). */
  mapGroupBudgetMs: number;
  /** The most rows one export writes. */
  exportLimit: number;
  /** The list's index (decision 0025); null: lists answer from SQL alone. */
  index: CompanyIndex | null;
}) {
  const { db, fileUrl, exactCountLimit, sampleRows, mapGroupBudgetMs, exportLimit, index } = deps;

  const toItem = (row: CompanyRow) => toCompanyItem(row, fileUrl);

  /**
   * An estimated total as far as the page found out: a page that is not full ends the list, so
   * the total is exact; a full one proves at least that many.
   */
  function settled(counts: CompanyTotals, query: CompaniesQuery, found: number): CompanyTotals {
    const { total, total_without_filter, total_is_estimate } = counts;
    const totals = { total, total_without_filter, total_is_estimate };
    if (!total_is_estimate) return totals;
    const offset = (query.page - 1) * query.limit;
    if (found < query.limit && (found > 0 || offset === 0)) {
      return { ...totals, total: offset + found, total_is_estimate: false };
    }
    return { ...totals, total: Math.max(total, offset + found) };
  }

  /** The query's filter as the statements compare it, in one round trip. */
  const filterFor = async (query: CompaniesQuery | CompaniesMapQuery, actor: Actor) =>
    (await resolvedFilter(db, filterOf(query, actor), { everyStatus: true })).filter;

  /** The page's CNPJs and totals from the list's index, when it is current and can answer. */
  function fromIndex(given: CompanyFilter, resolved: ResolvedFilter, query: CompaniesQuery) {
    if (!index) return null;
    const page = indexedPageOf(given, resolved, query.sort ?? [], {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return page && index.answer(resolved.registryVersion, page);
  }

  const meta = { available_ordering: [...COMPANY_SORT_KEYS] };

  return {
    /**
     * One page, its totals and what its rows show: the page's CNPJs and totals from the list's
     * index when it is current (decision 0025), otherwise from statements that change with the
     * filters; then their cards from one prepared statement.
     */
    async list(actor: Actor, query: CompaniesQuery) {
      const given = filterOf(query, actor);
      // Without an index the statements answer: what they need comes in the same round trip.
      const resolved = await resolvedFilter(db, given, { everyStatus: index === null });
      const indexed = fromIndex(given, resolved, query);
      if (indexed) {
        const cards = await companyCards(db, readerOf(actor), indexed.cnpjs);
        const totals = {
          total: indexed.total,
          total_without_filter: indexed.totalWithoutFilter,
          total_is_estimate: indexed.totalIsEstimate,
        };
        return {
          data: cards.map(toItem),
          ...settled(totals, query, indexed.cnpjs.length),
          ...meta,
        };
      }
      const filter = index ? await withEveryStatus(db, resolved.filter) : resolved.filter;
      const totals = await companyTotals(db, filter, exactCountLimit, { sampleRows });
      const cnpjs = await pageCnpjs(
        db,
        {
          filter,
          sort: query.sort ?? [],
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        },
        totals,
        exactCountLimit,
      );
      const cards = await companyCards(db, readerOf(actor), cnpjs);
      return { data: cards.map(toItem), ...settled(totals, query, cnpjs.length), ...meta };
    },

    /**
     * Every company the list finds, in its order, up to `exportLimit`: the CNPJs are
     * fixed first, then the lines are read a batch at a time as the file is written.
     */
    async exportRows(actor: Actor, query: CompaniesQuery): Promise<AsyncIterable<CompanyListItem>> {
      const cnpjs = await listCnpjs(
        db,
        await filterFor(query, actor),
        query.sort ?? [],
        exportLimit,
      );
      const reader = readerOf(actor);
      async function* lines() {
        for (let start = 0; start < cnpjs.length; start += EXPORT_BATCH) {
          const batch = await companyCards(db, reader, cnpjs.slice(start, start + EXPORT_BATCH));
          yield* batch.map(toItem);
        }
      }
      return lines();
    },

    /** The map: the companies themselves when few, otherwise counts per municipality. */
    async map(actor: Actor, query: CompaniesMapQuery): Promise<CompaniesMap> {
      const filter = await filterFor(query, actor);
      const totals = await companyTotals(db, filter, COMPANY_MAP_POINTS_LIMIT, { sampleRows });
      if (!totals.total_is_estimate && totals.total <= COMPANY_MAP_POINTS_LIMIT) {
        const data = totals.total ? await mapPoints(db, filter, COMPANY_MAP_POINTS_LIMIT) : [];
        return { mode: 'points', total: data.length, total_is_estimate: false, data };
      }
      const { data, estimate } = await mapCities(db, filter, totals.total_without_filter, {
        budgetMs: countFitsBudget(totals, mapGroupBudgetMs) ? mapGroupBudgetMs : 0,
        sampleRows: sampleRows * MAP_SAMPLE_FACTOR,
      });
      return {
        mode: 'cities',
        total: data.reduce((sum, city) => sum + city.total, 0),
        total_is_estimate: estimate,
        data,
      };
    },
  };
}
