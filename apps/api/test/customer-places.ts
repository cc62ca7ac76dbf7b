import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/db/rows.ts';

export type Place = { stateId: number; cityId: number; cityName: string; stateName: string };

/**
 * Cities (with their states) no customer stands for yet, one per state, so that each test can
 * register a city hall or a state government of its own.
 */
export async function freePlaces(db: Db, count: number): Promise<Place[]> {
  return rows<Place>(
    db,
    sql`select distinct on (s.id) s.id as "stateId", c.id as "cityId", c.name as "cityName",
               s.name as "stateName"
        from states s join cities c on c.state_id = s.id
        where not exists (select 1 from customers cu where cu.state_id = s.id)
        order by s.id, c.id
        limit ${count}`,
  );
}

/** A CNPJ of the registry (the demo data set's companies). */
export async function registryCnpj(db: Db): Promise<{ cnpj: string; name: string }> {
  const [row] = await rows<{ cnpj: string; name: string }>(
    db,
    sql`select cnpj, name from receita.companies order by cnpj limit 1`,
  );
  if (!row) throw new Error('the registry has no company');
  return row;
}
