import type { Interest, InterestMessage } from '@oportuna/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { BELO_HORIZONTE, cityHallOf, placeOf } from '../../../test/locality-fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { nextAddress, OUTSIDE_CNPJ, validSubmission } from '../../../test/showcase-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { interests, proposals } from '../../db/schema/index.ts';

type Who = { authorization: string };

/** Someone with no account writes through Belo Horizonte's showcase; its city hall answers. */
describe('interests from outside, through a showcase', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let cityAdmin: Who;
  let cityUser: Who;
  let companyAdmin: Who;
  let cityId: number;

  const call = (w: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: w.authorization } });
  const submit = (fields: Record<string, string>) => {
    const body = multipartBody([], fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/showcase/${BELO_HORIZONTE}/submissions`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
  };
  const received = async (w: Who) => {
    const response = await call(w, 'GET', '/api/interests/received');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Interest[] }>().data;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://oportuna.example' });
    const db = t.database.db;
    const home = await placeOf(db, BELO_HORIZONTE);
    cityId = home.cityId;
    const hall = await cityHallOf(db, home);
    const company = await createCustomer(db, { type: 'company' });
    const person = async (customerId: number, roles: string[]) =>
      signIn(
        t.app,
        smtp,
        (
          await createUser(db, {
            customerId,
            roles: roles as never,
            notificationTypes: ['interest'],
          })
        ).email,
      );
    cityAdmin = await person(hall.id, ['ROLE_ADMIN']);
    cityUser = await person(hall.id, ['ROLE_USER']);
    companyAdmin = await person(company.id, ['ROLE_ADMIN']);
    expect(
      (await call(cityAdmin, 'POST', `/api/locations/${BELO_HORIZONTE}/enable`)).statusCode,
    ).toBe(201);
    expect(
      (await call(cityAdmin, 'POST', `/api/locations/${BELO_HORIZONTE}/showcase`)).statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrive as an interest in the locality, marked as from outside, with the first message', async () => {
    const words = '<b>Queremos</b> conversar sobre a área & os incentivos.';
    const sent = await submit(validSubmission({ description: words }));
    expect(sent.statusCode, sent.body).toBe(201);
    const [interest] = await received(cityUser);
    expect(interest).toMatchObject({
      side: 'received',
      stage: 'new',
      origin: 'outside',
      outside_contact: { name: 'Maria Souza', email: 'maria@exemplo.com.br' },
      target: { kind: 'city', id: cityId, name: 'Belo Horizonte' },
      interested_customer: null,
      interested_user: null,
    });
    const thread = await call(cityUser, 'GET', `/api/interests/${interest?.id}/messages`);
    const messages = thread.json<{ data: InterestMessage[] }>().data;
    expect(messages.map((m) => [m.author, m.side, m.body])).toEqual([[null, 'sent', words]]);
    // The city hall is told, in the bell as any interest.
    const bell = await call(cityUser, 'GET', '/api/notifications?limit=10');
    expect(JSON.stringify(bell.json())).toContain(
      'Novo interesse pela vitrine econômica de Belo Horizonte',
    );
    // Nobody else reads it.
    expect(await received(companyAdmin)).toEqual([]);
    const other = await call(companyAdmin, 'GET', `/api/interests/${interest?.id}`);
    expect(other.statusCode).toBe(404);
  });

  it('send the replies to the contact by e-mail, whole and inert, answered to who wrote', async () => {
    const [interest] = await received(cityAdmin);
    const reply = 'Olá, Maria! <script>alert(1)</script> Podemos conversar na terça?';
    const sent = await call(cityAdmin, 'POST', `/api/interests/${interest?.id}/messages`, {
      body: reply,
      client_key: '0b8c0d4e-7a53-4f55-9f0c-2a4c3c1c9a10',
      attachments: [],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await smtp.nthTo('maria@exemplo.com.br', 1, /Podemos conversar/);
    expect(mail.subject).toBe('Resposta ao seu interesse em Belo Horizonte');
    expect(mail.body).toContain(reply);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.raw).toMatch(/^Reply-To: .+@/m);
  });

  it('make every submission one interest, however many arrive', async () => {
    const sent = await Promise.all(
      ['Ana Lima', 'João Pereira'].map((name) => submit(validSubmission({ contact_name: name }))),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);
    const fromShowcase = await t.database.db
      .select({ id: proposals.id })
      .from(proposals)
      .where(
        and(eq(proposals.source, 'showcase'), eq(proposals.companyFederalTaxId, OUTSIDE_CNPJ)),
      );
    const fromOutside = await t.database.db
      .select({ name: interests.outsideName })
      .from(interests)
      .where(eq(interests.origin, 'outside'));
    expect(fromShowcase).toHaveLength(3);
    expect(fromOutside.map((r) => r.name).sort()).toEqual([
      'Ana Lima',
      'João Pereira',
      'Maria Souza',
    ]);
  });
});
