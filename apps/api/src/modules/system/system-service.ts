import { CONTRACT_VERSION, type CompanyListIndexState } from '@oportuna/domain';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { schemaVersion } from '../../db/migrate.ts';
import { readInstallationFacts } from './system-queries.ts';

export function createSystemService({
  database,
  config,
  version,
  companyIndex,
}: {
  database: Database;
  config: AppConfig;
  version: string;
  /** The company list's index, when kept: what its state is (companies module). */
  companyIndex: { state: () => Promise<CompanyListIndexState> } | null;
}) {
  // Migrations only run at start, so the schema version cannot change while serving.
  let cachedSchemaVersion: string | undefined;
  const currentSchemaVersion = async () => {
    cachedSchemaVersion ??= await schemaVersion(database);
    return cachedSchemaVersion;
  };

  /** One round trip: proves the database answers and reads what the health check reports. */
  async function facts() {
    const row = await readInstallationFacts(database.db);
    return { states: row?.states ?? 0, cities: row?.cities ?? 0, demo: row?.demo ?? false };
  }

  return {
    async health() {
      const { states, cities, demo } = await facts();
      return {
        status: 'ok' as const,
        database: { engine: database.engine, schema_version: await currentSchemaVersion() },
        counts: { states, cities },
        demo,
        company_list_index: companyIndex ? await companyIndex.state() : ('off' as const),
      };
    },

    async clientConfig() {
      const { demo } = await facts();
      return {
        demo,
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

export type SystemService = ReturnType<typeof createSystemService>;
