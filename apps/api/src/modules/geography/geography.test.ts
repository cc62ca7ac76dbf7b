import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaContains, polygonProblems } from '../../../test/geojson-checks.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { referenceDataFolder } from '../../lib/paths.ts';

type Layer = {
  type: string;
  features: {
    id: number;
    properties: Record<string, unknown>;
    geometry: { type: string; coordinates: unknown };
  }[];
};

const BAURU = 3506003;
const BOA_ESPERANCA_DO_NORTE = 5101837;

describe('map layers (public GeoJSON)', () => {
  let t: TestApp;
  const cityId = async (code: number) =>
    (await rows<{ id: number }>(t.database.db, sql`select id from cities where code = ${code}`))[0]
      ?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the states as in the committed extract', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/br.geojson' });
    expect(answer.statusCode).toBe(200);
    const extract = JSON.parse(
      gunzipSync(readFileSync(join(referenceDataFolder, 'states.geojson.gz'))).toString('utf8'),
    ) as Layer;
    const layer = answer.json<Layer>();
    expect(layer.features.map((f) => [f.properties.code, f.geometry])).toEqual(
      extract.features.map((f) => [f.properties.code, f.geometry]),
    );
  });

  it("answers a state's municipalities as polygons, compressed once and cacheable", async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/states/35.geojson',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/geo+json; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=3600',
    });
    expect(answer.rawPayload.length).toBeLessThan(400_000);
    const layer = JSON.parse(gunzipSync(answer.rawPayload).toString('utf8')) as Layer;
    expect(layer.features).toHaveLength(645);
    expect(layer.features.filter((f) => polygonProblems(f.geometry).length > 0)).toEqual([]);
    const bauru = layer.features.find((f) => f.id === BAURU);
    expect(bauru?.properties).toMatchObject({ code: BAURU, name: 'Bauru', type: 'city' });

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/states/35.geojson',
      headers: { 'if-none-match': answer.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const plain = await t.app.inject({ method: 'GET', url: '/api/states/35.geojson' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Layer>()).toEqual(layer);
  });

  it('shows the seat of a municipality without boundary as a point', async () => {
    const layer = (
      await t.app.inject({ method: 'GET', url: '/api/states/51.geojson' })
    ).json<Layer>();
    const points = layer.features.filter((f) => f.geometry.type === 'Point').map((f) => f.id);
    expect(layer.features).toHaveLength(142);
    expect(points).toEqual([BOA_ESPERANCA_DO_NORTE]);
  });

  it("answers one municipality's outline, which holds its seat", async () => {
    const id = await cityId(BAURU);
    const answer = await t.app.inject({ method: 'GET', url: `/api/cities/${id}/boundary.geojson` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const layer = answer.json<Layer>();
    expect(layer.features).toHaveLength(1);
    const [outline] = layer.features;
    expect(outline?.properties).toEqual({ id, code: BAURU, name: 'Bauru', type: 'city' });
    expect(polygonProblems(outline?.geometry ?? {})).toEqual([]);
    const [seat] = await rows<{ lng: number; lat: number }>(
      t.database.db,
      sql`select longitude as lng, latitude as lat from cities where id = ${id}`,
    );
    expect(
      areaContains(outline?.geometry as Parameters<typeof areaContains>[0], [
        seat?.lng ?? 0,
        seat?.lat ?? 0,
      ]),
    ).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/cities/${id}/boundary.geojson`,
      headers: { 'if-none-match': answer.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers no outline for a municipality without boundary, and 404 for an unknown one', async () => {
    const id = await cityId(BOA_ESPERANCA_DO_NORTE);
    const empty = await t.app.inject({ method: 'GET', url: `/api/cities/${id}/boundary.geojson` });
    expect(empty.json()).toEqual({ type: 'FeatureCollection', features: [] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/cities/99999999/boundary.geojson',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'city_not_found' });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/cities/abc/boundary.geojson' });
    expect(invalid.statusCode).toBe(400);
  });
});
