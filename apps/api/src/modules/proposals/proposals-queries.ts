import type { ProposalsQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  activities,
  cities,
  companies,
  companyInfos,
  customers,
  proposalBenefits,
  proposalContacts,
  proposalMedia,
  proposals,
  proposalTallies,
  states,
  users,
} from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import {
  proposalConditions,
  proposalOrder,
  readableSql,
  sortColumns,
  talliedFilters,
} from './proposal-filters.ts';

type P = typeof proposals.$inferSelect;
type Benefit = typeof proposalBenefits.$inferSelect;
type Contact = typeof proposalContacts.$inferSelect;
type Media = typeof proposalMedia.$inferSelect;

/** An opportunity as one statement reads it, with its incentives, contacts and files. */
export type ProposalRow = {
  id: P['id'];
  name: P['name'];
  description: P['description'];
  status: P['status'];
  type: P['type'];
  visibility: P['visibility'];
  source: P['source'];
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  lost_at: string | null;
  customer_id: P['customerId'];
  customer_name: (typeof customers.$inferSelect)['name'] | null;
  city_id: P['cityId'];
  city_name: (typeof cities.$inferSelect)['name'] | null;
  state_id: P['stateId'];
  uf: P['uf'];
  x: number | null;
  y: number | null;
  address_zip: P['addressZip'];
  address_street: P['addressStreet'];
  address_number: P['addressNumber'];
  address_neighborhood: P['addressNeighborhood'];
  address_city_id: P['addressCityId'];
  address_city_name: string | null;
  address_uf: string | null;
  project_category: P['projectCategory'];
  project_total: number | string | null;
  project_required_investment: number | string | null;
  project_description: P['projectDescription'];
  company_name: P['companyName'];
  company_federal_tax_id: P['companyFederalTaxId'];
  company_main_activity_code: P['companyMainActivityCode'];
  company_main_activity_text: (typeof activities.$inferSelect)['text'] | null;
  company_share_capital: number | string | null;
  company_address_zip: P['companyAddressZip'];
  company_address_street: P['companyAddressStreet'];
  company_address_number: P['companyAddressNumber'];
  company_address_neighborhood: P['companyAddressNeighborhood'];
  company_address_city_id: P['companyAddressCityId'];
  company_address_city_name: string | null;
  company_address_uf: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  logo: (typeof companyInfos.$inferSelect)['logo'];
  is_favorite: boolean;
  benefits: BenefitRow[];
  contacts: ContactRow[];
  media: MediaRow[];
};

export type BenefitRow = {
  id: Benefit['id'];
  type: Benefit['type'];
  description: Benefit['description'];
  identification: Benefit['identification'];
  area_m2: Benefit['areaM2'];
  estimated_value: number | string | null;
  restrictions: Benefit['restrictions'];
  url_map: Benefit['urlMap'];
};
export type ContactRow = {
  id: Contact['id'];
  name: Contact['name'];
  email: Contact['email'];
  phone: Contact['phone'];
  cell_phone: Contact['cellPhone'];
  responsibility: Contact['responsibility'];
  site: Contact['site'];
};
export type MediaRow = {
  id: Media['id'];
  name: Media['name'];
  path: Media['path'];
  original_path: Media['originalPath'];
  original_name: Media['originalName'];
  type: Media['type'];
};

const city = alias(cities, 'c');
const state = alias(states, 's');
const addressCity = alias(cities, 'ac');
const addressState = alias(states, 'acs');
const companyCity = alias(cities, 'cc');
const companyState = alias(states, 'ccs');
const b = proposalBenefits;
const k = proposalContacts;
const m = proposalMedia;

