import {
  and,
  asc,
  type Column,
  eq,
  exists,
  gte,
  inArray,
  like,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  activities,
  cities,
  companies,
  companyInfos,
  customers,
  states,
} from '../../db/schema/index.ts';
import { isFavoriteSql, onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { containsText } from '../../lib/sql/text-search.ts';

export type CompanyFilter = {
  name?: string;
  cnpjPrefix?: string;
  cityCode?: number;
  cityIds?: number[];
  stateIds?: number[];
  activityCodes?: string[];
  shareCapital?: { start?: number; end?: number };
  statusCodes?: string[];
  sizeCodes?: string[];
  foundedFrom?: string;
  foundedUntil?: string;
  simples?: boolean;
  mei?: boolean;
  /** Only the caller's favourites. */
  favoritesOf?: number;
  polygon?: [number, number][];
};

export type CompanySort = { key: string; order: 'asc' | 'desc' }[];

/** Who asks: their star and whether the company is their customer's own. */
export type CompanyReader = { userId: number; customerId: number | null };

const qb = new QueryBuilder();

function companyConditions(filter: CompanyFilter): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (filter.name) {
    list.push(
      or(
        containsText(companies.name, filter.name),
        containsText(companies.businessName, filter.name),
      ),
    );
  }
  if (filter.cnpjPrefix) list.push(like(companies.cnpj, `${filter.cnpjPrefix}%`));
  if (filter.cityCode) list.push(eq(companies.cityCode, filter.cityCode));
  if (filter.cityIds?.length) list.push(inArray(companies.cityId, filter.cityIds));
  if (filter.stateIds?.length) {
    const ufs = qb
      .select({ uf: states.uf })
      .from(states)
      .where(inArray(states.id, filter.stateIds));
    list.push(inArray(companies.state, ufs));
  }
  if (filter.activityCodes?.length)
    list.push(inArray(companies.mainActivityCode, filter.activityCodes));
  if (filter.shareCapital?.start !== undefined)
    list.push(gte(companies.shareCapital, filter.shareCapital.start));
  if (filter.shareCapital?.end !== undefined)
    list.push(lte(companies.shareCapital, filter.shareCapital.end));
  if (filter.statusCodes?.length) list.push(inArray(companies.status, filter.statusCodes));
  if (filter.sizeCodes?.length) list.push(inArray(companies.companySize, filter.sizeCodes));
  if (filter.foundedFrom) list.push(gte(companies.openAt, filter.foundedFrom));
  if (filter.foundedUntil) list.push(lte(companies.openAt, filter.foundedUntil));
  if (filter.simples !== undefined) list.push(eq(companies.simples, filter.simples));
  if (filter.mei !== undefined) list.push(eq(companies.mei, filter.mei));
  if (filter.favoritesOf !== undefined)
    list.push(onlyFavoritesSql(filter.favoritesOf, 'company', companies.cnpj));
  if (filter.polygon) {
    // Receita gives no coordinates: a company stands at its municipality's seat.
    const inside = qb
      .select({ id: cities.id })
      .from(cities)
      .where(sql`${cities.location} <@ ${polygonLiteral(filter.polygon)}::polygon`);
    list.push(inArray(companies.cityId, inside));
  }
  return and(...list);
}

const SORT_COLUMNS: Record<string, Column> = {
  capital_social: companies.shareCapital,
  razao_social: companies.name,
  nome_fantasia: companies.businessName,
  municipio: companies.cityName,
  fundacao: companies.openAt,
};

/** Default: largest share capital first (spec 1 §9). */
function companyOrder(sort: CompanySort): SQL[] {
  const keys = sort.length ? sort : [{ key: 'capital_social', order: 'desc' as const }];
  const parts = keys.map(
    ({ key, order }) =>
      sql`${SORT_COLUMNS[key] ?? SORT_COLUMNS.capital_social} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
  );
  return [...parts, asc(companies.cnpj)];
}

/** What a company shows in lists, with the reader's star and edit right. */
function selectCompanies(db: Db, reader: CompanyReader) {
  const ownCompany = qb
    .select({ one: sql`1` })
    .from(customers)
    .where(
      and(
        eq(customers.id, reader.customerId ?? 0),
        eq(customers.companyFederalTaxId, companies.cnpj),
      ),
    );
  return db
    .select({
      cnpj: companies.cnpj,
      name: companies.name,
      business_name: companies.businessName,
      share_capital: companies.shareCapital,
      open_at: companies.openAt,
      status: companies.status,
      company_size: companies.companySize,
      simples: companies.simples,
      mei: companies.mei,
      source: companies.source,
      activity_code: activities.code,
      activity_text: activities.text,
      city_id: cities.id,
      city_name: cities.name,
      city_code: cities.code,
      state: companies.state,
      latitude: cities.latitude,
      longitude: cities.longitude,
      logo: companyInfos.logo,
      is_favorite: isFavoriteSql(reader.userId, 'company', companies.cnpj),
      own_company: sql<boolean>`${exists(ownCompany)}`,
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(activities, eq(activities.code, companies.mainActivityCode))
    .leftJoin(companyInfos, eq(companyInfos.cnpj, companies.cnpj));
}

export type CompanyRow = Awaited<ReturnType<typeof listCompanies>>[number];

/** The companies the filter lets through, in the asked order, one page (or the export's cap). */
export function listCompanies(
  db: Db,
  search: {
    reader: CompanyReader;
    filter: CompanyFilter;
    sort: CompanySort;
    limit: number;
    offset?: number;
  },
) {
  const query = selectCompanies(db, search.reader)
    .where(companyConditions(search.filter))
    .orderBy(...companyOrder(search.sort))
    .limit(search.limit);
  return search.offset === undefined ? query : query.offset(search.offset);
}

/** How many companies the filter lets through, and how many there are in all. */
export async function countCompanies(db: Db, filter: CompanyFilter) {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      all: sql<number>`(select count(*)::int from ${companies})`,
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(activities, eq(activities.code, companies.mainActivityCode))
    .leftJoin(companyInfos, eq(companyInfos.cnpj, companies.cnpj))
    .where(companyConditions(filter));
  return counts;
}

export async function findCompanyByCnpj(db: Db, reader: CompanyReader, cnpj: string) {
  const [found] = await selectCompanies(db, reader).where(eq(companies.cnpj, cnpj));
  return found;
}
