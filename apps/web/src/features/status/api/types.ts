// Local shapes of GET /api/health and GET /api/config, kept in one file so that the shared
// contract in packages/domain can replace them in one place.

export type DatabaseEngine = 'pglite' | 'postgresql';

export interface HealthResponse {
  status: 'ok';
  database: {
    engine: DatabaseEngine;
    schema_version: string;
  };
  counts: {
    states: number;
    cities: number;
  };
  demo: boolean;
}

export interface ConfigResponse {
  demo: boolean;
  version: string;
  map: {
    route_tiles_url: string | null;
    satellite_tiles_url: string | null;
  };
  contract_version: string;
}