/** Everything an opportunity shows, for the rows `from` yields (aliased `page`, with `n`). */
function selectProposals(actor: Actor, from: SQL, where: SQL): SQL {
  const p = proposals;
  return sql`select ${p.id} as id, ${p.name} as name, ${p.description} as description,
      ${p.status} as status, ${p.type} as type, ${p.visibility} as visibility,
      ${p.source} as source, ${p.createdAt} as created_at, ${p.updatedAt} as updated_at,
      ${p.completedAt} as completed_at, ${p.lostAt} as lost_at,
      ${customers.id} as customer_id, ${customers.name} as customer_name,
      ${city.id} as city_id, ${city.name} as city_name, ${state.id} as state_id, ${state.uf} as uf,
      ${p.location}[0] as x, ${p.location}[1] as y,
      ${p.addressZip} as address_zip, ${p.addressStreet} as address_street,
      ${p.addressNumber} as address_number, ${p.addressNeighborhood} as address_neighborhood,
      ${p.addressCityId} as address_city_id, ${addressCity.name} as address_city_name,
      ${addressState.uf} as address_uf,
      ${p.projectCategory} as project_category, ${p.projectTotal} as project_total,
      ${p.projectRequiredInvestment} as project_required_investment,
      ${p.projectDescription} as project_description,
      ${p.companyName} as company_name, ${p.companyFederalTaxId} as company_federal_tax_id,
      ${p.companyMainActivityCode} as company_main_activity_code,
      ${activities.text} as company_main_activity_text,
      ${p.companyShareCapital} as company_share_capital,
      ${p.companyAddressZip} as company_address_zip,
      ${p.companyAddressStreet} as company_address_street,
      ${p.companyAddressNumber} as company_address_number,
      ${p.companyAddressNeighborhood} as company_address_neighborhood,
      ${p.companyAddressCityId} as company_address_city_id,
      ${companyCity.name} as company_address_city_name, ${companyState.uf} as company_address_uf,
      ${users.id} as responsible_id, ${users.name} as responsible_name, ${companyInfos.logo} as logo,
      ${isFavoriteSql(actor.userId, 'proposal', sql`${p.id}`)} as is_favorite,
      coalesce((select json_agg(json_build_object('id', ${b.id}, 'type', ${b.type},
          'description', ${b.description}, 'identification', ${b.identification},
          'area_m2', ${b.areaM2}, 'estimated_value', ${b.estimatedValue},
          'restrictions', ${b.restrictions}, 'url_map', ${b.urlMap}) order by ${b.id})
        from ${b} where ${b.proposalId} = ${p.id}), '[]') as benefits,
      coalesce((select json_agg(json_build_object('id', ${k.id}, 'name', ${k.name},
          'email', ${k.email}, 'phone', ${k.phone}, 'cell_phone', ${k.cellPhone},
          'responsibility', ${k.responsibility}, 'site', ${k.site}) order by ${k.position}, ${k.id})
        from ${k} where ${k.proposalId} = ${p.id}), '[]') as contacts,
      coalesce((select json_agg(json_build_object('id', ${m.id}, 'name', ${m.name},
          'path', ${m.path}, 'original_path', ${m.originalPath},
          'original_name', ${m.originalName}, 'type', ${m.type}) order by ${m.position}, ${m.id})
        from ${m} where ${m.proposalId} = ${p.id}), '[]') as media
    from ${from}
    left join ${customers} on ${customers.id} = ${p.customerId}
    left join ${cities} c on ${city.id} = ${p.cityId}
    left join ${states} s on ${state.id} = ${city.stateId}
    left join ${cities} ac on ${addressCity.id} = ${p.addressCityId}
    left join ${states} acs on ${addressState.id} = ${addressCity.stateId}
    left join ${cities} cc on ${companyCity.id} = ${p.companyAddressCityId}
    left join ${states} ccs on ${companyState.id} = ${companyCity.stateId}
    left join ${activities} on ${activities.code} = ${p.companyMainActivityCode}
    left join ${users} on ${users.id} = ${p.responsibleUserId}
    left join ${companies} on ${companies.cnpj} = ${p.companyFederalTaxId}
    left join ${companyInfos} on ${companyInfos.companyId} = ${companies.id}
    where ${where}`;
}

