import { and, asc, type Column, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  cities,
  politicalOffices,
  politicalParties,
  politicians,
  states,
} from '../../db/schema/index.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { holdingOfficeNow } from '../../lib/sql/holding-office.ts';
import { containsText, readingOrder } from '../../lib/sql/text-search.ts';

const bornState = alias(states, 'born_state');

/** What a politician shows in lists and on its page. */
const shownFields = (userId: number) => ({
  id: politicians.id,
  name: politicians.name,
  party_id: politicalParties.id,
  party_number: politicalParties.number,
  party_name: politicalParties.name,
  party_abbreviation: politicalParties.abbreviation,
  born_uf: bornState.uf,
  birth_date: politicians.birthDate,
  situation: politicians.situation,
  scholarity: politicians.scholarity,
  office_id: politicalOffices.id,
  office: politicalOffices.description,
  city_id: cities.id,
  city_name: cities.name,
  state_id: states.id,
  state_uf: states.uf,
  email: politicians.email,
  is_favorite: isFavoriteSql(userId, 'politician', politicians.id),
  election_year: politicians.electionYear,
  occupation: politicians.occupation,
  association: politicians.association,
  gender: politicians.gender,
  photo: politicians.photo,
});

export type PoliticianFilter = {
  name?: string;
  officeId?: number;
  partyId?: number;
  stateId?: number;
  cityId?: number;
};

export type PoliticianSort = { key: string; order: 'asc' | 'desc' }[];

const SORT_COLUMNS: Record<string, Column> = {
  importance: politicalOffices.importance,
  party: politicalParties.abbreviation,
  birth_date: politicians.birthDate,
};
/** Names sort as read (decision 0027): accents and case do not move a name. */
const NAME_COLUMNS: Record<string, Column> = { name: politicians.name, city: cities.name };

/** Office holders now: their term has started and has not ended. */
function electedMatching(filter: PoliticianFilter) {
  return and(
    holdingOfficeNow,
    filter.name ? containsText(politicians.name, filter.name) : undefined,
    filter.officeId ? eq(politicians.politicalOfficeId, filter.officeId) : undefined,
    filter.partyId ? eq(politicians.partyId, filter.partyId) : undefined,
    filter.stateId ? eq(politicians.stateId, filter.stateId) : undefined,
    filter.cityId ? eq(politicians.cityId, filter.cityId) : undefined,
  );
}

/** One page of elected politicians; every row carries how many match in all. */
export function listElectedPoliticians(
  db: Db,
  search: {
    userId: number;
    filter: PoliticianFilter;
    sort: PoliticianSort;
    limit: number;
    offset: number;
  },
) {
  const orderBy = search.sort.flatMap(({ key, order }) => {
    const column = SORT_COLUMNS[key];
    if (!column) return readingOrder(NAME_COLUMNS[key] ?? politicians.name, order, true);
    return [sql`${column} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`];
  });
  return db
    .select({ ...shownFields(search.userId), total: sql<number>`count(*) over ()::int` })
    .from(politicians)
    .innerJoin(politicalOffices, eq(politicalOffices.id, politicians.politicalOfficeId))
    .leftJoin(politicalParties, eq(politicalParties.id, politicians.partyId))
    .leftJoin(bornState, eq(bornState.id, politicians.bornStateId))
    .leftJoin(cities, eq(cities.id, politicians.cityId))
    .leftJoin(states, eq(states.id, politicians.stateId))
    .where(electedMatching(search.filter))
    .orderBy(...orderBy, asc(politicians.id))
    .limit(search.limit)
    .offset(search.offset);
}

/** How many elected politicians match, for a page past the last one. */
export async function countElectedPoliticians(db: Db, filter: PoliticianFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(politicians)
    .innerJoin(politicalOffices, eq(politicalOffices.id, politicians.politicalOfficeId))
    .leftJoin(politicalParties, eq(politicalParties.id, politicians.partyId))
    .leftJoin(cities, eq(cities.id, politicians.cityId))
    .where(electedMatching(filter));
  return row?.n ?? 0;
}

/** One politician record with its party, office and places, and the caller's star. */
export async function findPolitician(db: Db, userId: number, id: number) {
  const [found] = await db
    .select({
      ...shownFields(userId),
      name_key: politicians.nameKey,
      ballot_name: politicians.ballotName,
      state_name: states.name,
      is_elected: politicians.isElected,
    })
    .from(politicians)
    .innerJoin(politicalOffices, eq(politicalOffices.id, politicians.politicalOfficeId))
    .leftJoin(politicalParties, eq(politicalParties.id, politicians.partyId))
    .leftJoin(bornState, eq(bornState.id, politicians.bornStateId))
    .leftJoin(cities, eq(cities.id, politicians.cityId))
    .leftJoin(states, eq(states.id, politicians.stateId))
    .where(eq(politicians.id, id));
  return found;
}

export type PoliticianRow = NonNullable<Awaited<ReturnType<typeof findPolitician>>>;

/**
 * The candidacies of one person, newest first. TSE's public files carry no stable person id,
 * so a person is the same name and birth date; without a birth date, the record alone.
 */
export function findElections(
  db: Db,
  person: Pick<PoliticianRow, 'id' | 'name_key' | 'birth_date'>,
) {
  const samePerson =
    person.birth_date === null
      ? eq(politicians.id, person.id)
      : and(
          sql`${politicians.nameKey} = ${person.name_key}`,
          eq(politicians.birthDate, person.birth_date),
        );
  return db
    .select({
      id: politicians.id,
      year: politicians.electionYear,
      office_id: politicalOffices.id,
      office: politicalOffices.description,
      party_abbreviation: politicalParties.abbreviation,
      city_id: cities.id,
      city_name: cities.name,
      state_id: states.id,
      state_uf: states.uf,
      situation: politicians.situation,
      is_elected: politicians.isElected,
    })
    .from(politicians)
    .innerJoin(politicalOffices, eq(politicalOffices.id, politicians.politicalOfficeId))
    .leftJoin(politicalParties, eq(politicalParties.id, politicians.partyId))
    .leftJoin(cities, eq(cities.id, politicians.cityId))
    .leftJoin(states, eq(states.id, politicians.stateId))
    .where(samePerson)
    .orderBy(
      sql`${politicians.electionYear} desc nulls last`,
      asc(politicalOffices.importance),
      asc(politicians.id),
    );
}

export type ElectionRow = Awaited<ReturnType<typeof findElections>>[number];

/** Elected politicians in all, the list's total without filters. */
export async function countAllElected(db: Db): Promise<number> {
  const [all] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(politicians)
    .where(holdingOfficeNow);
  return all?.n ?? 0;
}
