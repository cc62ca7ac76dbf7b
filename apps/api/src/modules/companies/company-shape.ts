import {
  type CompaniesMapQuery,
  type CompanyDetail,
  type CompanyListItem,
  type CompanySize,
  type CompanyStatus,
  isValidCnpj,
  normalizeCnpj,
} from '@oportuna/domain';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { CompanyReader, CompanyRow } from './companies-card-queries.ts';
import type {
  findCompanyInfo,
  findCompanyRegistration,
  listCompanyContacts,
  listCompanyMedia,
  listPartners,
  listSecondaryActivities,
} from './companies-detail-queries.ts';
import type { CompanyFilter } from './company-filters.ts';

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

/** The query's filters in the database's terms (Receita's codes). */
export function filterOf(query: CompaniesMapQuery, actor: Actor): CompanyFilter {
  return {
    name: query.name || undefined,
    cnpjPrefix: query.cnpj ? normalizeCnpj(query.cnpj) || undefined : undefined,
    cityCode: query.city_code,
    cityIds: query.city?.length ? query.city : undefined,
    stateIds: query.ufs?.length ? query.ufs : undefined,
    activityCodes: query.activities?.length ? query.activities : undefined,
    shareCapital:
      query.capital_social?.start !== undefined || query.capital_social?.end !== undefined
        ? query.capital_social
        : undefined,
    statusCodes: query.status?.length
      ? query.status.map((name) => SITUATION_CODE[name])
      : undefined,
    sizeCodes: query.size?.length ? query.size.map((name) => SIZE_CODE[name]) : undefined,
    foundedFrom: query.foundation_start,
    foundedUntil: query.foundation_end,
    simples: query.simples,
    mei: query.mei,
    headOffices: query.only_head_offices ? true : undefined,
    favoritesOf: query.only_favorites ? actor.userId : undefined,
    polygon: query.coordinates_polygon,
  };
}

/** The actor as the cards read it: whose favourites, and whether it may edit every company. */
export const readerOf = (actor: Actor): CompanyReader => ({
  userId: actor.userId,
  customerId: actor.customerId,
  everything: isSuperAdminActor(actor),
});

/** The 14-character CNPJ of a route parameter, or 400. */
export function cnpjOf(document: string): string {
  const cnpj = normalizeCnpj(document);
  if (!isValidCnpj(cnpj)) throw invalidInput({ document: 'CNPJ inválido' }, 'CNPJ inválido');
  return cnpj;
}

/** A company as lists show it; stored files by their signed address. */
export function toCompanyItem(row: CompanyRow, fileUrl: FileUrl): CompanyListItem {
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
    type: row.type === 2 ? 'FILIAL' : 'MATRIZ',
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
    has_permission_to_edit: row.editable,
    logo: fileUrl(row.logo),
  };
}

export type CompanyExtras = Omit<CompanyDetail, keyof CompanyListItem>;

/** What the detail adds to the list's fields, from the registry and the product's own data. */
export function toCompanyExtras(
  parts: {
    company: Awaited<ReturnType<typeof findCompanyRegistration>>;
    others: Awaited<ReturnType<typeof listSecondaryActivities>>;
    partners: Awaited<ReturnType<typeof listPartners>>;
    contacts: Awaited<ReturnType<typeof listCompanyContacts>>;
    media: Awaited<ReturnType<typeof listCompanyMedia>>;
    info: Awaited<ReturnType<typeof findCompanyInfo>>;
  },
  fileUrl: FileUrl,
): CompanyExtras {
  const { company, others, partners, contacts, media, info } = parts;
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
      company_cnpj: p.kind === 'company' ? p.companyCnpj : null,
    })),
    info: {
      logo: info?.logo ?? null,
      description: info?.description ?? null,
      contacts,
      multimedia: media.map((m) => ({ ...m, url: fileUrl(m.path) })),
    },
    url: fileUrl(info?.logo),
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
