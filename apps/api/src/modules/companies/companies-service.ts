import { type CompanyDetail, MESSAGES } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { type CompanyRow, companyCards } from './companies-card-queries.ts';
import {
  findCompanyInfo,
  findCompanyRegistration,
  listCompanyContacts,
  listCompanyMedia,
  listPartners,
  listSecondaryActivities,
  searchActivities,
} from './companies-detail-queries.ts';
import { createCompaniesListService } from './companies-list-service.ts';
import { COMPANY_SAMPLE_ROWS } from './companies-sample-queries.ts';
import { createCompaniesWriteService } from './companies-write-service.ts';
import type { CompanyIndex } from './company-index/company-index.ts';
import {
  type CompanyExtras,
  cnpjOf,
  readerOf,
  toCompanyExtras,
  toCompanyItem,
} from './company-shape.ts';

/** The most rows one export writes (docs/api-conventions.md). */
export const COMPANY_EXPORT_LIMIT = 100_000;
/** Up to this many matches `total` is counted; past it, an estimate from a sample. */
export const COMPANY_EXACT_COUNT_LIMIT = 10_000;
/**
 * How long the map may group a filter's matches by municipality before a sample's estimate
 * stands in (decision 0011).
 */
const MAP_GROUP_BUDGET_MS = 60;

/**
 * Companies: the list, its exports and map (companies-list-service.ts), one company's detail,
 * the product's own data about companies (companies-write-service.ts) and the CNAE catalogue.
 */
export function createCompaniesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  fileUrl: FileUrl;
  /** Up to how many matches `total` is exact (tests lower it). */
  exactCountLimit?: number;
  /** About how many rows the list's estimates sample; the map samples MAP_SAMPLE_FACTOR times as many. */
  sampleRows?: number;
  /** How long the map may group matches exactly before sampling (0: it samples at once). */
  mapGroupBudgetMs?: number;
  /** The most rows one export writes (tests lower it). */
  exportLimit?: number;
  /** The list's index (decision 0025); without it, lists answer from SQL alone. */
  index?: CompanyIndex | null;
}) {
  const { db, clock, audit, fileUrl } = deps;

  const toItem = (row: CompanyRow) => toCompanyItem(row, fileUrl);

  /** Address, activities, partners and the customer-maintained info of one company. */
  async function loadExtras(cnpj: string): Promise<CompanyExtras> {
    const [company, others, partners, contacts, media, info] = await Promise.all([
      findCompanyRegistration(db, cnpj),
      listSecondaryActivities(db, cnpj),
      listPartners(db, cnpj),
      listCompanyContacts(db, cnpj),
      listCompanyMedia(db, cnpj),
      findCompanyInfo(db, cnpj),
    ]);
    return toCompanyExtras({ company, others, partners, contacts, media, info }, fileUrl);
  }

  return {
    ...createCompaniesListService({
      db,
      fileUrl,
      exactCountLimit: deps.exactCountLimit ?? COMPANY_EXACT_COUNT_LIMIT,
      sampleRows: deps.sampleRows ?? COMPANY_SAMPLE_ROWS,
      mapGroupBudgetMs: deps.mapGroupBudgetMs ?? MAP_GROUP_BUDGET_MS,
      exportLimit: deps.exportLimit ?? COMPANY_EXPORT_LIMIT,
      index: deps.index ?? null,
    }),

    /** A company by its CNPJ (any mask accepted). */
    async get(actor: Actor, document: string): Promise<CompanyDetail> {
      const cnpj = cnpjOf(document);
      const [row] = await companyCards(db, readerOf(actor), [cnpj]);
      if (!row) throw notFound('company_not_found', MESSAGES.companies.notFound);
      return { ...toItem(row), ...(await loadExtras(row.cnpj)) };
    },

    ...createCompaniesWriteService({ db, clock, audit }),

    /** The CNAE catalogue, by code prefix or text. */
    async activities(query: {
      q?: string;
      page: number;
      limit: number;
      sort?: { key: string; order: 'asc' | 'desc' }[];
    }) {
      const found = await searchActivities(db, {
        term: query.q || undefined,
        order: query.sort?.[0]?.order ?? 'asc',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        data: found.map((a) => ({ id: a.code, code: a.code, text: a.text })),
        total: found[0]?.total ?? 0,
        total_without_filter: found[0]?.all ?? 0,
        available_ordering: ['code'],
      };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
