import { type SQL, sql } from 'drizzle-orm';

/** `politicians.source` of the rows the TSE importer publishes from its candidacies. */
export const TSE_POLITICIAN_SOURCE = 'TSE';

/** An office held in a place (a city, or a state with no city) at one election. */
export type OfficeSeat = { officeId: SQL; cityId: SQL; stateId: SQL; year: SQL };

/**
 * Whether TSE's candidacies were published for that office, place and election: a row of
 * another source for the same seat would show the same person twice. Plain equalities (no
 * `is not distinct from`) so that the planner can hash-join it over many rows.
 */
export const publishedByTse = (seat: OfficeSeat) => sql`exists (
  select 1 from politicians tse
  where tse.source = ${TSE_POLITICIAN_SOURCE} and tse.political_office_id = ${seat.officeId}
    and coalesce(tse.city_id, 0) = coalesce(${seat.cityId}, 0)
    and coalesce(tse.state_id, 0) = coalesce(${seat.stateId}, 0)
    and tse.election_year = ${seat.year})`;
