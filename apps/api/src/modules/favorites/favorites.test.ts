import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('favourites', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let userId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    userId = user.id;
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'POST' | 'DELETE', payload: Record<string, unknown>) =>
    t.app.inject({ method, url: '/api/favorites', headers: { authorization }, payload });
  const count = async () =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from favorites where user_id = ${userId}`,
      )
    )[0]?.n;

  it('adds a city once however often it is asked, and removes it the same way', async () => {
    const [bauru] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities where code = 3506003`,
    );
    const first = await call('POST', { entity: 'city', entity_id: bauru?.id });
    const second = await call('POST', { entity: 'city', entity_id: bauru?.id });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual({
      entity: 'city',
      entity_id: String(bauru?.id),
      is_favorite: true,
    });
    expect(await count()).toBe(1);
    expect(
      (await call('DELETE', { entity: 'city', entity_id: bauru?.id })).json().is_favorite,
    ).toBe(false);
    expect((await call('DELETE', { entity: 'city', entity_id: bauru?.id })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('favourites states and politicians too, logging each in words that agree with it', async () => {
    const [state] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from states where uf = 'SP'`,
    );
    const [politician] = await rows<{ id: number; name: string }>(
      t.database.db,
      sql`select id, name from politicians limit 1`,
    );
    expect((await call('POST', { entity: 'state', entity_id: state?.id })).statusCode).toBe(200);
    expect(
      (await call('POST', { entity: 'politician', entity_id: politician?.id })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', { entity: 'state', entity_id: state?.id })).statusCode).toBe(200);
    const logged = await rows<{ description: string }>(
      t.database.db,
      sql`select description from activity_logs
          where user_id = ${userId} and action like 'favorite.%' order by id`,
    );
    expect(logged.map((entry) => entry.description)).toEqual([
      expect.stringMatching(/^Cidade \D+ adicionada aos favoritos$/),
      expect.stringMatching(/^Cidade \D+ removida dos favoritos$/),
      'Estado São Paulo adicionado aos favoritos',
      `Político ${politician?.name} adicionado aos favoritos`,
      'Estado São Paulo removido dos favoritos',
    ]);
  });

  it('favourites a company by its CNPJ, masked or not, letters included', async () => {
    const alphanumeric = '12ABC34501DE35';
    await t.database.db.execute(sql`
      insert into receita.companies (cnpj, cnpj_basico, name, city_id, city_code, city_name, state)
      select ${alphanumeric}, '12ABC345', 'NOVA ERA TECNOLOGIA LTDA', id, code, name, 'SP'
      from cities where code = 3506003`);
    // Recorded as a load records its release, which rebuilds the registry's tallies.
    await t.database.db.execute(
      sql`update data_sources set loaded_at = now() where source = 'receita'`,
    );
    const marked = await call('POST', { entity: 'company', entity_id: '12.abc.345/01de-35' });
    expect(marked.json()).toEqual({
      entity: 'company',
      entity_id: alphanumeric,
      is_favorite: true,
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/companies?only_favorites=1',
      headers: { authorization },
    });
    expect(listed.json().data.map((c: { cnpj: string }) => c.cnpj)).toEqual([alphanumeric]);
    const unmarked = await call('DELETE', { entity: 'company', entity_id: alphanumeric });
    expect(unmarked.json().is_favorite).toBe(false);
    expect(
      (await call('POST', { entity: 'company', entity_id: '12ABC34501DE36' })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an id that does not exist and 400 for an unknown entity, changing nothing', async () => {
    const before = await count();
    const missing = await call('POST', { entity: 'city', entity_id: 99999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('favorite_target_not_found');
    const unknown = await call('POST', { entity: 'planet', entity_id: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.entity).toBeTruthy();
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: { authorization },
    });
    expect(noBody.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('requires a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { entity: 'city', entity_id: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});
