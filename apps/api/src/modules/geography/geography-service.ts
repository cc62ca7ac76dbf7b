import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findCityBoundary,
  findStateIdByCode,
  listCityBoundaries,
  listStateBoundaries,
} from './geography-queries.ts';

/** A written layer, with its gzip kept so that large layers are compressed once. */
export type GeoDocument = { body: string; gzip: Buffer; etag: string };

const document = (features: unknown[]): GeoDocument => {
  const body = JSON.stringify({ type: 'FeatureCollection', features });
  return {
    body,
    gzip: gzipSync(body),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
};

type Documents = {
  get(key: number): Promise<GeoDocument> | undefined;
  set(key: number, value: Promise<GeoDocument>): unknown;
  delete(key: number): unknown;
};

/**
 * Map layers from our own data: the 27 states, each state's municipalities (their boundaries:
 * the simplified ones of the reference data, or the full ones once imported; the seat as a
 * point for a municipality without one), and one municipality's outline. Built once per
 * process: the geography only changes through an import, which is followed by a restart.
 */
export function createGeographyService({ db }: { db: Db }) {
  let brazil: Promise<GeoDocument> | undefined;
  const perState = new Map<number, Promise<GeoDocument>>();
  // Bounded: any city id may be asked for; an outline is a few kilobytes.
  const outlines = new LRUCache<number, Promise<GeoDocument>>({ max: 500 });

  /** Keeps a building document once, and forgets it if building fails. */
  function memo(cache: Documents, key: number, build: () => Promise<GeoDocument>) {
    let cached = cache.get(key);
    if (!cached) {
      cached = build().catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, cached);
    }
    return cached;
  }

  async function buildBrazil(): Promise<GeoDocument> {
    const found = await listStateBoundaries(db);
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
    const stateId = await findStateIdByCode(db, code);
    if (stateId === undefined) throw notFound('state_not_found', 'Estado não encontrado.');
    const found = await listCityBoundaries(db, stateId);
    return document(
      found.map((c) => ({
        type: 'Feature',
        id: c.code,
        properties: { id: c.id, code: c.code, name: c.name, type: 'city' },
        geometry: c.geometry ?? { type: 'Point', coordinates: [c.longitude, c.latitude] },
      })),
    );
  }

  async function buildOutline(id: number): Promise<GeoDocument> {
    const city = await findCityBoundary(db, id);
    if (!city) throw notFound('city_not_found', 'Cidade não encontrada.');
    return document(
      city.geometry
        ? [
            {
              type: 'Feature',
              id: city.code,
              properties: { id, code: city.code, name: city.name, type: 'city' },
              geometry: city.geometry,
            },
          ]
        : [],
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
      return memo(perState, code, () => buildState(code));
    },
    /** One municipality's outline: a FeatureCollection of one feature, or none without one. */
    cityOutline(id: number): Promise<GeoDocument> {
      return memo(outlines, id, () => buildOutline(id));
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
