import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cities } from '../../db/schema/index.ts';

type Geometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
type Feature = { properties?: { id?: unknown; name?: unknown }; geometry?: Geometry | null };

export type BoundaryImportReport = {
  file: string;
  loaded: number;
  skipped: { reason: string; id: string }[];
};

const SOURCE = 'IBGE malha municipal (geodata-br)';

/** Rounds coordinates to 4 decimals (about 10 m) and drops repeated points. */
function compact(coordinates: unknown): unknown {
  if (!Array.isArray(coordinates)) return coordinates;
  if (typeof coordinates[0] === 'number') {
    const [lng = 0, lat = 0] = coordinates as number[];
    return [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
  }
  const list = coordinates.map(compact);
  const isRing = Array.isArray(list[0]) && typeof (list[0] as unknown[])[0] === 'number';
  return isRing
    ? list.filter((point, i) => i === 0 || JSON.stringify(point) !== JSON.stringify(list[i - 1]))
    : list;
}

/**
 * Loads one IBGE municipal mesh file (a GeoJSON FeatureCollection whose features carry
 * `properties.id` = IBGE code) into `boundaries`. Idempotent: re-running replaces the rows.
 * Features for unknown municipalities or without polygon geometry are skipped and reported.
 */
export async function loadMunicipalBoundaries(db: Db, file: string): Promise<BoundaryImportReport> {
  const report: BoundaryImportReport = { file: basename(file), loaded: 0, skipped: [] };
  let collection: { features?: Feature[] };
  try {
    collection = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${basename(file)}: não é um GeoJSON legível (${(error as Error).message})`);
  }
  if (!Array.isArray(collection.features)) {
    throw new Error(`${basename(file)}: não é uma FeatureCollection`);
  }
  const known = new Set((await db.select({ code: cities.code }).from(cities)).map((c) => c.code));
  const records: { code: number; geometry: unknown }[] = [];
  for (const feature of collection.features) {
    const id = String(feature.properties?.id ?? '');
    const code = Number(id);
    if (!/^\d{7}$/.test(id)) report.skipped.push({ reason: 'código IBGE ausente ou inválido', id });
    else if (!known.has(code)) report.skipped.push({ reason: 'município desconhecido', id });
    else if (feature.geometry?.type !== 'Polygon' && feature.geometry?.type !== 'MultiPolygon') {
      report.skipped.push({ reason: 'geometria não poligonal', id });
    } else {
      records.push({
        code,
        geometry: {
          type: feature.geometry.type,
          coordinates: compact(feature.geometry.coordinates),
        },
      });
    }
  }
  for (let i = 0; i < records.length; i += 200) {
    await db.execute(sql`
      insert into boundaries (level, code, geometry, source)
      select 'city', code, geometry, ${SOURCE}
      from jsonb_to_recordset(${JSON.stringify(records.slice(i, i + 200))}::jsonb) as x(code int, geometry jsonb)
      on conflict (level, code) do update set geometry = excluded.geometry, source = excluded.source,
        loaded_at = now()`);
  }
  report.loaded = records.length;
  await db.execute(sql`
    insert into data_sources (source, version, rows, skipped, details, loaded_at)
    values (${`municipal-boundaries:${report.file}`}, ${report.file}, ${report.loaded},
            ${report.skipped.length}, ${JSON.stringify({ skipped: report.skipped.slice(0, 50) })}::jsonb, now())
    on conflict (source) do update set rows = excluded.rows, skipped = excluded.skipped,
      details = excluded.details, loaded_at = excluded.loaded_at`);
  return report;
}
