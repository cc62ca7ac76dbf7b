import {
  COMPANY_MAP_POINTS_LIMIT,
  COMPANY_SORT_KEYS,
  type CompaniesMap,
  type CompaniesMapQuery,
  type CompaniesQuery,
  type CompanyDetail,
  type CompanyInfoInput,
  type CompanyListItem,
  type CompanyRegistration,
  isValidCnpj,
  MESSAGES,
  normalizeCnpj,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { type CompanyReader, type CompanyRow, companyCards } from './companies-card-queries.ts';
import {
  findCompanyInfo,
  findCompanyRegistration,
  listCompanyContacts,
  listCompanyMedia,
  listPartners,
  listSecondaryActivities,
  searchActivities,
} from './companies-detail-queries.ts';
import {
  type ResolvedFilter,
  resolvedFilter,
  withEveryStatus,
} from './companies-filter-queries.ts';
import { mapCities, mapPoints } from './companies-map-queries.ts';
import { listCnpjs, pageCnpjs } from './companies-page-queries.ts';
import { COMPANY_SAMPLE_ROWS, MAP_SAMPLE_FACTOR } from './companies-sample-queries.ts';
import { companyTotals } from './companies-totals-queries.ts';
import {
  activityExists,
  attachablePaths,
  cityOf,
  companyCustomerRoot,
  companyKnown,
  countRegistered,
  findCompanyKey,
  insertManualCompany,
  insertRegistryCompany,
  lockCompanyInfo,
  originalNames,
  replaceCompanyInfo,
} from './companies-write-queries.ts';
import type { CompanyFilter } from './company-filters.ts';
import type { CompanyIndex } from './company-index/company-index.ts';
import { indexedPageOf } from './company-index/indexed-page.ts';
import { type CompanyTotals, countFitsBudget } from './company-page-costs.ts';
import { type CompanyExtras, filterOf, toCompanyExtras, toCompanyItem } from './company-shape.ts';

/** The most rows one export writes (docs/api-conventions.md). */
export const COMPANY_EXPORT_LIMIT = 100_000;
/** Up to this many matches `total` is counted; past it, an estimate from a sample. */
export const COMPANY_EXACT_COUNT_LIMIT = 10_000;
/**
 * How long the map may group a filter's matches by municipality before a sample's estimate
 * stands in (decision 0011).
 */
const MAP_GROUP_BUDGET_MS = 60;
// Lines of an export read per statement.
const EXPORT_BATCH = 2_000;

const NOT_ALLOWED = 'Você não tem permissão para editar esta empresa.';
const FILE_MISSING = 'Arquivo não encontrado; envie o arquivo novamente';

const readerOf = (actor: Actor): CompanyReader => ({
  userId: actor.userId,
  customerId: actor.customerId,
  everything: isSuperAdminActor(actor),
});

export function createCompaniesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  fileUrl: (path: string) => string;
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
  const exactCountLimit = deps.exactCountLimit ?? COMPANY_EXACT_COUNT_LIMIT;
  const sampleRows = deps.sampleRows ?? COMPANY_SAMPLE_ROWS;
  const mapGroupBudgetMs = deps.mapGroupBudgetMs ?? MAP_GROUP_BUDGET_MS;
  const exportLimit = deps.exportLimit ?? COMPANY_EXPORT_LIMIT;
  const index = deps.index ?? null;

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

  /** The 14-character CNPJ of a route parameter, or 400. */
  function cnpjOf(document: string): string {
    const cnpj = normalizeCnpj(document);
    if (!isValidCnpj(cnpj)) throw invalidInput({ document: 'CNPJ inválido' }, 'CNPJ inválido');
    return cnpj;
  }

  /** The superadmin, and the users of the company customer with the company's CNPJ root. */
  async function canEdit(actor: Actor, root: string): Promise<boolean> {
    if (isSuperAdminActor(actor)) return true;
    if (actor.customerId === null) return false;
    return (await companyCustomerRoot(db, actor.customerId)) === root;
  }

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

    /** A company by its CNPJ (any mask accepted). */
    async get(actor: Actor, document: string): Promise<CompanyDetail> {
      const cnpj = cnpjOf(document);
      const [row] = await companyCards(db, readerOf(actor), [cnpj]);
      if (!row) throw notFound('company_not_found', MESSAGES.companies.notFound);
      return { ...toItem(row), ...(await loadExtras(row.cnpj)) };
    },

    /**
     * Replaces the product's own data about a company (logo, description, contacts, files) in
     * one transaction, under the lock of its info row: of parallel saves, each applies whole.
     */
    async updateInfo(actor: Actor, document: string, input: CompanyInfoInput) {
      const cnpj = cnpjOf(document);
      const company = await findCompanyKey(db, cnpj);
      if (!company) throw notFound('company_not_found', MESSAGES.companies.notFound);
      if (!(await canEdit(actor, company.root))) throw forbidden('company_forbidden', NOT_ALLOWED);
      const paths = [...(input.logo ? [input.logo] : []), ...input.multimedia.map((m) => m.path)];
      const attachable = await attachablePaths(db, paths, {
        cnpj,
        customerId: actor.customerId,
        uploadedBy: isSuperAdminActor(actor) ? actor.userId : null,
      });
      if (input.logo && !attachable.has(input.logo)) throw invalidInput({ logo: FILE_MISSING });
      input.multimedia.forEach((m, index) => {
        if (!attachable.has(m.path))
          throw invalidInput({ [`multimedia.${index}.path`]: FILE_MISSING });
      });
      const names = await originalNames(db, paths);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockCompanyInfo(tx, cnpj);
        await replaceCompanyInfo(tx, cnpj, {
          logo: input.logo,
          description: input.description,
          updatedBy: actor.userId,
          updatedAt: clock.now().toISOString(),
          contacts: input.contacts.map((contact, position) => ({
            name: contact.name,
            responsibility: contact.responsibility,
            phone: contact.phone,
            mobilePhone: contact.mobile_phone,
            mobilePhone2: contact.mobile_phone_2,
            email: contact.email,
            linkedin: contact.linkedin,
            site: contact.site,
            position,
          })),
          media: input.multimedia.map((m, position) => ({
            type: m.type,
            name: m.name,
            path: m.path,
            originalName: names.get(m.path) ?? null,
            position,
          })),
        });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'company.info_updated',
            description: `Atualizou os dados da empresa ${company.name} (${cnpj})`,
            metadata: { cnpj },
          },
          tx,
        );
      });
    },

    /**
     * Registers a company no Receita release has: in the product's own table (which outlives
     * every reload) and in the registry, in one transaction; a known CNPJ answers 409.
     */
    async register(actor: Actor, input: CompanyRegistration) {
      const cnpj = input.cnpj;
      if (!(await activityExists(db, input.main_activity_code)))
        throw invalidInput({ main_activity_code: 'Atividade (CNAE) não encontrada' });
      const city = await cityOf(db, input.city_id);
      if (!city) throw invalidInput({ city_id: 'Cidade não encontrada' });
      const taken = () => conflict('company_exists', MESSAGES.companies.alreadyRegistered);
      if (await companyKnown(db, cnpj)) throw taken();
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const created = await insertManualCompany(tx, {
          cnpj,
          name: input.name,
          businessName: input.business_name,
          mainActivityCode: input.main_activity_code,
          shareCapital: input.share_capital,
          openAt: input.open_at,
          postalCode: input.postal_code,
          streetName: input.street_name,
          streetNumber: input.street_number,
          subunit: input.subunit,
          district: input.district,
          cityId: city.id,
          email: input.email,
          phone: input.phone,
          createdBy: actor.userId,
        });
        if (!created) throw taken();
        const listed = await insertRegistryCompany(tx, {
          cnpj,
          cnpjBasico: cnpj.slice(0, 8),
          name: input.name,
          businessName: input.business_name,
          mainActivityCode: input.main_activity_code,
          shareCapital: input.share_capital,
          openAt: input.open_at,
          streetName: input.street_name,
          streetNumber: input.street_number,
          subunit: input.subunit,
          district: input.district,
          postalCode: input.postal_code,
          state: city.uf,
          siafiCode: city.siafiCode,
          cityCode: city.code,
          cityId: city.id,
          cityName: city.name,
          phones: input.phone
            ? [{ ddd: input.phone.slice(0, 2), phone: input.phone.slice(2) }]
            : [],
          email: input.email,
          status: '02',
          type: cnpj.slice(8, 12) === '0001' ? 1 : 2,
          source: 'manual',
        });
        // The transaction rolls back: the registry had it after all.
        if (!listed) throw taken();
        await countRegistered(tx, city);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'company.registered',
            description: `Cadastrou a empresa ${input.name} (${cnpj})`,
            metadata: { cnpj },
          },
          tx,
        );
      });
      return { cnpj };
    },

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
