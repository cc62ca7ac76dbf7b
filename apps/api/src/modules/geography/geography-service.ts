import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';

export type GeoDocument = { body: string; etag: string };

const document = (features: unknown[]): GeoDocument => {
  const body = JSON.stringify({ type: 'FeatureCollection', features });
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * Map layers from our own data: the 27 states, and each state's municipalities (their
 * boundaries once imported, otherwise their seats as points). Built once per process: the
 * geography only changes through an import, which is followed by a restart.
 */
export function createGeographyService({ db }: { db: Db }) {
  let brazil: Promise<GeoDocument> | undefined;
  const perState = new Map<number, Promise<GeoDocument>>();

  async function buildBrazil(): Promise<GeoDocument> {
    const found = await rows<{
      id: number;
      code: number;
      uf: string;
      name: string;
      geometry: unknown;
    }>(
      db,
      sql`select s.id, s.code, s.uf, s.name, b.geometry from states s
          join boundaries b on b.level = 'state' and b.code = s.code order by s.code`,
    );
    return document(
      found.map((s) => ({
        type: 'Feature',
        id: s.code,
        properties: { id: s.id, code: s.code, uf: s.uf, name: s.name, type: 'state' },
        geometry: s.geometry,
      })),
    );
  }

  async function buildState(code: number): Promise<GeoDocument> {
    const [state] = await rows<{ id: number }>(db, sql`select id from states where code = ${code}`);
    if (!state) throw notFound('state_not_found', 'Estado não encontrado.');
    const found = await rows<{
      id: number;
      code: number;
      name: string;
      longitude: number;
      latitude: number;
      geometry: unknown;
    }>(
      db,
      sql`select c.id, c.code, c.name, c.longitude, c.latitude, b.geometry from cities c
          left join boundaries b on b.level = 'city' and b.code = c.code
          where c.state_id = ${state.id} order by c.code`,
    );
    return document(
      found.map((c) => ({
        type: 'Feature',
        id: c.code,
        properties: { id: c.id, code: c.code, name: c.name, type: 'city' },
        geometry: c.geometry ?? { type: 'Point', coordinates: [c.longitude, c.latitude] },
      })),
    );
  }

  return {
    brazil(): Promise<GeoDocument> {
      brazil ??= buildBrazil().catch((error: unknown) => {
        brazil = undefined;
        throw error;
      });
      return brazil;
    },
    state(code: number): Promise<GeoDocument> {
      let cached = perState.get(code);
      if (!cached) {
        cached = buildState(code).catch((error: unknown) => {
          perState.delete(code);
          throw error;
        });
        perState.set(code, cached);
      }
      return cached;
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
