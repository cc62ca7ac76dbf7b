import { statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { areaContains, polygonProblems } from '../../../test/geojson-checks.ts';
import { sharedData } from '../../../test/shared-data.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { referenceDataFolder } from '../../lib/paths.ts';
import { loadMunicipalBoundaries } from '../municipal-boundaries/load-municipal-boundaries.ts';
import {
  loadMunicipalBoundaryExtract,
  SIMPLIFIED_BOUNDARIES_SOURCE,
} from './load-municipal-boundary-extract.ts';
import { MUNICIPAL_BOUNDARIES_FILE } from './read-municipal-boundaries.ts';

/** The reference municipalities IBGE's meshes predate (apps/api/data/SOURCES.md). */
const WITHOUT_BOUNDARY = [1504752, 2206720, 4212650, 4220000, 4314548, 5006275, 5101837];
/**
 * Seats the published meshes leave outside their municipality, unsimplified as well: within a
 * few hundred metres of the border, or seat coordinates of the source placed far away
 * (Pau D'Arco/PA, São Caitano/PE, São Sebastião da Vargem Alegre/MG, Cerro Azul/PR, Alto
 * Paraíso/PR).
 */
const SEATS_OUTSIDE = [
  1505551, 2207751, 2514701, 2603603, 2608255, 2609204, 2611408, 2613107, 2907558, 2909505, 2919058,
  3164431, 3302452, 4105201, 4128625,
];

describe('simplified municipal boundaries of the reference data', () => {
  const database = useTestDatabase();

  it('is a compact committed file', () => {
    expect(statSync(join(referenceDataFolder, MUNICIPAL_BOUNDARIES_FILE)).size).toBeLessThan(
      1_600_000,
    );
  });

  it('gives every reference municipality a boundary but the seven the meshes predate', async () => {
    const counted = await rows<{ cities: number; boundaries: number }>(
      database().db,
      sql`select (select count(*)::int from cities) as cities,
                 (select count(*)::int from boundaries
                  where level = 'city' and source = ${SIMPLIFIED_BOUNDARIES_SOURCE}) as boundaries`,
    );
    expect(counted).toEqual([{ cities: 5571, boundaries: 5564 }]);
    const without = await rows<{ code: number }>(
      database().db,
      sql`select c.code from cities c
          where not exists (select 1 from boundaries b where b.level = 'city' and b.code = c.code)
          order by c.code`,
    );
    expect(without.map((c) => c.code)).toEqual(WITHOUT_BOUNDARY);
    const [recorded] = await rows<{ version: string; rows: number; skipped: number }>(
      database().db,
      sql`select version, rows, skipped from data_sources where source = 'reference-municipal-boundaries'`,
    );
    expect(recorded).toMatchObject({
      version: expect.stringMatching(/^sha256:/),
      rows: 5564,
      skipped: 7,
    });
  });

  it('holds valid GeoJSON polygons, each holding its seat', async () => {
    const found = await rows<{
      code: number;
      geometry: Polygon | MultiPolygon;
      lng: number;
      lat: number;
    }>(
      database().db,
      sql`select b.code, b.geometry, c.longitude as lng, c.latitude as lat
          from boundaries b join cities c on c.code = b.code where b.level = 'city'`,
    );
    expect(found).toHaveLength(5564);
    const invalid = found
      .map((b) => ({ code: b.code, problems: polygonProblems(b.geometry) }))
      .filter((b) => b.problems.length > 0);
    expect(invalid).toEqual([]);
    const outside = found
      .filter((b) => !areaContains(b.geometry, [b.lng, b.lat]))
      .map((b) => b.code)
      .sort();
    expect(outside).toEqual(SEATS_OUTSIDE);
  });

  it('loads once per file, and never replaces a boundary imported in full detail', async () => {
    expect((await loadMunicipalBoundaryExtract(database().db)).loaded).toBe(false);
    await loadMunicipalBoundaries(database().db, sharedData('geo/geojs-53-mun.json'));
    await database().db.execute(
      sql`delete from data_sources where source = 'reference-municipal-boundaries'`,
    );
    const again = await loadMunicipalBoundaryExtract(database().db);
    expect(again).toMatchObject({ loaded: true, boundaries: 5564 });
    const sources = await rows<{ source: string; n: number }>(
      database().db,
      sql`select source, count(*)::int as n from boundaries where level = 'city'
          group by source order by source`,
    );
    expect(sources).toEqual([
      { source: 'IBGE malha municipal (geodata-br)', n: 1 },
      { source: SIMPLIFIED_BOUNDARIES_SOURCE, n: 5563 },
    ]);
  });
});
