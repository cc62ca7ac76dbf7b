import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { BELO_HORIZONTE, cityHallOf, placeOf } from '../../../test/locality-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { nextAddress, OUTSIDE_CNPJ, validSubmission } from '../../../test/showcase-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { proposals } from '../../db/schema/index.ts';

/**
 * The budgets docs/showcase.md documents: 5 submissions per address per hour, 30 per locality
 * per hour, 30 'Buscar Dados' per address per 10 minutes. Parallel requests against them;
 * meaningful on PostgreSQL.
 */
const PER_ADDRESS = 5;
const PER_LOCALITY = 30;
const LOOKUPS_PER_ADDRESS = 30;
const TOO_MANY_SUBMISSIONS = 'Muitos envios em pouco tempo. Tente novamente mais tarde.';
const TOO_MANY_LOOKUPS = 'Muitas consultas em pouco tempo. Tente novamente mais tarde.';

describe('showcase submission limits', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  const clock = createTestClock();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    const db = t.database.db;
    const hall = await cityHallOf(db, await placeOf(db, BELO_HORIZONTE));
    const admin = await createUser(db, { customerId: hall.id, roles: ['ROLE_ADMIN'] });
    const { authorization } = await signIn(t.app, smtp, admin.email);
    for (const url of [
      `/api/locations/${BELO_HORIZONTE}/enable`,
      `/api/locations/${BELO_HORIZONTE}/showcase`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: { authorization } });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (company: string, remoteAddress: string) => {
    const body = multipartBody([], validSubmission({ company_name: company }));
    return t.app.inject({
      method: 'POST',
      url: `/api/showcase/${BELO_HORIZONTE}/submissions`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress,
    });
  };
  const kept = async (company: string) =>
    (
      await t.database.db
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.source, 'showcase'), eq(proposals.companyName, company)))
    ).length;

  const statusesOf = (answers: { statusCode: number }[]) => {
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    return { accepted: count(201), refused: count(429) };
  };

  it('lets one address send 5 in an hour, answering 429 in pt-BR to the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send('Mesmo Endereço Ltda', '198.51.100.1')),
    );
    expect(statusesOf(answers)).toEqual({ accepted: PER_ADDRESS, refused: 12 - PER_ADDRESS });
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe(TOO_MANY_SUBMISSIONS);
    expect(await kept('Mesmo Endereço Ltda')).toBe(PER_ADDRESS);
  });

  it('lets one locality receive 30 in an hour from many addresses', async () => {
    const left = PER_LOCALITY - PER_ADDRESS;
    const answers = await Promise.all(
      Array.from({ length: left + 10 }, () => send('Muitos Endereços Ltda', nextAddress())),
    );
    expect(statusesOf(answers)).toEqual({ accepted: left, refused: 10 });
    expect(await kept('Muitos Endereços Ltda')).toBe(left);
  });

  it('counts both budgets by the hour: still spent a second before it ends, whole again after', async () => {
    clock.advanceSeconds(60 * 60 - 1);
    expect((await send('Uma Hora Ltda', nextAddress())).statusCode).toBe(429);
    clock.advanceSeconds(2);
    // A new hour for the locality and for the address that spent its 5.
    expect((await send('Uma Hora Ltda', '198.51.100.1')).statusCode).toBe(201);
    const sender = nextAddress();
    for (let n = 1; n <= PER_ADDRESS; n++) {
      expect((await send('Uma Hora Ltda', sender)).statusCode, `envio ${n}`).toBe(201);
    }
    clock.advanceSeconds(60 * 60 - 1);
    expect((await send('Uma Hora Ltda', sender)).statusCode).toBe(429);
    clock.advanceSeconds(2);
    expect((await send('Uma Hora Ltda', sender)).statusCode).toBe(201);
  });

  it("lets one address use 'Buscar Dados' 30 times in 10 minutes", async () => {
    const lookUp = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/showcase/${BELO_HORIZONTE}/companies/${OUTSIDE_CNPJ}`,
        remoteAddress,
      });
    const answers = await Promise.all(Array.from({ length: 40 }, () => lookUp('198.51.100.7')));
    const refused = answers.filter((a) => a.statusCode === 429);
    // Answered, found or not: the budget is taken before the company is looked for.
    expect(answers.filter((a) => [200, 404].includes(a.statusCode))).toHaveLength(
      LOOKUPS_PER_ADDRESS,
    );
    expect(refused).toHaveLength(40 - LOOKUPS_PER_ADDRESS);
    expect(refused[0]?.json().message).toBe(TOO_MANY_LOOKUPS);
    expect((await lookUp(nextAddress())).statusCode).not.toBe(429);
    clock.advanceSeconds(10 * 60 - 1);
    expect((await lookUp('198.51.100.7')).statusCode).toBe(429);
    clock.advanceSeconds(2);
    expect((await lookUp('198.51.100.7')).statusCode).not.toBe(429);
  });
});
