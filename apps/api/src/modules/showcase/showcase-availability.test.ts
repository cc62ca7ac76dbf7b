import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { BELO_HORIZONTE, cityHallOf, placeOf } from '../../../test/locality-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { nextAddress, validSubmission } from '../../../test/showcase-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';

const UNAVAILABLE = 'Esta vitrine econômica está indisponível no momento.';

/** A showcase lives while its customer is active: inactivation takes it down, reactivation back. */
describe("an inactive customer's showcase", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let superadmin: string;
  let hallId: number;
  let knownCnpj: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const hall = await cityHallOf(db, await placeOf(db, BELO_HORIZONTE));
    hallId = hall.id;
    const admin = await createUser(db, { customerId: hall.id, roles: ['ROLE_ADMIN'] });
    const { authorization } = await signIn(t.app, smtp, admin.email);
    for (const url of [
      `/api/locations/${BELO_HORIZONTE}/enable`,
      `/api/locations/${BELO_HORIZONTE}/showcase`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization } });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const person = await createUser(db, { customerId: null, roles: ['ROLE_SUPERADMIN'] });
    superadmin = (await signIn(t.app, smtp, person.email)).authorization;
    const [company] = await rows<{ cnpj: string }>(
      db,
      sql`select cnpj from receita.companies order by cnpj limit 1`,
    );
    knownCnpj = company?.cnpj as string;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const setActive = async (isActive: boolean) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${hallId}`,
      payload: { is_active: isActive },
      headers: { authorization: superadmin },
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  const page = () => t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` });
  const submit = (company: string) => {
    const body = multipartBody([], validSubmission({ company_name: company }));
    return t.app.inject({
      method: 'POST',
      url: `/api/showcase/${BELO_HORIZONTE}/submissions`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
  };
  const lookup = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/showcase/${BELO_HORIZONTE}/companies/${knownCnpj}`,
      remoteAddress: nextAddress(),
    });
  const kept = async (company: string) =>
    (
      await t.database.db
        .select({ id: proposals.id })
        .from(proposals)
        .where(eq(proposals.companyName, company))
    ).length;

  it('answers a pt-BR unavailable page and API, and keeps no submission, until reactivated', async () => {
    expect((await page()).statusCode).toBe(200);

    await setActive(false);
    const down = await page();
    expect(down.statusCode).toBe(404);
    expect(down.headers['content-type']).toMatch(/text\/html/);
    expect(down.body).toContain('Vitrine econômica indisponível');
    expect(down.body).toContain(UNAVAILABLE);
    expect(down.body).not.toContain('Buscar Dados');

    const refused = await submit('Enviada Durante Inatividade Ltda');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'showcase_unavailable', message: UNAVAILABLE });
    expect(await kept('Enviada Durante Inatividade Ltda')).toBe(0);

    const notLooked = await lookup();
    expect(notLooked.statusCode).toBe(404);
    expect(notLooked.json()).toEqual({ code: 'showcase_unavailable', message: UNAVAILABLE });

    await setActive(true);
    const back = await page();
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Buscar Dados');
    const sent = await submit('Enviada Após Reativação Ltda');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await kept('Enviada Após Reativação Ltda')).toBe(1);
    const looked = await lookup();
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().federal_tax_id).toBe(knownCnpj);
  });

  it("answers 'Buscar Dados' only on a published showcase", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/showcase/3550308/companies/${knownCnpj}`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('showcase_not_found');
  });
});
