import type { CitiesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  benefitTypes,
  cities,
  cityFacts,
  locationBenefits,
  locations,
  locationVocations,
  politicalOffices,
  politicalParties,
  politicians,
  proposals,
  regionalVocations,
  states,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { cityConditions, cityOrder, whereClause } from './city-filters.ts';

type City = typeof cities.$inferSelect;
type Facts = typeof cityFacts.$inferSelect;

export type CityRow = {
  id: City['id'];
  code: City['code'];
  name: City['name'];
  is_capital: City['isCapital'];
  latitude: City['latitude'];
  longitude: City['longitude'];
  state_id: City['stateId'];
  uf: (typeof states.$inferSelect)['uf'];
  state_name: (typeof states.$inferSelect)['name'];
  wiki_description: City['wikiDescription'];
  wiki_image: City['wikiImage'];
  populacao_estimada: Facts['populacao_estimada'];
  taxa_escolarizacao: Facts['taxa_escolarizacao'];
  idhm: Facts['idhm'];
  total_receitas: Facts['total_receitas'];
  total_despesas: Facts['total_despesas'];
  pib_per_capta: Facts['pib_per_capta'];
  is_favorite: boolean;
};

/** What a city card shows besides the city itself, read in the same statement. */
export type CityExtrasRow = {
  mayor: {
    id: number;
    name: string;
    abbreviation: string | null;
    photo: string | null;
    election_year: number | null;
  } | null;
  public_open: number;
  private_open: number;
  vocations: string[];
  benefits: string[];
  summary: string | null;
};

const c = cities;
const f = cityFacts;
const FROM = sql`from ${c} join ${states} on ${states.id} = ${c.stateId}
  join ${f} on ${f.cityId} = ${c.id}`;

function cityColumns(actor: Actor): SQL {
  return sql`${c.id} as id, ${c.code} as code, ${c.name} as name, ${c.isCapital} as is_capital,
    ${c.latitude} as latitude, ${c.longitude} as longitude, ${states.id} as state_id,
    ${states.uf} as uf, ${states.name} as state_name, ${c.wikiDescription} as wiki_description,
    ${c.wikiImage} as wiki_image, ${f.populacao_estimada} as populacao_estimada,
    ${f.taxa_escolarizacao} as taxa_escolarizacao, ${f.idhm} as idhm,
    ${f.total_receitas} as total_receitas, ${f.total_despesas} as total_despesas,
    ${f.pib_per_capta} as pib_per_capta,
    ${isFavoriteSql(actor.userId, 'city', sql`${c.id}`)} as is_favorite`;
}

/** The mayor, open-opportunity counts, vocations and incentives of the city `page.id`. */
const extrasColumns = sql`
  (select json_build_object('id', ${politicians.id},
      'name', coalesce(${politicians.ballotName}, ${politicians.name}),
      'abbreviation', ${politicalParties.abbreviation}, 'photo', ${politicians.photo},
      'election_year', ${politicians.electionYear})
    from ${politicians}
    join ${politicalOffices} on ${politicalOffices.id} = ${politicians.politicalOfficeId}
      and ${politicalOffices.slug} = 'prefeito'
    left join ${politicalParties} on ${politicalParties.id} = ${politicians.partyId}
    where ${politicians.cityId} = page.id and ${politicians.isElected}
    order by ${politicians.isDemo}, ${politicians.electionYear} desc nulls last, ${politicians.id}
    limit 1) as mayor,
  (select count(*) from ${proposals} where ${proposals.cityId} = page.id
      and ${proposals.status} = 'open' and ${proposals.deletedAt} is null
      and ${proposals.type} = 'city')::int as public_open,
  (select count(*) from ${proposals} where ${proposals.cityId} = page.id
      and ${proposals.status} = 'open' and ${proposals.deletedAt} is null
      and ${proposals.type} = 'company')::int as private_open,
  array(select ${regionalVocations.description} from ${locations}
      join ${locationVocations} on ${locationVocations.locationId} = ${locations.id}
      join ${regionalVocations} on ${regionalVocations.id} = ${locationVocations.vocationId}
      where ${locations.cityId} = page.id order by ${regionalVocations.description}) as vocations,
  array(select ${benefitTypes.description} from ${locations}
      join ${locationBenefits} on ${locationBenefits.locationId} = ${locations.id}
      join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
      where ${locations.cityId} = page.id order by ${benefitTypes.position}) as benefits,
  (select ${locations.description} from ${locations} where ${locations.cityId} = page.id
      order by ${locations.id} desc limit 1) as summary`;

const allCities = sql`(select count(*) from ${c})::int as all_total`;

export type CityPageRow = CityRow & CityExtrasRow & { total: number; all_total: number };

/**
 * One page of cities with what their cards show and the filtered total, in one statement:
 * the filters and the order run over the 5,571 municipalities once, the card's extras only
 * for the page's rows.
 */
export async function listCities(db: Db, actor: Actor, query: CitiesQuery, withExtras: boolean) {
  const where = whereClause(cityConditions(query, actor));
  const offset = (query.page - 1) * query.limit;
  const page = sql`(select ${cityColumns(actor)}, count(*) over () as total,
      row_number() over (${cityOrder(query)}) as n
    ${FROM} ${where} ${cityOrder(query)} limit ${query.limit} offset ${offset}) page`;
  const found = await rows<CityPageRow>(
    db,
    withExtras
      ? sql`select page.*, ${allCities}, ${extrasColumns} from ${page} order by page.n`
      : sql`select page.*, ${allCities} from ${page} order by page.n`,
  );
  const [first] = found;
  if (first) return { found, total: Number(first.total), totalWithoutFilter: first.all_total };
  const [total, totalWithoutFilter] = await Promise.all([
    query.page > 1 ? countCities(db, actor, query) : 0,
    countAllCities(db),
  ]);
  return { found, total, totalWithoutFilter };
}

/** How many cities the filters keep (asked only for a page past the last). */
async function countCities(db: Db, actor: Actor, query: CitiesQuery): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${FROM} ${whereClause(cityConditions(query, actor))}`,
  );
  return row?.total ?? 0;
}

/** Every municipality: what a list without filters counts. */
export async function countAllCities(db: Db): Promise<number> {
  const [row] = await rows<{ total: number }>(db, sql`select count(*)::int as total from ${c}`);
  return row?.total ?? 0;
}

/** Every city the filters keep, in order, with their cards' extras (exports). */
export function exportCities(db: Db, actor: Actor, query: CitiesQuery) {
  const where = whereClause(cityConditions(query, actor));
  return rows<CityRow & CityExtrasRow>(
    db,
    sql`select page.*, ${extrasColumns}
        from (select ${cityColumns(actor)}, row_number() over (${cityOrder(query)}) as n
              ${FROM} ${where}) page
        order by page.n`,
  );
}

/** One city with its card's extras, or nothing. */
export async function findCity(db: Db, actor: Actor, id: number) {
  const [row] = await rows<CityRow & CityExtrasRow>(
    db,
    sql`select page.*, ${extrasColumns}
        from (select ${cityColumns(actor)} ${FROM} where ${c.id} = ${id}) page`,
  );
  return row ?? null;
}
