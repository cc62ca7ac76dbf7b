import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/db/rows.ts';
import { proposals } from '../src/db/schema/index.ts';

/** A city of the reference data, by IBGE code, with what opportunity lists show of it. */
export async function cityByCode(db: Db, code: number) {
  const [city] = await rows<{
    id: number;
    name: string;
    state_id: number;
    uf: string;
    longitude: number;
    latitude: number;
  }>(
    db,
    sql`select c.id, c.name, c.state_id, s.uf, c.longitude, c.latitude
        from cities c join states s on s.id = c.state_id where c.code = ${code}`,
  );
  if (!city) throw new Error(`no city ${code}`);
  return city;
}

export type OpportunitySeed = {
  name: string;
  type: 'city' | 'company';
  status: 'open' | 'pending' | 'completed' | 'lost';
  customerId: number;
  city: Awaited<ReturnType<typeof cityByCode>>;
  createdAt: string;
  total?: number | null;
  taxId?: string | null;
  deleted?: boolean;
};

/** Writes an opportunity as it would stand after its history, without going through it. */
export async function insertOpportunity(db: Db, seed: OpportunitySeed): Promise<number> {
  const [row] = await db
    .insert(proposals)
    .values({
      name: seed.name,
      type: seed.type,
      status: seed.status,
      customerId: seed.customerId,
      cityId: seed.city.id,
      location: { x: seed.city.longitude, y: seed.city.latitude },
      projectTotal: seed.total ?? null,
      companyFederalTaxId: seed.taxId ?? null,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
      deletedAt: seed.deleted ? seed.createdAt : null,
    })
    .returning({ id: proposals.id });
  if (!row) throw new Error('opportunity not inserted');
  return row.id;
}

/** Leaves a test's private database without any opportunity, so lists hold only its own. */
export async function removeAllOpportunities(db: Db): Promise<void> {
  await db.execute(sql`delete from proposals`);
}
