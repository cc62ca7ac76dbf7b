import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cities, states } from '../../db/schema/index.ts';

/** The municipality of an IBGE code, with its state. */
export async function findCityByIbgeCode(db: Db, code: number) {
  const [city] = await db
    .select({
      id: cities.id,
      name: cities.name,
      code: cities.code,
      stateId: states.id,
      uf: states.uf,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.code, code));
  return city;
}
