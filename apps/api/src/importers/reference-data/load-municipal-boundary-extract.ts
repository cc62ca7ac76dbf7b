import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataSources } from '../../db/schema/index.ts';
import { readMunicipalBoundaries } from './read-municipal-boundaries.ts';

const SOURCE = 'reference-municipal-boundaries';
export const SIMPLIFIED_BOUNDARIES_SOURCE = 'IBGE malha municipal simplificada (geodata-br)';
const BATCH = 500;

/** `boundaries`: how many the file holds, when it was loaded. */
export type BoundaryExtractLoadResult = { loaded: boolean; boundaries: number; ms: number };

/**
 * Loads the simplified municipal boundaries into `boundaries`, so that maps draw municipal
 * outlines without any import. Rows written by the full-detail importer
 * (npm run import:boundaries) are never replaced. Idempotent: the same file loads once.
 */
export async function loadMunicipalBoundaryExtract(db: Db): Promise<BoundaryExtractLoadResult> {
  const started = Date.now();
  const file = readMunicipalBoundaries();
  const [current] = await db
    .select({ version: dataSources.version })
    .from(dataSources)
    .where(sql`${dataSources.source} = ${SOURCE}`);
  if (current?.version === file.version) return { loaded: false, boundaries: 0, ms: 0 };
  const extract = file.decode();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from boundaries where level = 'city' and source = ${SIMPLIFIED_BOUNDARIES_SOURCE}`,
    );
    for (let i = 0; i < extract.boundaries.length; i += BATCH) {
      await tx.execute(sql`
        insert into boundaries (level, code, geometry, source)
        select 'city', x.code, x.geometry, ${SIMPLIFIED_BOUNDARIES_SOURCE}
        from jsonb_to_recordset(${JSON.stringify(extract.boundaries.slice(i, i + BATCH))}::jsonb)
          as x(code int, geometry jsonb)
        join cities c on c.code = x.code
        on conflict (level, code) do nothing`);
    }
    await tx.execute(sql`
      insert into data_sources (source, version, rows, skipped, details, loaded_at)
      values (${SOURCE}, ${file.version}, ${extract.boundaries.length}, ${extract.missing.length},
              ${JSON.stringify({ without_boundary: extract.missing })}::jsonb, now())
      on conflict (source) do update set version = excluded.version, rows = excluded.rows,
        skipped = excluded.skipped, details = excluded.details, loaded_at = excluded.loaded_at`);
  });
  return { loaded: true, boundaries: extract.boundaries.length, ms: Date.now() - started };
}
