import { isValidCnpj } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

describe('companies', () => {
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

  it('lists companies by largest share capital by default, and the top ones of a city', async () => {
    const body = (await get('/api/companies?limit=10')).json();
    expect(body.total).toBe(body.total_without_filter);
    const capitals = body.data.map((c: { share_capital: number }) => c.share_capital);
    expect(capitals).toEqual([...capitals].sort((a, b) => b - a));
    const bauru = (
      await get('/api/companies?city_code=3506003&sort[capital_social]=desc&limit=5')
    ).json();
    expect(bauru.data.length).toBe(5);
    for (const company of bauru.data) {
      expect(company.city).toMatchObject({ name: 'Bauru', code: 3506003 });
      expect(isValidCnpj(company.cnpj)).toBe(true);
    }
  });

  it('filters by name, activity, state, capital range and status', async () => {
    const [sample] = await rows<{ name: string; main_activity_code: string }>(
      t.database.db,
      sql`select name, main_activity_code from receita.companies where main_activity_code is not null order by cnpj limit 1`,
    );
    const byName = (
      await get(
        `/api/companies?name=${encodeURIComponent(sample?.name.slice(0, 12).toLowerCase() ?? '')}`,
      )
    ).json();
    expect(byName.data.map((c: { name: string }) => c.name)).toContain(sample?.name);
    const count = async (where: SQL) =>
      (
        await rows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from receita.companies where ${where}`,
        )
      )[0]?.n;
    const byActivity = (
      await get(`/api/companies?activities=${sample?.main_activity_code}&limit=100`)
    ).json();
    expect(byActivity.total).toBe(
      await count(sql`main_activity_code = ${sample?.main_activity_code ?? ''}`),
    );
    const [sp] = await rows<{ id: number }>(
      t.database.db,
      sql`select id from states where uf = 'SP'`,
    );
    const inSp = (
      await get(`/api/companies?ufs=${sp?.id}&capital_social=1000000,&status=ATIVA&limit=100`)
    ).json();
    const inSpWant = await count(sql`state = 'SP' and share_capital >= 1000000 and status = '02'`);
    expect(inSpWant).toBeGreaterThan(0);
    expect(inSp.total).toBe(inSpWant);
    expect(inSp.data).toHaveLength(Math.min(100, inSpWant ?? 0));
    for (const company of inSp.data) {
      expect(company.state).toBe('SP');
      expect(company.share_capital).toBeGreaterThanOrEqual(1000000);
      expect(company.status_reason).toBe('ATIVA');
    }
    expect((await get('/api/companies?activities=12')).statusCode).toBe(400);
    expect((await get('/api/companies?sort[cpf]=asc')).statusCode).toBe(400);
  });

  it('finds a company by CNPJ with any mask, with partners and address', async () => {
    const [owned] = await rows<{ cnpj: string }>(
      t.database.db,
      sql`select co.cnpj from receita.companies co where exists (select 1 from receita.partners p where p.company_cnpj_basico = co.cnpj_basico) order by co.cnpj limit 1`,
    );
    const cnpj = owned?.cnpj ?? '';
    const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
    const detail = (await get(`/api/companies/${encodeURIComponent(masked)}`)).json();
    expect(detail).toMatchObject({
      cnpj,
      address: { city: expect.any(String) },
      main_activity: { code: expect.any(String) },
    });
    const partners = await rows<{ name: string; qualification: string }>(
      t.database.db,
      sql`select p.name, q.description as qualification from receita.partners p
          left join receita.registry_codes q on q.kind = 'qualificacao' and q.code = p.qualification_code
          where p.company_cnpj_basico = ${cnpj.slice(0, 8)} order by p.name`,
    );
    expect(partners.length).toBeGreaterThan(0);
    expect(
      detail.partners
        .map((p: { name: string; qualification: string }) => ({
          name: p.name,
          qualification: p.qualification,
        }))
        .sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)),
    ).toEqual(partners);
    expect((await get('/api/companies/11222333000181')).statusCode).toBe(404);
    expect((await get('/api/companies/11111111111111')).statusCode).toBe(400);
    expect((await get('/api/companies/123')).statusCode).toBe(400);
  });

  it('exports the filtered companies as CSV', async () => {
    const response = await get('/api/companies?city_code=3506003&format=csv');
    expect(response.headers['content-disposition']).toMatch(/export-companies-\d{14}\.csv/);
    expect(response.body).toContain('Razão social');
  });
});
