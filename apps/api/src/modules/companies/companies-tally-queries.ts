import { type SQL, sql } from 'drizzle-orm';
import { cities, companyCityTallies, companyStateTallies, states } from '../../db/schema/index.ts';
import type { TalliedFilter } from './company-filters.ts';

// The kept tallies (decisions 0010 and 0011): exact counts by place, status, size, Simples and MEI.

const ct = companyCityTallies;
const st = companyStateTallies;

/** The rows of a tallies table a tallied filter counts (`place` names the place column's condition). */
function tallyConditions(
  table: typeof ct | typeof st,
  tallied: TalliedFilter,
  place: SQL | null,
): SQL {
  const parts: SQL[] = place ? [place] : [];
  if (tallied.statuses) parts.push(sql`${table.status} in ${tallied.statuses}`);
  if (tallied.sizes) parts.push(sql`${table.companySize} in ${tallied.sizes}`);
  if (tallied.simples !== null) parts.push(sql`${table.simples} = ${tallied.simples}`);
  if (tallied.mei !== null) parts.push(sql`${table.mei} = ${tallied.mei}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The municipality tallies' rows a tallied filter counts: its states by the establishment's own
 * UF, as the list filters them, whatever state its municipality is in.
 */
export function cityTallyWhere(tallied: TalliedFilter): SQL {
  const places: SQL[] = [];
  if (tallied.cities) {
    places.push(sql`${ct.cityId} in (select ${cities.id} from ${cities} where ${tallied.cities})`);
  }
  if (tallied.stateIds) {
    places.push(
      sql`${ct.state} in (select ${states.uf} from ${states} where ${states.id} in ${tallied.stateIds})`,
    );
  }
  return tallyConditions(ct, tallied, places.length ? sql.join(places, sql` and `) : null);
}

/** The companies a tallied filter keeps, from the state tallies unless it names municipalities. */
export function talliedTotal(tallied: TalliedFilter): SQL {
  if (tallied.cities) {
    return sql`(select coalesce(sum(${ct.total}), 0)::int from ${ct} where ${cityTallyWhere(tallied)})`;
  }
  const place = tallied.stateIds ? sql`${st.stateId} in ${tallied.stateIds}` : null;
  return sql`(select coalesce(sum(${st.total}), 0)::int from ${st}
    where ${tallyConditions(st, tallied, place)})`;
}

/** Every company the registry holds. */
export const everyCompany = sql`(select coalesce(sum(${st.total}), 0)::int from ${st})`;
