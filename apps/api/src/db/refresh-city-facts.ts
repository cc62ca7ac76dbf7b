import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Rebuilds the one-row-per-city view of indicators after indicators change, with its
 * statistics: the city list's plans read them, and autovacuum may not have come by yet. The
 * match criteria's national bounds come from the same indicators (migration 0029).
 */
export async function refreshCityFacts(db: Db): Promise<void> {
  await db.execute(sql`refresh materialized view city_facts`);
  await db.execute(sql`analyze city_facts`);
  await db.execute(sql`select refresh_match_bounds()`);
}