/** One opportunity the actor may read, or nothing. */
export async function findReadable(db: Db, actor: Actor, id: number): Promise<ProposalRow | null> {
  const [row] = await rows<ProposalRow>(
    db,
    selectProposals(
      actor,
      sql`${proposals}`,
      sql`${proposals.id} = ${id} and ${readableSql(actor)}`,
    ),
  );
  return row ?? null;
}

/** Whether the opportunity exists and the actor may read it. */
export async function isReadable(db: Db, actor: Actor, id: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select ${proposals.id} as id from ${proposals}
        where ${proposals.id} = ${id} and ${readableSql(actor)}`,
  );
  return found.length > 0;
}

const pageOf = (query: ProposalsQuery) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/**
 * The page's ids, in order, the cheaper of two ways. Walking the index of the sort order and
 * skipping rows the filters drop reads about (offset + limit) × all / total entries; finding
 * the matches first (through the index of the narrowest filter) and sorting them reads
 * about `total`. Both are index-only: the list's indexes carry the filtered and sorted columns.
 */
function pageIds(actor: Actor, query: ProposalsQuery, totals: Totals): SQL {
  const { limit, offset } = pageOf(query);
  const where = sql.join(proposalConditions(query, actor), sql` and `);
  const walked = (offset + limit) * totals.total_without_filter;
  if (walked <= totals.total * totals.total) {
    return sql`(select ${proposals.id} as id, row_number() over (${proposalOrder(query)}) as n
      from ${proposals} where ${where} ${proposalOrder(query)} limit ${limit} offset ${offset}) page`;
  }
  const columns = sortColumns(query).map(
    (column) => sql`${column} as ${sql.identifier(column.name)}`,
  );
  const order = proposalOrder(query, (column) => sql`matched.${sql.identifier(column.name)}`);
  return sql`(with matched as materialized (
      select ${sql.join([sql`${proposals.id} as id`, ...columns], sql`, `)}
      from ${proposals} where ${where})
    select matched.id, row_number() over (${order}) as n from matched ${order}
    limit ${limit} offset ${offset}) page`;
}

/**
 * One page of the list with everything its rows show, in one statement: the ids first, then
 * the rest joined to those rows only. A page past the last match costs no statement.
 */
export async function listPage(db: Db, actor: Actor, query: ProposalsQuery, totals: Totals) {
  if (pageOf(query).offset >= totals.total) return [];
  const page = sql`${pageIds(actor, query, totals)} join ${proposals} on ${proposals.id} = page.id`;
  return rows<ProposalRow>(db, sql`${selectProposals(actor, page, sql`true`)} order by page.n`);
}

export type ProposalMapRow = {
  id: P['id'];
  name: P['name'];
  status: P['status'];
  type: P['type'];
  x: number | null;
  y: number | null;
  city_id: P['cityId'];
  is_favorite: boolean;
};

/** The light rows of the map: no joins. */
export async function listMapPage(db: Db, actor: Actor, query: ProposalsQuery, totals: Totals) {
  if (pageOf(query).offset >= totals.total) return [];
  const p = proposals;
  const favorite = query.fields?.includes('is_favorite')
    ? isFavoriteSql(actor.userId, 'proposal', sql`${p.id}`)
    : sql`false`;
  return rows<ProposalMapRow>(
    db,
    sql`select ${p.id} as id, ${p.name} as name, ${p.status} as status, ${p.type} as type,
          ${p.location}[0] as x, ${p.location}[1] as y, ${p.cityId} as city_id,
          ${favorite} as is_favorite
        from ${pageIds(actor, query, totals)} join ${p} on ${p.id} = page.id order by page.n`,
  );
}

/**
 * The list's two totals in one statement. Without filters, and with filters on status, type
 * and state only, they are sums over the kept tallies; other filters count the matching index
 * entries.
 */
export type Totals = { total: number; total_without_filter: number };

export async function listTotals(db: Db, actor: Actor, query: ProposalsQuery): Promise<Totals> {
  const t = proposalTallies;
  const scope = isSuperAdminActor(actor)
    ? sql`true`
    : sql`(${t.status} <> 'pending' or ${t.customerId} = ${actor.customerId ?? 0})`;
  const tallied = talliedFilters(query);
  let total: SQL;
  if (tallied) {
    const parts = [scope];
    if (tallied.status) parts.push(sql`${t.status} in ${tallied.status}`);
    if (tallied.type) parts.push(sql`${t.type} in ${tallied.type}`);
    if (tallied.ufs) parts.push(sql`${t.stateId} in ${tallied.ufs}`);
    total = sql`sum(${t.total}) filter (where ${sql.join(parts, sql` and `)})`;
  } else {
    total = sql`(select count(*) from ${proposals}
      where ${sql.join(proposalConditions(query, actor), sql` and `)})`;
  }
  const [found] = await rows<{ total: number; total_without_filter: number }>(
    db,
    sql`select coalesce(${total}, 0)::int as total,
          coalesce(sum(${t.total}) filter (where ${scope}), 0)::int as total_without_filter
        from ${t}`,
  );
  return { total: found?.total ?? 0, total_without_filter: found?.total_without_filter ?? 0 };
}

/** Every id the list finds, in its order (exports). */
export async function listIds(db: Db, actor: Actor, query: ProposalsQuery): Promise<number[]> {
  const where = sql.join(proposalConditions(query, actor), sql` and `);
  const found = await rows<{ id: number }>(
    db,
    sql`select ${proposals.id} as id from ${proposals} where ${where} ${proposalOrder(query)}`,
  );
  return found.map((row) => row.id);
}

/** What an exported line needs of an opportunity: the list's table, nothing hydrated. */
export type ProposalExportRow = {
  id: P['id'];
  name: P['name'];
  type: P['type'];
  status: P['status'];
  company_name: P['companyName'];
  project_total: number | string | null;
  project_required_investment: number | string | null;
  city_name: string | null;
  uf: P['uf'];
  created_at: Date | string;
  customer_name: string | null;
};

/** The export's lines for a batch of ids, read again under the actor's scope. */
export function exportLines(db: Db, actor: Actor, ids: number[]) {
  const p = proposals;
  return rows<ProposalExportRow>(
    db,
    sql`select ${p.id} as id, ${p.name} as name, ${p.type} as type, ${p.status} as status,
          ${p.companyName} as company_name, ${p.projectTotal} as project_total,
          ${p.projectRequiredInvestment} as project_required_investment,
          ${city.name} as city_name, ${p.uf} as uf, ${p.createdAt} as created_at,
          ${customers.name} as customer_name
        from ${p}
        left join ${customers} on ${customers.id} = ${p.customerId}
        left join ${cities} c on ${city.id} = ${p.cityId}
        where ${p.id} in ${ids} and ${readableSql(actor)}`,
  );
}

/** What a write needs of the opportunity it changes, read under a row lock. */
export type LockedProposal = Pick<P, 'id' | 'name' | 'type' | 'status'> & {
  customer_id: P['customerId'];
};

/**
 * Inside a write: the opportunity as it is now, locked until the transaction ends, so the
 * checks made on it still hold when the write lands. A second writer waits, then sees the
 * first one's result.
 */
export async function lockReadable(tx: Db, actor: Actor, id: number) {
  const p = proposals;
  const [row] = await rows<LockedProposal>(
    tx,
    sql`select ${p.id} as id, ${p.name} as name, ${p.type} as type, ${p.status} as status,
          ${p.customerId} as customer_id
        from ${p} where ${p.id} = ${id} and ${readableSql(actor)} for update`,
  );
  return row ?? null;
}
