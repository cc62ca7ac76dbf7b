import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { apiRoot } from '../../lib/paths.ts';
import { loadMunicipalBoundaries } from './load-municipal-boundaries.ts';

describe('municipal boundaries importer', () => {
  const database = useTestDatabase();

  it('loads polygons by IBGE code and reports what it skipped and why', async () => {
    const report = await loadMunicipalBoundaries(
      database().db,
      join(apiRoot, 'test/fixtures/geojs-99-mun.json'),
    );
    expect(report.loaded).toBe(1);
    expect(report.skipped.map((s) => s.reason).sort()).toEqual([
      'código IBGE ausente ou inválido',
      'geometria não poligonal',
      'município desconhecido',
    ]);
    const again = await loadMunicipalBoundaries(
      database().db,
      join(apiRoot, 'test/fixtures/geojs-99-mun.json'),
    );
    expect(again.loaded).toBe(1);
    const [count] = await rows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from boundaries
          where level = 'city' and source = 'IBGE malha municipal (geodata-br)'`,
    );
    expect(count?.n).toBe(1);
  });

  it('refuses a file that is not a FeatureCollection', async () => {
    await expect(
      loadMunicipalBoundaries(database().db, join(apiRoot, 'package.json')),
    ).rejects.toThrow('não é uma FeatureCollection');
  });

  it('loads the real IBGE mesh of the Distrito Federal', async () => {
    const report = await loadMunicipalBoundaries(
      database().db,
      sharedData('geo/geojs-53-mun.json'),
    );
    expect(report).toMatchObject({ loaded: 1, skipped: [] });
    const [brasilia] = await rows<{ type: string }>(
      database().db,
      sql`select geometry->>'type' as type from boundaries where level = 'city' and code = 5300108`,
    );
    expect(['Polygon', 'MultiPolygon']).toContain(brasilia?.type);
  });
});
