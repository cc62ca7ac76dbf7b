import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('catalogues', () => {
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

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  it('lists the incentive kinds in their own order, and by name when asked', async () => {
    const own = (await get('/api/benefits')).json();
    expect(own.data.map((b: { slug: string }) => b.slug)).toEqual([
      'iptu',
      'itbi',
      'iss',
      'outros',
      'terreno',
    ]);
    expect(own.total).toBe(5);
    expect(own.total_without_filter).toBe(5);
    const byName = (await get('/api/benefits?sort[name]=desc')).json();
    expect(byName.data.map((b: { description: string }) => b.description)).toEqual([
      'Terreno',
      'OUTROS',
      'ITBI',
      'ISS',
      'IPTU',
    ]);
  });

  it('filters regional vocations by name, accents and case ignored, and pages them', async () => {
    const found = (await get('/api/regional-vocations?name=AGROINDUSTRIA')).json();
    expect(found.data.map((v: { description: string }) => v.description)).toEqual([
      'Agroindústria',
    ]);
    expect(found.total).toBe(1);
    expect(found.total_without_filter).toBe(20);
    const second = (await get('/api/regional-vocations?sort[name]=asc&limit=2&page=2')).json();
    expect(second.data).toHaveLength(2);
    expect(second.total).toBe(20);
  });

  it('lists political offices by importance and parties by abbreviation', async () => {
    const offices = (await get('/api/political-offices?limit=3')).json();
    expect(offices.data.map((o: { description: string }) => o.description)).toEqual([
      'Presidente',
      'Vice-presidente',
      'Governador',
    ]);
    const parties = (await get('/api/political-parties?name=mdb')).json();
    expect(parties.data).toEqual([
      {
        id: expect.any(Number),
        abbreviation: 'MDB',
        name: 'Movimento Democrático Brasileiro',
        number: 15,
      },
    ]);
  });

  it('finds CNAE activities by code prefix or by text without accents', async () => {
    const byCode = (await get('/api/activities?term=1071-6')).json();
    expect(byCode.data).toEqual([
      { id: '1071600', code: '1071600', text: 'Fabricação de açúcar em bruto' },
    ]);
    const byText = (await get('/api/activities?term=acucar em bruto')).json();
    expect(byText.data.map((a: { code: string }) => a.code)).toEqual(['1071600']);
  });

  it('answers bad limits in pt-BR and refuses callers who are not signed in', async () => {
    const bad = await get('/api/activities?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Dados inválidos.',
      fields: { limit: 'Limite deve ser um número inteiro entre 1 e 1500' },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/benefits' });
    expect(anonymous.statusCode).toBe(401);
  });
});
