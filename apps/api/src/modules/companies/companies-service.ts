import {
  COMPANY_SORT_KEYS,
  type CompaniesQuery,
  type CompanyDetail,
  type CompanyListItem,
  type CompanySize,
  type CompanyStatus,
  isValidCnpj,
  normalizeCnpj,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { invalidInput, notFound } from '../../lib/errors.ts';
import {
  findCompanyInfo,
  findCompanyRegistration,
  listCompanyContacts,
  listCompanyMedia,
  listPartners,
  listSecondaryActivities,
} from './companies-detail-queries.ts';
import {
  type CompanyFilter,
  type CompanyReader,
  type CompanyRow,
  countCompanies,
  findCompanyByCnpj,
  listCompanies,
} from './companies-queries.ts';

/** The most rows one export writes. */
const EXPORT_LIMIT = 100_000;

const SITUATION: Record<string, CompanyStatus> = {
  '01': 'NULA',
  '02': 'ATIVA',
  '03': 'SUSPENSA',
  '04': 'INAPTA',
  '08': 'BAIXADA',
};
const SITUATION_CODE = Object.fromEntries(
  Object.entries(SITUATION).map(([code, name]) => [name, code]),
) as Record<CompanyStatus, string>;

const SIZE: Record<string, CompanySize> = {
  '00': 'NAO_INFORMADO',
  '01': 'ME',
  '03': 'EPP',
  '05': 'DEMAIS',
};
const SIZE_CODE = Object.fromEntries(
  Object.entries(SIZE).map(([code, name]) => [name, code]),
) as Record<CompanySize, string>;

const readerOf = (actor: Actor): CompanyReader => ({
  userId: actor.userId,
  customerId: actor.customerId,
});

function filterOf(query: CompaniesQuery, actor: Actor): CompanyFilter {
  return {
    name: query.name,
    cnpjPrefix: query.cnpj ? normalizeCnpj(query.cnpj) || undefined : undefined,
    cityCode: query.city_code,
    cityIds: query.city,
    stateIds: query.ufs,
    activityCodes: query.activities,
    shareCapital: query.capital_social,
    statusCodes: query.status?.map((name) => SITUATION_CODE[name]),
    sizeCodes: query.size?.map((name) => SIZE_CODE[name]),
    foundedFrom: query.foundation_start,
    foundedUntil: query.foundation_end,
    simples: query.simples,
    mei: query.mei,
    favoritesOf: query.only_favorites ? actor.userId : undefined,
    polygon: query.coordinates_polygon,
  };
}

function toItem(actor: Actor, row: CompanyRow): CompanyListItem {
  return {
    id: row.cnpj,
    cnpj: row.cnpj,
    name: row.name,
    business_name: row.business_name,
    share_capital: row.share_capital,
    open_at: row.open_at,
    status: row.status,
    status_reason: row.status ? (SITUATION[row.status] ?? null) : null,
    size: row.company_size ? (SIZE[row.company_size] ?? null) : null,
    simples: row.simples,
    mei: row.mei,
    source: row.source === 'manual' ? 'manual' : 'receita',
    main_activity: row.activity_code
      ? { code: row.activity_code, text: row.activity_text ?? '' }
      : null,
    city:
      row.city_id && row.city_name && row.city_code
        ? { id: row.city_id, name: row.city_name, code: row.city_code }
        : null,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    is_favorite: row.is_favorite,
    // Superadmins edit every company; a company customer edits its own.
    has_permission_to_edit: isSuperAdminActor(actor) || row.own_company,
    logo: row.logo,
  };
}

type Extras = Omit<CompanyDetail, keyof CompanyListItem>;

/** Address, activities, partners and the customer-maintained info of one company. */
async function loadExtras(db: Db, cnpj: string): Promise<Extras> {
  const [company, others, partners, contacts, media, info] = await Promise.all([
    findCompanyRegistration(db, cnpj),
    listSecondaryActivities(db, cnpj),
    listPartners(db, cnpj),
    listCompanyContacts(db, cnpj),
    listCompanyMedia(db, cnpj),
    findCompanyInfo(db, cnpj),
  ]);
  const c = company;
  const street = [c?.streetType, c?.streetName].filter(Boolean).join(' ') || null;
  return {
    other_activities: others,
    city_code: c?.cityCode ?? null,
    street_type: c?.streetType ?? null,
    street_name: c?.streetName ?? null,
    street_number: c?.streetNumber ?? null,
    subunit: c?.subunit ?? null,
    district: c?.district ?? null,
    postal_code: c?.postalCode ?? null,
    email: c?.email ?? null,
    phone: c?.phones ?? [],
    status_at: c?.statusAt ?? null,
    situacao_descricao: c?.status ? (SITUATION[c.status] ?? null) : null,
    legal_nature: c?.legalNatureCode
      ? { code: c.legalNatureCode, text: c.legalNature ?? null }
      : null,
    type: c?.type === 2 ? 'FILIAL' : 'MATRIZ',
    socios: partners.map((p) => ({
      id: p.id,
      nome_socio: p.name,
      documento_socio: p.document,
      codigo_qualificacao: p.qualificationCode,
    })),
    partners: partners.map((p) => ({
      id: p.id,
      name: p.name,
      document: p.document,
      kind: p.kind,
      qualification: p.qualification,
      entry_date: p.entryDate,
    })),
    info: {
      logo: info?.logo ?? null,
      description: info?.description ?? null,
      contacts,
      multimedia: media,
    },
    url: info?.logo ?? null,
    address: {
      zip: c?.postalCode ?? null,
      street,
      number: c?.streetNumber ?? null,
      neighborhood: c?.district ?? null,
      city: c?.cityName ?? null,
      city_id: c?.cityId ?? null,
      state: c?.state ?? null,
    },
  };
}

/** Companies registered with Receita Federal, with what customers added to them. */
export function createCompaniesService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, query: CompaniesQuery) {
      const filter = filterOf(query, actor);
      const [found, counts] = await Promise.all([
        listCompanies(db, {
          reader: readerOf(actor),
          filter,
          sort: query.sort ?? [],
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        countCompanies(db, filter),
      ]);
      return {
        data: found.map((row) => toItem(actor, row)),
        total: counts?.total ?? 0,
        total_without_filter: counts?.all ?? 0,
        total_is_estimate: false,
        available_ordering: [...COMPANY_SORT_KEYS],
      };
    },

    async exportItems(actor: Actor, query: CompaniesQuery) {
      const found = await listCompanies(db, {
        reader: readerOf(actor),
        filter: filterOf(query, actor),
        sort: query.sort ?? [],
        limit: EXPORT_LIMIT,
      });
      return found.map((row) => toItem(actor, row));
    },

    /** A company by its 14-digit CNPJ (any mask accepted). */
    async get(actor: Actor, document: string): Promise<CompanyDetail> {
      const cnpj = normalizeCnpj(document);
      if (!isValidCnpj(cnpj)) throw invalidInput({ document: 'CNPJ inválido' });
      const row = await findCompanyByCnpj(db, readerOf(actor), cnpj);
      if (!row) throw notFound('company_not_found', 'Empresa não encontrada!');
      return { ...toItem(actor, row), ...(await loadExtras(db, row.cnpj)) };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
