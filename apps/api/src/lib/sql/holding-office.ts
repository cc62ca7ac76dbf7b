import { sql } from 'drizzle-orm';
import { politicians } from '../../db/schema/index.ts';

/** Today on Brasília's calendar, by which terms start and end. */
const today = sql`(now() at time zone 'America/Sao_Paulo')::date`;

/**
 * Politicians who hold their office today: their term has started and has not ended
 * (decision 0024). The newly elected do not, between the election and the day they take office.
 */
export const holdingOfficeNow = sql`(${politicians.termStartsOn} <= ${today}
  and (${politicians.termEndsOn} is null or ${politicians.termEndsOn} > ${today}))`;
