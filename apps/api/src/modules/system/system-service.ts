import { CONTRACT_VERSION } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { schemaVersion } from '../../db/migrate.ts';
import { rows } from '../../db/rows.ts';

import { isDemoDataPresent } from '../demo/demo-marker.ts';

export function createSystemService({
  database,
  config,
  version,
}: {
  database: Database;
  config: AppConfig;
  version: string;
}) {
  return {
    async health() {
      const [counts] = await rows<{ states: number; cities: number }>(
        database.db,
        sql`select (select count(*)::int from states) as states, (select count(*)::int from cities) as cities`,
      );
      return {
        status: 'ok' as const,
        database: { engine: database.engine, schema_version: await schemaVersion(database) },
        counts: { states: counts?.states ?? 0, cities: counts?.cities ?? 0 },
        demo: await isDemoDataPresent(database.db),
      };
    },

    async clientConfig() {
      return {
        demo: await isDemoDataPresent(database.db),
        version,
        contract_version: CONTRACT_VERSION,
        map: {
          route_tiles_url: config.map.routeTilesUrl,
          satellite_tiles_url: config.map.satelliteTilesUrl,
        },
      };
    },
  };
}
