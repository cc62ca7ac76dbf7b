import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { cities, customers, locations, states } from '../../db/schema/index.ts';

/**
 * The place of an IBGE code (7 digits a municipality, 2 a state) with the customer that stands
 * for it (its city hall or state government) and its locality profile, both possibly absent;
 * `columns` names what to read of them. Undefined when no place has the code.
 */
export async function findPlaceByCode<Columns extends Record<string, PgColumn>>(
  db: Db,
  code: number,
  columns: Columns,
) {
  if (code >= 1_000_000) {
    const [found] = await db
      .select({
        id: cities.id,
        code: cities.code,
        name: cities.name,
        uf: states.uf,
        stateId: cities.stateId,
        ...columns,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .leftJoin(customers, and(eq(customers.type, 'city'), eq(customers.cityId, cities.id)))
      .leftJoin(locations, eq(locations.cityId, cities.id))
      .where(eq(cities.code, code));
    return found && { kind: 'city' as const, ...found };
  }
  const [found] = await db
    .select({
      id: states.id,
      code: states.code,
      name: states.name,
      uf: states.uf,
      stateId: states.id,
      ...columns,
    })
    .from(states)
    .leftJoin(customers, and(eq(customers.type, 'state'), eq(customers.stateId, states.id)))
    .leftJoin(locations, eq(locations.stateId, states.id))
    .where(eq(states.code, code));
  return found && { kind: 'state' as const, ...found };
}
