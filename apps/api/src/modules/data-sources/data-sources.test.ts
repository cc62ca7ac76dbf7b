import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('data sources', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers only a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/data-sources' })).statusCode).toBe(401);
  });

  it('names each source with its release and load as recorded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/data-sources',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: {
        key: string;
        name: string;
        release_date: string | null;
        loaded_at: string | null;
        rows: number | null;
      }[];
    };
    expect(data.map((s) => s.key)).toEqual(['receita', 'ibge', 'tse', 'reference']);
    const recorded = async (source: string) => {
      const [row] = await rows<{ release_date: string | null; loaded_at: Date; rows: number }>(
        t.database.db,
        sql`select release_date::text, loaded_at, rows from data_sources where source = ${source}`,
      );
      if (!row) throw new Error(`${source} not recorded`);
      return row;
    };
    const receita = await recorded('receita');
    const byKey = Object.fromEntries(data.map((s) => [s.key, s]));
    expect(byKey.receita).toMatchObject({
      name: expect.stringContaining('Receita Federal'),
      release_date: receita.release_date,
      loaded_at: new Date(receita.loaded_at).toISOString(),
      rows: receita.rows,
    });
    expect(byKey.receita?.release_date).toBe('2026-10-01');
    const boundaries = await recorded('reference-municipal-boundaries');
    expect(byKey.ibge).toMatchObject({
      name: expect.stringContaining('IBGE'),
      loaded_at: new Date(boundaries.loaded_at).toISOString(),
      rows: boundaries.rows,
    });
    const territory = await recorded('reference-territory');
    expect(byKey.reference).toMatchObject({
      loaded_at: new Date(territory.loaded_at).toISOString(),
      rows: territory.rows,
    });
    // The test database has no TSE load: named, never loaded (load-tse.test.ts records one).
    expect(byKey.tse).toEqual({
      key: 'tse',
      name: expect.stringContaining('TSE'),
      release_date: null,
      loaded_at: null,
      rows: null,
    });
  });

  it('counts the full-detail boundaries, imported a state at a time, as the IBGE load', async () => {
    await t.database.db.execute(
      sql`insert into data_sources (source, version, rows, loaded_at) values
          ('municipal-boundaries:geojs-35-mun.json', 'geojs-35-mun.json', 645, now() + interval '1 minute'),
          ('municipal-boundaries:geojs-33-mun.json', 'geojs-33-mun.json', 92, now() + interval '2 minutes')`,
    );
    const { data } = (
      await t.app.inject({ method: 'GET', url: '/api/data-sources', headers: { authorization } })
    ).json() as { data: { key: string; rows: number | null; loaded_at: string | null }[] };
    const ibge = data.find((s) => s.key === 'ibge');
    expect(ibge?.rows).toBe(645 + 92);
    const [newest] = await rows<{ loaded_at: Date }>(
      t.database.db,
      sql`select max(loaded_at) as loaded_at from data_sources where source like 'municipal-boundaries:%'`,
    );
    expect(ibge?.loaded_at).toBe(new Date(newest?.loaded_at ?? 0).toISOString());
  });
});
