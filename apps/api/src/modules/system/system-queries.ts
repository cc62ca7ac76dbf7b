import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings, cities, states } from '../../db/schema/index.ts';
import { DEMO_SETTING_KEY } from '../../lib/demo-marker.ts';

/**
 * What the health check reports, in one round trip: an aggregate over `states` answers one
 * row even when the table is empty.
 */
export async function readInstallationFacts(db: Db) {
  const [row] = await db
    .select({
      states: sql<number>`count(*)::int`,
      cities: sql<number>`(select count(*)::int from ${cities})`,
      demo: sql<boolean>`exists (select 1 from ${appSettings} where ${eq(appSettings.key, DEMO_SETTING_KEY)})`,
    })
    .from(states);
  return row;
}
