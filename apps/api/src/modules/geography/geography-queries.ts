import { and, asc, type Column, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { boundaries, cities, states } from '../../db/schema/index.ts';

const boundaryOf = (level: 'state' | 'city', code: Column) =>
  and(eq(boundaries.level, level), eq(boundaries.code, code));

/** The states that have a boundary, with it, by IBGE code. */
export function listStateBoundaries(db: Db) {
  return db
    .select({
      id: states.id,
      code: states.code,
      uf: states.uf,
      name: states.name,
      geometry: boundaries.geometry,
    })
    .from(states)
    .innerJoin(boundaries, boundaryOf('state', states.code))
    .orderBy(asc(states.code));
}

export async function findStateIdByCode(db: Db, code: number) {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.code, code));
  return state?.id;
}

/** Every municipality of a state with its seat and its boundary, if any, by IBGE code. */
export function listCityBoundaries(db: Db, stateId: number) {
  return db
    .select({
      id: cities.id,
      code: cities.code,
      name: cities.name,
      longitude: cities.longitude,
      latitude: cities.latitude,
      geometry: boundaries.geometry,
    })
    .from(cities)
    .leftJoin(boundaries, boundaryOf('city', cities.code))
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.code));
}

export async function findCityBoundary(db: Db, cityId: number) {
  const [city] = await db
    .select({ code: cities.code, name: cities.name, geometry: boundaries.geometry })
    .from(cities)
    .leftJoin(boundaries, boundaryOf('city', cities.code))
    .where(eq(cities.id, cityId));
  return city;
}
