import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
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
import { inIdOrder } from '../../lib/in-id-order.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { holdingOfficeNow } from '../../lib/sql/holding-office.ts';
import { preparedPerDatabase } from '../../lib/sql/prepared-per-database.ts';

export type Mayor = {
  id: number;
  name: string;
  abbreviation: string | null;
  photo: string | null;
  election_year: number | null;
};

const c = cities;
const f = cityFacts;

const openOf = (type: SQL) =>
  sql<number>`(select count(*) from ${proposals} where ${proposals.cityId} = ${c.id}
      and ${proposals.status} = 'open' and ${proposals.deletedAt} is null
      and ${proposals.type} = ${type})::int`;

/** Everything a city card shows; the caller's favourite mark reads the `userId` parameter. */
const CARD = {
  id: c.id,
  code: c.code,
  name: c.name,
  is_capital: c.isCapital,
  latitude: c.latitude,
  longitude: c.longitude,
  state_id: states.id,
  uf: states.uf,
  state_name: states.name,
  wiki_description: c.wikiDescription,
  wiki_image: c.wikiImage,
  populacao_estimada: f.populacao_estimada,
  taxa_escolarizacao: f.taxa_escolarizacao,
  idhm: f.idhm,
  total_receitas: f.total_receitas,
  total_despesas: f.total_despesas,
  pib_per_capta: f.pib_per_capta,
  is_favorite: isFavoriteSql(sql.placeholder('userId'), 'city', c.id),
  // Holding office implies elected: saying so lets the elected mayors' index (migration 0007) hand
  // over the first in order instead of every politician of the city.
  mayor: sql<Mayor | null>`(select json_build_object('id', ${politicians.id},
      'name', coalesce(${politicians.ballotName}, ${politicians.name}),
      'abbreviation', ${politicalParties.abbreviation}, 'photo', ${politicians.photo},
      'election_year', ${politicians.electionYear})
    from ${politicians}
    join ${politicalOffices} on ${politicalOffices.id} = ${politicians.politicalOfficeId}
      and ${politicalOffices.slug} = 'prefeito'
    left join ${politicalParties} on ${politicalParties.id} = ${politicians.partyId}
    where ${politicians.cityId} = ${c.id} and ${politicians.isElected} and ${holdingOfficeNow}
    order by ${politicians.isDemo}, ${politicians.electionYear} desc nulls last, ${politicians.id}
    limit 1)`,
  public_open: openOf(sql`'city'`),
  private_open: openOf(sql`'company'`),
  vocations: sql<string[]>`array(select ${regionalVocations.description} from ${locations}
      join ${locationVocations} on ${locationVocations.locationId} = ${locations.id}
      join ${regionalVocations} on ${regionalVocations.id} = ${locationVocations.vocationId}
      where ${locations.cityId} = ${c.id} order by ${regionalVocations.description})`,
  benefits: sql<string[]>`array(select ${benefitTypes.description} from ${locations}
      join ${locationBenefits} on ${locationBenefits.locationId} = ${locations.id}
      join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
      where ${locations.cityId} = ${c.id} order by ${benefitTypes.position})`,
  summary: sql<string | null>`(select ${locations.description} from ${locations}
      where ${locations.cityId} = ${c.id} order by ${locations.id} desc limit 1)`,
  responsible_user_id: sql<number | null>`(select ${locations.responsibleUserId} from ${locations}
      where ${locations.cityId} = ${c.id})`,
};

/**
 * The cards of the given cities. Its text never changes, so it is a prepared statement:
 * each connection plans it once, not on every page.
 */
const cardsStatement = preparedPerDatabase((db: Db) =>
  db
    .select(CARD)
    .from(c)
    .innerJoin(states, eq(states.id, c.stateId))
    .innerJoin(f, eq(f.cityId, c.id))
    .where(sql`${c.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('city_cards'),
);

export type CityCardRow = Awaited<ReturnType<ReturnType<typeof cardsStatement>['execute']>>[number];

/** The cards of these cities, in the order of `ids`. */
export async function cityCards(db: Db, actor: Actor, ids: number[]): Promise<CityCardRow[]> {
  if (ids.length === 0) return [];
  return inIdOrder(ids, await cardsStatement(db).execute({ ids, userId: actor.userId }));
}
