import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { politicalOffices, politicalParties, politicians } from '../../db/schema/index.ts';
import { holdingOfficeNow } from './holding-office.ts';

/** The place whose elected politicians are counted. */
export type PoliticalPlace = { cityId: number } | { stateId: number };

/** Who holds an office of the place now: their term has started and has not ended. */
const electedIn = (place: PoliticalPlace) =>
  and(
    holdingOfficeNow,
    'cityId' in place
      ? eq(politicians.cityId, place.cityId)
      : eq(politicians.stateId, place.stateId),
  );

/** Elected politicians of a place counted by office, most important office first. */
export function officeCounts(db: Db, place: PoliticalPlace) {
  return db
    .select({
      id: politicalOffices.id,
      description: politicalOffices.description,
      total: sql<number>`count(*)::int`,
    })
    .from(politicians)
    .innerJoin(politicalOffices, eq(politicalOffices.id, politicians.politicalOfficeId))
    .where(electedIn(place))
    .groupBy(politicalOffices.id)
    .orderBy(politicalOffices.importance);
}

/** Parties with elected politicians in a place, largest first. */
export function partyCounts(db: Db, place: PoliticalPlace) {
  const total = sql<number>`count(*)::int`.as('total');
  return db
    .select({
      id: politicalParties.id,
      abbreviation: politicalParties.abbreviation,
      name: politicalParties.name,
      number: politicalParties.number,
      total,
    })
    .from(politicians)
    .innerJoin(politicalParties, eq(politicalParties.id, politicians.partyId))
    .where(electedIn(place))
    .groupBy(politicalParties.id)
    .orderBy(desc(total), politicalParties.abbreviation);
}
