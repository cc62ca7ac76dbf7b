import { cnpjCheckDigits, MESSAGES } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { loadDemoReceitaRelease } from '../../seed/demo-receita-release.ts';
import { removeDemoData } from '../../seed/remove-demo-data.ts';

/** A valid CNPJ from its first 12 digits. */
const withCheckDigits = (base: string) => `${base}${cnpjCheckDigits(base)}`;

describe('company registration', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let cityId: number;
  let activity: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    const [city] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from cities where code = 3506003`,
    );
    const [code] = await rows<{ code: string }>(
      t.database.db,
      sql`select code from activities order by code limit 1 offset 10`,
    );
    cityId = city?.id ?? 0;
    activity = code?.code ?? '';
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/companies', payload, headers: { authorization } });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
  const count = async (table: string, cnpj: string) =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql.raw(`select count(*)::int as n from ${table} where cnpj = '${cnpj}'`),
      )
    )[0]?.n;
  const registration = (cnpj: string) => ({
    cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    name: 'Indústria Nova de Embalagens Ltda',
    business_name: 'Nova Embalagens',
    main_activity_code: activity,
    share_capital: 250000.5,
    open_at: '2026-03-02',
    postal_code: '17010-000',
    street_name: 'Rua Primeiro de Agosto',
    street_number: '100',
    subunit: 'Sala 2',
    district: 'Centro',
    city_id: cityId,
    email: 'contato@novaembalagens.com.br',
    phone: '(14) 3333-4444',
  });

  it('registers a company no release has with every field it was given, listed at once as registered by hand', async () => {
    const cnpj = withCheckDigits('987654320001');
    const mapBefore = (await get('/api/companies/map')).json();
    const created = await post(registration(cnpj));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ cnpj });
    const detail = (await get(`/api/companies/${cnpj}`)).json();
    expect(detail).toMatchObject({
      cnpj,
      name: 'Indústria Nova de Embalagens Ltda',
      business_name: 'Nova Embalagens',
      source: 'manual',
      status_reason: 'ATIVA',
      share_capital: 250000.5,
      open_at: '2026-03-02',
      main_activity: { code: activity },
      city: { id: cityId, name: 'Bauru', code: 3506003 },
      state: 'SP',
      postal_code: '17010000',
      street_name: 'Rua Primeiro de Agosto',
      street_number: '100',
      subunit: 'Sala 2',
      district: 'Centro',
      email: 'contato@novaembalagens.com.br',
      phone: [{ ddd: '14', phone: '33334444' }],
      type: 'MATRIZ',
    });
    const listed = (await get('/api/companies?city_code=3506003&limit=1000')).json();
    expect(listed.data.map((c: { cnpj: string }) => c.cnpj)).toContain(cnpj);
    // The kept tallies count it too: the map and the totals agree with a count.
    const [all] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from receita.companies`,
    );
    expect(listed.total_without_filter).toBe(all?.n);
    const mapAfter = (await get('/api/companies/map')).json();
    expect(mapAfter.total).toBe(mapBefore.total + 1);
  });

  it('takes an alphanumeric CNPJ: registered, opened and searched in any case, masked or not', async () => {
    const cnpj = withCheckDigits('12ABC34501DE');
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    expect((await post({ ...registration(cnpj), cnpj: masked })).statusCode).toBe(201);
    for (const document of [cnpj, cnpj.toLowerCase(), encodeURIComponent(masked)]) {
      const detail = await get(`/api/companies/${document}`);
      expect(detail.statusCode, document).toBe(200);
      expect(detail.json()).toMatchObject({ cnpj, name: 'Indústria Nova de Embalagens Ltda' });
    }
    for (const prefix of ['12.ABC', '12abc3']) {
      const listed = (await get(`/api/companies?cnpj=${encodeURIComponent(prefix)}`)).json();
      expect(listed.data.map((c: { cnpj: string }) => c.cnpj)).toEqual([cnpj]);
      expect(listed.total).toBe(1);
    }
    // A wrong first check digit is refused.
    const wrong = `${cnpj.slice(0, 12)}${cnpj[12] === '0' ? '1' : '0'}${cnpj[13]}`;
    expect((await post({ ...registration(cnpj), cnpj: wrong })).statusCode).toBe(400);
  });

  it('counts a company registered by hand in its state at once', async () => {
    const [sp] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from states where uf = 'SP'`,
    );
    const before = await get(`/api/states/${sp?.id}`);
    const total = before.json().companies.total;
    const cnpj = withCheckDigits('554433220001');
    expect((await post(registration(cnpj))).statusCode).toBe(201);
    expect((await get(`/api/states/${sp?.id}`)).json().companies.total).toBe(total + 1);
  });

  it('refuses a CNPJ the registry or an earlier registration has (409)', async () => {
    const [known] = await rows<{ cnpj: string }>(
      t.database.db,
      sql`select cnpj from receita.companies where source = 'receita' order by cnpj limit 1`,
    );
    const cnpj = known?.cnpj ?? '';
    const taken = await post({ ...registration(cnpj), cnpj });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'company_exists',
      message: MESSAGES.companies.alreadyRegistered,
    });
    expect(await count('manual_companies', cnpj)).toBe(0);
    const twice = withCheckDigits('987654320002');
    expect((await post(registration(twice))).statusCode).toBe(201);
    const again = await post(registration(twice));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('company_exists');
  });

  it('answers bad input with 400 in pt-BR and writes nothing', async () => {
    const cnpj = withCheckDigits('987654320003');
    const cases: [object, string, string][] = [
      [
        { cnpj: '11.111.111/1111-11' },
        'cnpj',
        'Por favor, verifique se o número digitado é um CNPJ válido',
      ],
      [{ name: '' }, 'name', 'Razão social é obrigatória'],
      [{ main_activity_code: '12' }, 'main_activity_code', 'Escolha o CNAE principal'],
      [{ main_activity_code: '9999999' }, 'main_activity_code', 'Atividade (CNAE) não encontrada'],
      [{ city_id: 2_000_000_000 }, 'city_id', 'Cidade não encontrada'],
      [{ street_name: '' }, 'street_name', 'Logradouro é obrigatório'],
    ];
    for (const [change, field, message] of cases) {
      const refused = await post({ ...registration(cnpj), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().fields?.[field]).toBe(message);
    }
    expect(await count('manual_companies', cnpj)).toBe(0);
    expect(await count('receita.companies', cnpj)).toBe(0);
  });

  it('parallel identical registrations create exactly one', async () => {
    const cnpj = withCheckDigits('987654320004');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(registration(cnpj))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await count('manual_companies', cnpj)).toBe(1);
    expect(await count('receita.companies', cnpj)).toBe(1);
    const [tally] = await rows<{ kept: number; counted: number }>(
      t.database.db,
      sql`select (select sum(total)::int from company_city_tallies where city_id = ${cityId}) as kept,
                 (select count(*)::int from receita.companies where city_id = ${cityId}) as counted`,
    );
    expect(tally?.kept).toBe(tally?.counted);
  });

  it('a new release keeps the companies registered by hand that it does not bring', async () => {
    const cnpj = withCheckDigits('987654320001');
    await loadDemoReceitaRelease(t.database);
    const detail = await get(`/api/companies/${cnpj}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ source: 'manual', city: { id: cityId } });
    const [tally] = await rows<{ kept: number; counted: number }>(
      t.database.db,
      sql`select (select sum(total)::int from company_city_tallies) as kept,
                 (select count(*)::int from receita.companies) as counted`,
    );
    expect(tally?.kept).toBe(tally?.counted);
  });

  it('removing the demo set leaves the companies registered by hand, and tallies that agree', async () => {
    await removeDemoData(t.database.db);
    const [left] = await rows<{ kept: number; counted: number; manual: number }>(
      t.database.db,
      sql`select (select coalesce(sum(total), 0)::int from company_city_tallies) as kept,
                 (select count(*)::int from receita.companies) as counted,
                 (select count(*)::int from manual_companies) as manual`,
    );
    expect(left?.counted).toBe(left?.manual);
    expect(left?.kept).toBe(left?.counted);
    const map = (await get('/api/companies/map')).json();
    expect(map).toMatchObject({ mode: 'points', total: left?.manual });
  });
});
