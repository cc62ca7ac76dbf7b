import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { BELO_HORIZONTE, cityHallOf, placeOf } from '../../../test/locality-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { nextAddress, validSubmission } from '../../../test/showcase-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { proposals } from '../../db/schema/index.ts';
import { SHOWCASE_RULES } from './showcase-service.ts';

/** Parallel submissions against the hourly budgets; meaningful on PostgreSQL. */
describe('showcase submission limits', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
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

  it('lets one address send at most its budget, answering 429 in pt-BR to the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send('Mesmo Endereço Ltda', '198.51.100.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const max = SHOWCASE_RULES.submissionsPerAddress.max;
    expect(statuses.filter((s) => s === 201)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - max);
    expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe(
      'Muitos envios em pouco tempo. Tente novamente mais tarde.',
    );
    expect(await kept('Mesmo Endereço Ltda')).toBe(max);
  });

  it('lets one locality receive at most its budget from many addresses', async () => {
    const left =
      SHOWCASE_RULES.submissionsPerLocality.max - SHOWCASE_RULES.submissionsPerAddress.max;
    const answers = await Promise.all(
      Array.from({ length: left + 10 }, () => send('Muitos Endereços Ltda', nextAddress())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await kept('Muitos Endereços Ltda')).toBe(left);
  });
});
