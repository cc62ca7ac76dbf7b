import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { cities, companies } from '../../db/schema/index.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { containsText } from '../../lib/sql/text-search.ts';

/** The filters of the company list, its export and its map, in the database's terms. */
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
  /** Only this user's favourites. */
  favoritesOf?: number;
  polygon?: [number, number][];
};

export type CompanySort = { key: string; order: 'asc' | 'desc' }[];

const c = companies;

/** The municipalities the filter's places name, as a condition on `cities`. */
function placeConditions(filter: CompanyFilter): SQL[] {
  const list: SQL[] = [];
  if (filter.cityCode) list.push(sql`${cities.code} = ${filter.cityCode}`);
  if (filter.cityIds?.length) list.push(sql`${cities.id} in ${filter.cityIds}`);
  if (filter.stateIds?.length) list.push(sql`${cities.stateId} in ${filter.stateIds}`);
  if (filter.polygon) {
    list.push(sql`${cities.location} <@ ${polygonLiteral(filter.polygon)}::polygon`);
  }
  return list;
}

/**
 * WHERE conditions of a company list, all on the companies row (places through the indexed
 * `city_id`; Receita gives no coordinates, so a company stands at its municipality's seat).
 */
export function companyConditions(filter: CompanyFilter): SQL[] {
  const list: SQL[] = [];
  if (filter.name) {
    list.push(
      sql`(${containsText(c.name, filter.name)} or ${containsText(c.businessName, filter.name)})`,
    );
  }
  if (filter.cnpjPrefix) list.push(sql`${c.cnpj} like ${`${filter.cnpjPrefix}%`}`);
  const places = placeConditions(filter);
  if (places.length) {
    list.push(
      sql`${c.cityId} in (select ${cities.id} from ${cities} where ${sql.join(places, sql` and `)})`,
    );
  }
  if (filter.activityCodes?.length)
    list.push(sql`${c.mainActivityCode} in ${filter.activityCodes}`);
  if (filter.shareCapital?.start !== undefined)
    list.push(sql`${c.shareCapital} >= ${filter.shareCapital.start}`);
  if (filter.shareCapital?.end !== undefined)
    list.push(sql`${c.shareCapital} <= ${filter.shareCapital.end}`);
  if (filter.statusCodes?.length) list.push(sql`${c.status} in ${filter.statusCodes}`);
  if (filter.sizeCodes?.length) list.push(sql`${c.companySize} in ${filter.sizeCodes}`);
  if (filter.foundedFrom) list.push(sql`${c.openAt} >= ${filter.foundedFrom}`);
  if (filter.foundedUntil) list.push(sql`${c.openAt} <= ${filter.foundedUntil}`);
  if (filter.simples !== undefined) list.push(sql`${c.simples} = ${filter.simples}`);
  if (filter.mei !== undefined) list.push(sql`${c.mei} = ${filter.mei}`);
  if (filter.favoritesOf !== undefined)
    list.push(onlyFavoritesSql(filter.favoritesOf, 'company', c.cnpj));
  return list;
}

export const whereOf = (filter: CompanyFilter): SQL => {
  const list = companyConditions(filter);
  return list.length ? sql.join(list, sql` and `) : sql`true`;
};

/** What the kept tallies (per municipality and status) need to count a filter. */
export type TalliedFilter = {
  /** The municipalities, as a condition on `cities`; null: everywhere (abroad included). */
  places: SQL | null;
  /** Receita status codes; null: any. */
  statuses: string[] | null;
};

/**
 * When the filter names places and statuses only, what the tallies need to count it; null
 * when it filters on anything else.
 */
export function talliedFilter(filter: CompanyFilter): TalliedFilter | null {
  const { cityCode, cityIds, stateIds, polygon, statusCodes, ...rest } = filter;
  const others = Object.values(rest).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined,
  );
  if (others) return null;
  const places = placeConditions({ cityCode, cityIds, stateIds, polygon });
  return {
    places: places.length ? sql.join(places, sql` and `) : null,
    statuses: statusCodes?.length ? statusCodes : null,
  };
}

/**
 * Sort keys. Nullable ones sort nulls last both ways (their descending indexes say so); a
 * column that is never null sorts descending by walking its ascending index backwards.
 */
const SORT_COLUMNS: Record<string, { column: AnyColumn; nullable: boolean }> = {
  capital_social: { column: c.shareCapital, nullable: true },
  razao_social: { column: c.name, nullable: false },
  nome_fantasia: { column: c.businessName, nullable: true },
  municipio: { column: c.cityName, nullable: true },
  fundacao: { column: c.openAt, nullable: true },
};

/** Default: largest share capital first (spec 3 §9). */
const sortOf = (sort: CompanySort) =>
  sort.length ? sort : [{ key: 'capital_social', order: 'desc' as const }];
const sortColumn = (key: string) =>
  SORT_COLUMNS[key] ?? (SORT_COLUMNS.capital_social as { column: AnyColumn; nullable: boolean });

/** The columns the order reads besides the CNPJ. */
export function sortColumns(sort: CompanySort): AnyColumn[] {
  return [...new Set(sortOf(sort).map(({ key }) => sortColumn(key).column))];
}

/**
 * The order of a company list; ties broken by CNPJ in the direction of the last key, so that
 * every order matches one index. `render` names a column where rows come from a filtered set.
 */
export function companyOrder(
  sort: CompanySort,
  render: (column: AnyColumn) => SQL = (column) => sql`${column}`,
): SQL {
  const keys = sortOf(sort);
  const parts = keys.map(({ key, order }) => {
    const { column, nullable } = sortColumn(key);
    if (order === 'asc') return sql`${render(column)} asc`;
    return nullable ? sql`${render(column)} desc nulls last` : sql`${render(column)} desc`;
  });
  const last = keys[keys.length - 1]?.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`order by ${sql.join([...parts, sql`${render(c.cnpj)} ${last}`], sql`, `)}`;
}
