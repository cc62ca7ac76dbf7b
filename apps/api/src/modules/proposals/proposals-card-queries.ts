import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  activities,
  cities,
  companyInfos,
  customers,
  proposalBenefits,
  proposalContacts,
  proposalMedia,
  proposals,
  states,
  users,
} from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { inIdOrder } from '../../lib/in-id-order.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { preparedPerDatabase } from '../../lib/sql/prepared-per-database.ts';
import { readableByParameters } from './proposal-filters.ts';

type Benefit = typeof proposalBenefits.$inferSelect;
type Contact = typeof proposalContacts.$inferSelect;
type Media = typeof proposalMedia.$inferSelect;

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

const p = proposals;
const city = alias(cities, 'c');
const state = alias(states, 's');
const addressCity = alias(cities, 'ac');
const addressState = alias(states, 'acs');
const companyCity = alias(cities, 'cc');
const companyState = alias(states, 'ccs');
const b = proposalBenefits;
const k = proposalContacts;
const m = proposalMedia;

const jsonList = <T>(list: SQL): SQL<T[]> => sql<T[]>`coalesce((${list}), '[]')`;

/** Everything an opportunity shows; the caller's favourite mark reads the `userId` parameter. */
const CARD = {
  id: p.id,
  name: p.name,
  description: p.description,
  status: p.status,
  type: p.type,
  visibility: p.visibility,
  source: p.source,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
  completed_at: p.completedAt,
  lost_at: p.lostAt,
  customer_id: customers.id,
  customer_name: customers.name,
  city_id: city.id,
  city_name: city.name,
  state_id: state.id,
  uf: state.uf,
  x: sql<number | null>`${p.location}[0]`,
  y: sql<number | null>`${p.location}[1]`,
  address_zip: p.addressZip,
  address_street: p.addressStreet,
  address_number: p.addressNumber,
  address_neighborhood: p.addressNeighborhood,
  address_city_id: p.addressCityId,
  address_city_name: addressCity.name,
  address_uf: addressState.uf,
  project_category: p.projectCategory,
  project_total: p.projectTotal,
  project_required_investment: p.projectRequiredInvestment,
  project_description: p.projectDescription,
  project_required_area_m2: p.projectRequiredAreaM2,
  project_preferred_ufs: p.projectPreferredUfs,
  company_name: p.companyName,
  company_federal_tax_id: p.companyFederalTaxId,
  company_main_activity_code: p.companyMainActivityCode,
  company_main_activity_text: activities.text,
  company_share_capital: p.companyShareCapital,
  company_address_zip: p.companyAddressZip,
  company_address_street: p.companyAddressStreet,
  company_address_number: p.companyAddressNumber,
  company_address_neighborhood: p.companyAddressNeighborhood,
  company_address_city_id: p.companyAddressCityId,
  company_address_city_name: companyCity.name,
  company_address_uf: companyState.uf,
  responsible_id: users.id,
  responsible_name: users.name,
  logo: companyInfos.logo,
  is_favorite: isFavoriteSql(sql.placeholder('userId'), 'proposal', p.id),
  benefits: jsonList<BenefitRow>(sql`select json_agg(json_build_object('id', ${b.id},
      'type', ${b.type}, 'description', ${b.description}, 'identification', ${b.identification},
      'area_m2', ${b.areaM2}, 'estimated_value', ${b.estimatedValue},
      'restrictions', ${b.restrictions}, 'url_map', ${b.urlMap}) order by ${b.id})
    from ${b} where ${b.proposalId} = ${p.id}`),
  contacts: jsonList<ContactRow>(sql`select json_agg(json_build_object('id', ${k.id},
      'name', ${k.name}, 'email', ${k.email}, 'phone', ${k.phone},
      'cell_phone', ${k.cellPhone}, 'responsibility', ${k.responsibility}, 'site', ${k.site})
      order by ${k.position}, ${k.id})
    from ${k} where ${k.proposalId} = ${p.id}`),
  media: jsonList<MediaRow>(sql`select json_agg(json_build_object('id', ${m.id},
      'name', ${m.name}, 'path', ${m.path}, 'original_path', ${m.originalPath},
      'original_name', ${m.originalName}, 'type', ${m.type}) order by ${m.position}, ${m.id})
    from ${m} where ${m.proposalId} = ${p.id}`),
};

/**
 * The cards of the given opportunities the reader may read. Its text never changes, so it is
 * a prepared statement: each connection plans its twelve joins once, not on every page.
 */
const cardsStatement = preparedPerDatabase((db: Db) =>
  db
    .select(CARD)
    .from(p)
    .leftJoin(customers, eq(customers.id, p.customerId))
    .leftJoin(city, eq(city.id, p.cityId))
    .leftJoin(state, eq(state.id, city.stateId))
    .leftJoin(addressCity, eq(addressCity.id, p.addressCityId))
    .leftJoin(addressState, eq(addressState.id, addressCity.stateId))
    .leftJoin(companyCity, eq(companyCity.id, p.companyAddressCityId))
    .leftJoin(companyState, eq(companyState.id, companyCity.stateId))
    .leftJoin(activities, eq(activities.code, p.companyMainActivityCode))
    .leftJoin(users, eq(users.id, p.responsibleUserId))
    .leftJoin(companyInfos, eq(companyInfos.cnpj, p.companyFederalTaxId))
    .where(and(sql`${p.id} = any(${sql.placeholder('ids')}::int[])`, readableByParameters))
    .prepare('proposal_cards'),
);

export type ProposalRow = Awaited<ReturnType<ReturnType<typeof cardsStatement>['execute']>>[number];

/** The cards of these opportunities, in the order of `ids`, leaving out what the actor may not read. */
export async function proposalCards(db: Db, actor: Actor, ids: number[]): Promise<ProposalRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(
    ids,
    await cardsStatement(db).execute({
      ids,
      userId: actor.userId,
      customerId: actor.customerId ?? 0,
      everything: isSuperAdminActor(actor),
    }),
  );
}
