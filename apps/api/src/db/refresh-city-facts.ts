import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Rebuilds the one-row-per-city view of indicators after indicators change. */
export async function refreshCityFacts(db: Db): Promise<void> {
  await db.execute(sql`refresh materialized view city_facts`);
}
