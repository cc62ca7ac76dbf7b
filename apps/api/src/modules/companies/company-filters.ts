import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { cities, companies, companySample, states } from '../../db/schema/index.ts';
import { onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { polygonLiteral } from '../../lib/sql/polygon.ts';
import { containsText, keyContains, readingOrder } from '../../lib/sql/text-search.ts';

/** The filters of the company list, its export and its map, in the database's terms. */
export type CompanyFilter = {
  name?: string;
  cnpjPrefix?: string;
  cityCode?: number;
  cityIds?: number[];
  stateIds?: number[];
  /**
   * The UFs of `stateIds`, when known: compared as constants, the planner reads their share of
   * the registry from the column's statistics (it cannot through a subquery).
   */
  stateUfs?: string[];
  activityCodes?: string[];
  shareCapital?: { start?: number; end?: number };
  statusCodes?: string[];
  sizeCodes?: string[];
  foundedFrom?: string;
  foundedUntil?: string;
  simples?: boolean;
  mei?: boolean;
  /** Head offices (matrizes) only: Receita's type 1; branches (filiais) are type 2. */
  headOffices?: true;
  /** Only this user's favourites. */
  favoritesOf?: number;
  polygon?: [number, number][];
};

export type CompanySort = { key: string; order: 'asc' | 'desc' }[];

const c = companies;

/**
 * Where a filter's conditions are checked: the registry itself, or its kept sample
 * (`company_sample`, decision 0020), which has the same filter columns and keeps the names
 * already as name search compares them.
 */
export type FilteredRows = {
  cnpj: AnyColumn;
  cityId: AnyColumn;
  state: AnyColumn;
  mainActivityCode: AnyColumn;
  shareCapital: AnyColumn;
  status: AnyColumn;
  companySize: AnyColumn;
  openAt: AnyColumn;
  simples: AnyColumn;
  mei: AnyColumn;
  /** 1 head office (matriz), 2 branch (filial). */
  type: AnyColumn;
  /** The company's name or trade name contains the term, ignoring case and accents. */
  named: (term: string) => SQL;
};

/** The filter columns the registry and its sample name alike. */
const filterColumns = (t: typeof companies | typeof companySample) => ({
  cnpj: t.cnpj,
  cityId: t.cityId,
  state: t.state,
  mainActivityCode: t.mainActivityCode,
  shareCapital: t.shareCapital,
  status: t.status,
  companySize: t.companySize,
  openAt: t.openAt,
  simples: t.simples,
  mei: t.mei,
  type: t.type,
});

export const inRegistry: FilteredRows = {
  ...filterColumns(c),
  named: (term) => sql`(${containsText(c.name, term)} or ${containsText(c.businessName, term)})`,
};

const s = companySample;
export const inSample: FilteredRows = {
  ...filterColumns(s),
  named: (term) =>
    sql`(${keyContains(s.nameKey, term)} or ${keyContains(s.businessNameKey, term)})`,
};

/** The municipalities the filter names one by one (codes, ids, a polygon), as conditions on `cities`. */
export function cityConditions(filter: CompanyFilter): SQL[] {
  const list: SQL[] = [];
  if (filter.cityCode) list.push(sql`${cities.code} = ${filter.cityCode}`);
  if (filter.cityIds?.length) list.push(sql`${cities.id} in ${filter.cityIds}`);
  if (filter.polygon) {
    list.push(sql`${cities.location} <@ ${polygonLiteral(filter.polygon)}::polygon`);
  }
  return list;
}

/**
 * Sizes as the tallies code them: a company Receita gives no size for counts as '00' (não
 * informado). Said without an expression on the column, whose share the planner cannot know.
 */
function sizeCondition(size: AnyColumn, codes: string[]): SQL {
  const given = sql`${size} in ${codes}`;
  return codes.includes('00') ? sql`(${given} or ${size} is null)` : given;
}

/**
 * WHERE conditions of a company list, all on the companies row (places through the indexed
 * `city_id` and `state`; Receita gives no coordinates, so a company stands at its
 * municipality's seat), or on the same columns of the kept sample. Simples and MEI: true keeps
 * the companies that opted in, false the others, those that never opted included.
 */
export function companyConditions(filter: CompanyFilter, on: FilteredRows = inRegistry): SQL[] {
  const list: SQL[] = [];
  if (filter.name) list.push(on.named(filter.name));
  if (filter.cnpjPrefix) list.push(sql`${on.cnpj} like ${`${filter.cnpjPrefix}%`}`);
  const places = cityConditions(filter);
  if (places.length) {
    list.push(
      sql`${on.cityId} in (select ${cities.id} from ${cities} where ${sql.join(places, sql` and `)})`,
    );
  }
  if (filter.stateUfs?.length) list.push(sql`${on.state} in ${filter.stateUfs}`);
  else if (filter.stateIds?.length) {
    list.push(
      sql`${on.state} in (select ${states.uf} from ${states} where ${states.id} in ${filter.stateIds})`,
    );
  }
  if (filter.activityCodes?.length)
    list.push(sql`${on.mainActivityCode} in ${filter.activityCodes}`);
  if (filter.shareCapital?.start !== undefined)
    list.push(sql`${on.shareCapital} >= ${filter.shareCapital.start}`);
  if (filter.shareCapital?.end !== undefined)
    list.push(sql`${on.shareCapital} <= ${filter.shareCapital.end}`);
  if (filter.statusCodes?.length) list.push(sql`${on.status} in ${filter.statusCodes}`);
  if (filter.sizeCodes?.length) list.push(sizeCondition(on.companySize, filter.sizeCodes));
  if (filter.foundedFrom) list.push(sql`${on.openAt} >= ${filter.foundedFrom}`);
  if (filter.foundedUntil) list.push(sql`${on.openAt} <= ${filter.foundedUntil}`);
  if (filter.simples !== undefined)
    list.push(filter.simples ? sql`${on.simples}` : sql`${on.simples} is not true`);
  if (filter.mei !== undefined) list.push(filter.mei ? sql`${on.mei}` : sql`${on.mei} is not true`);
  if (filter.headOffices) list.push(sql`${on.type} = 1`);
  if (filter.favoritesOf !== undefined)
    list.push(onlyFavoritesSql(filter.favoritesOf, 'company', on.cnpj));
  return list;
}

/**
 * Whether a filter is matched in the filter cells' index (migration 0016): all but a name
 * (not in it), a CNPJ prefix (its own index is narrower), favourites (a lookup per entry) and
 * head offices only (the establishment's type is not among its columns).
 */
export const matchedInIndex = (filter: CompanyFilter): boolean =>
  !filter.name && !filter.cnpjPrefix && filter.favoritesOf === undefined && !filter.headOffices;

/** The filter's other conditions than its name. */
export function unnamed(filter: CompanyFilter): CompanyFilter {
  const { name: _name, ...rest } = filter;
  return rest;
}

export const whereOf = (filter: CompanyFilter, on: FilteredRows = inRegistry): SQL => {
  const list = companyConditions(filter, on);
  return list.length ? sql.join(list, sql` and `) : sql`true`;
};

/** What the kept tallies (decision 0011) need to count a filter. */
export type TalliedFilter = {
  /** The municipalities named one by one, as a condition on `cities`; null: none named. */
  cities: SQL | null;
  stateIds: number[] | null;
  /** Receita codes; null: any. */
  statuses: string[] | null;
  sizes: string[] | null;
  simples: boolean | null;
  mei: boolean | null;
};

/**
 * The filter's conditions on places, statuses, sizes, Simples and MEI, as the tallies count
 * them: keyed as the list filters them, so that every match of the whole filter is among the
 * companies they count.
 */
export function tallyTerms(filter: CompanyFilter): TalliedFilter {
  const { cityCode, cityIds, stateIds, polygon, statusCodes, sizeCodes, simples, mei } = filter;
  const named = cityConditions({ cityCode, cityIds, polygon });
  return {
    cities: named.length ? sql.join(named, sql` and `) : null,
    stateIds: stateIds?.length ? stateIds : null,
    statuses: statusCodes?.length ? statusCodes : null,
    sizes: sizeCodes?.length ? sizeCodes : null,
    simples: simples ?? null,
    mei: mei ?? null,
  };
}

/**
 * When the filter names only places, statuses, sizes, Simples and MEI, what the tallies need
 * to count it; null when it filters on anything else.
 */
export function talliedFilter(filter: CompanyFilter): TalliedFilter | null {
  const {
    cityCode,
    cityIds,
    stateIds,
    stateUfs,
    polygon,
    statusCodes,
    sizeCodes,
    simples,
    mei,
    ...rest
  } = filter;
  const others = Object.values(rest).some((value) =>
    Array.isArray(value) ? value.length > 0 : value !== undefined,
  );
  return others ? null : tallyTerms(filter);
}

/**
 * Sort keys. Nullable ones sort nulls last both ways (their descending indexes say so); a
 * column that is never null sorts descending by walking its ascending index backwards.
 */
type SortColumn = { column: AnyColumn; nullable: boolean; name?: true };
const SORT_COLUMNS: Record<string, SortColumn> = {
  capital_social: { column: c.shareCapital, nullable: true },
  // Names sort as read (decision 0027): by their search key, then the name; so do their indexes.
  razao_social: { column: c.name, nullable: false, name: true },
  nome_fantasia: { column: c.businessName, nullable: true, name: true },
  municipio: { column: c.cityName, nullable: true },
  fundacao: { column: c.openAt, nullable: true },
};

/** Default: largest share capital first (spec 3 §9). */
const sortOf = (sort: CompanySort) =>
  sort.length ? sort : [{ key: 'capital_social', order: 'desc' as const }];
const sortColumn = (key: string) =>
  SORT_COLUMNS[key] ?? (SORT_COLUMNS.capital_social as SortColumn);

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
  return sql`order by ${companyOrderTerms(sort, render)}`;
}

/** The terms of `companyOrder`, for the query builder's `orderBy`. */
export function companyOrderTerms(
  sort: CompanySort,
  render: (column: AnyColumn) => SQL = (column) => sql`${column}`,
): SQL {
  const keys = sortOf(sort);
  const parts = keys.flatMap(({ key, order }) => {
    const { column, nullable, name } = sortColumn(key);
    if (name) return readingOrder(render(column), order, nullable);
    if (order === 'asc') return [sql`${render(column)} asc`];
    return [nullable ? sql`${render(column)} desc nulls last` : sql`${render(column)} desc`];
  });
  const last = keys[keys.length - 1]?.order === 'asc' ? sql`asc` : sql`desc`;
  return sql.join([...parts, sql`${render(c.cnpj)} ${last}`], sql`, `);
}
