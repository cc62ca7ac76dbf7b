import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import {
  BELO_HORIZONTE,
  cityHallOf,
  neighbourOf,
  type PlaceIds,
  placeOf,
  stateGovernmentOf,
  TINY_PDF,
} from '../../../test/locality-fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { nextAddress, OUTSIDE_CNPJ, validSubmission } from '../../../test/showcase-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import {
  activityLogs,
  files,
  locations,
  notifications,
  proposalContacts,
  proposalMedia,
  proposals,
} from '../../db/schema/index.ts';

type Who = { authorization: string; id: number };

describe('the economic showcase', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let home: PlaceIds;
  let hallId: number;
  let government: number;
  let superadmin: Who;
  let cityAdmin: Who;
  let secondAdmin: Who;
  let cityUser: Who;
  let stateAdmin: Who;
  let companyAdmin: Who;
  let inactiveAdminId: number;

  async function who(customerId: number | null, roles: string[]): Promise<Who> {
    const person = await createUser(t.database.db, { customerId, roles: roles as never });
    return {
      id: person.id,
      authorization: (await signIn(t.app, smtp, person.email)).authorization,
    };
  }
  const call = (w: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: w.authorization } });
  const submit = (
    fields: Record<string, string>,
    attachments: { name: string; content: Buffer }[] = [],
    code = BELO_HORIZONTE,
  ) => {
    const body = multipartBody(
      attachments.map((a) => ({ field: 'attachments', ...a })),
      fields,
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/showcase/${code}/submissions`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: nextAddress(),
    });
  };
  const showcaseRows = () =>
    t.database.db
      .select({ id: proposals.id, status: proposals.status, customerId: proposals.customerId })
      .from(proposals)
      .where(
        and(eq(proposals.source, 'showcase'), eq(proposals.companyFederalTaxId, OUTSIDE_CNPJ)),
      );

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://oportuna.example' });
    const db = t.database.db;
    home = await placeOf(db, BELO_HORIZONTE);
    const hall = await cityHallOf(db, home);
    hallId = hall.id;
    const stateGovernment = await stateGovernmentOf(db, home);
    government = stateGovernment.id;
    const company = await createCustomer(db, { type: 'company' });
    superadmin = await who(null, ['ROLE_SUPERADMIN']);
    cityAdmin = await who(hall.id, ['ROLE_ADMIN']);
    secondAdmin = await who(hall.id, ['ROLE_ADMIN']);
    cityUser = await who(hall.id, ['ROLE_USER']);
    stateAdmin = await who(stateGovernment.id, ['ROLE_ADMIN']);
    companyAdmin = await who(company.id, ['ROLE_ADMIN']);
    inactiveAdminId = (
      await createUser(db, { customerId: hall.id, roles: ['ROLE_ADMIN'], isActive: false })
    ).id;
    expect(
      (await call(cityAdmin, 'POST', `/api/locations/${BELO_HORIZONTE}/enable`)).statusCode,
    ).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('has no URL and no public page before it is generated', async () => {
    const status = await call(cityUser, 'GET', `/api/cities/${home.cityId}/showcase`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ url: null, published_at: null, allowed_origins: [] });
    const page = await t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Vitrine econômica não encontrada');
    const sent = await submit(validSubmission());
    expect(sent.statusCode).toBe(404);
    expect(await showcaseRows()).toHaveLength(0);
  });

  it.each([
    ['a user of the city hall', () => cityUser],
    ["the state government's admin", () => stateAdmin],
    ["a company's admin", () => companyAdmin],
  ])('refuses generation to %s with 403 in pt-BR', async (_name, person) => {
    const response = await call(person(), 'POST', `/api/locations/${BELO_HORIZONTE}/showcase`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'showcase_forbidden',
      message: 'Você não tem permissão para atualizar a vitrine desta localidade.',
    });
    const [location] = await t.database.db
      .select({ at: locations.showcaseGeneratedAt })
      .from(locations)
      .where(eq(locations.cityId, home.cityId));
    expect(location?.at).toBeNull();
  });

  it('answers 409 for a locality without a customer to receive its submissions', async () => {
    const neighbour = await neighbourOf(t.database.db, home);
    await call(superadmin, 'POST', `/api/locations/${neighbour.cityCode}/enable`);
    const response = await call(
      superadmin,
      'POST',
      `/api/locations/${neighbour.cityCode}/showcase`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'showcase_without_customer',
      message:
        'A vitrine econômica precisa de um cliente (prefeitura ou governo) que receba as oportunidades enviadas por ela.',
    });
    const status = await call(superadmin, 'GET', `/api/cities/${neighbour.cityId}/showcase`);
    expect(status.json().url).toBeNull();
  });

  it('answers 409 for a locality not enabled yet', async () => {
    const response = await call(superadmin, 'POST', `/api/locations/${home.stateCode}/showcase`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('locality_not_enabled');
  });

  it("lets the city hall's admin generate it: URL, log entry and a public page", async () => {
    const saved = await call(cityAdmin, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
      description: 'Polo de <tecnologia> & serviços',
      contacts: [
        {
          name: 'Secretaria de Desenvolvimento',
          responsibility: 'Atendimento ao investidor',
          phone: '3132770000',
          mobile_phone: null,
          mobile_phone_2: null,
          email: 'investir@pbh.example',
          linkedin: null,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const generated = await call(cityAdmin, 'POST', `/api/locations/${BELO_HORIZONTE}/showcase`);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({
      url: `https://oportuna.example/vitrine/${BELO_HORIZONTE}`,
      published_at: expect.any(String),
    });
    const status = await call(cityUser, 'GET', `/api/cities/${home.cityId}/showcase`);
    expect(status.json().url).toBe(`https://oportuna.example/vitrine/${BELO_HORIZONTE}`);
    const logged = await t.database.db
      .select({ userId: activityLogs.userId })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'showcase.generated'));
    expect(logged).toEqual([{ userId: cityAdmin.id }]);

    const page = await t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Belo Horizonte – MG');
    expect(page.body).toContain('Polo de &lt;tecnologia&gt; &amp; serviços');
    expect(page.body).toContain('Secretaria de Desenvolvimento');
    expect(page.body).toContain('investir@pbh.example');
    expect(page.body).toContain('name="viewport"');
    expect(page.body).toContain('Buscar Dados');
    expect(page.body).not.toContain('<tecnologia>');
  });

  it('lets the superadmin refresh it, and the state page reads its own link', async () => {
    const refreshed = await call(superadmin, 'POST', `/api/locations/${BELO_HORIZONTE}/showcase`);
    expect(refreshed.statusCode).toBe(200);
    const state = await call(cityUser, 'GET', `/api/states/${home.stateId}/showcase`);
    expect(state.json()).toEqual({ url: null, published_at: null, allowed_origins: [] });
    expect((await call(cityUser, 'GET', '/api/states/999999/showcase')).statusCode).toBe(404);
  });

  it("frames the page only for the customer's allowed sites", async () => {
    const policy = async () =>
      (await t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` })).headers;
    const before = await policy();
    expect(before['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
    const saved = await call(cityAdmin, 'PUT', `/api/customers/${hallId}`, {
      showcase_allowed_origins: ['https://Prefeitura.example/', 'http://127.0.0.1:8081'],
    });
    expect(saved.statusCode, saved.body).toBe(204);
    const after = await policy();
    expect(after['content-security-policy']).toContain(
      "frame-ancestors 'self' https://prefeitura.example http://127.0.0.1:8081",
    );
    expect(after['x-frame-options']).toBeUndefined();
    const status = await call(cityAdmin, 'GET', `/api/cities/${home.cityId}/showcase`);
    expect(status.json().allowed_origins).toEqual([
      'https://prefeitura.example',
      'http://127.0.0.1:8081',
    ]);
  });

  it('turns a submission into a pending opportunity of the city hall, tells its admins and logs the address', async () => {
    const body = multipartBody(
      [{ field: 'attachments', name: 'planta.png', content: ONE_PIXEL_PNG }],
      validSubmission(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/showcase/${BELO_HORIZONTE}/submissions`,
      payload: body.payload,
      headers: body.headers,
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(
      'Oportunidade enviada! Ela será analisada pela equipe da localidade antes de ser publicada.',
    );
    const [created] = await t.database.db
      .select()
      .from(proposals)
      .where(
        and(eq(proposals.source, 'showcase'), eq(proposals.companyFederalTaxId, OUTSIDE_CNPJ)),
      );
    expect(created).toMatchObject({
      type: 'company',
      status: 'pending',
      customerId: hallId,
      cityId: home.cityId,
      companyFederalTaxId: OUTSIDE_CNPJ,
      companyName: 'Indústria Exemplo Ltda',
      projectCategory: 'expansion',
      description: 'Nova linha de produção de embalagens.',
    });
    expect(Number(created?.projectTotal)).toBe(2_500_000);
    const id = created?.id as number;
    const contacts = await t.database.db
      .select({
        name: proposalContacts.name,
        email: proposalContacts.email,
        phone: proposalContacts.phone,
      })
      .from(proposalContacts)
      .where(eq(proposalContacts.proposalId, id));
    expect(contacts).toEqual([
      { name: 'Maria Souza', email: 'maria@exemplo.com.br', phone: '31998765432' },
    ]);
    const media = await t.database.db
      .select({ name: proposalMedia.originalName, path: proposalMedia.path })
      .from(proposalMedia)
      .where(eq(proposalMedia.proposalId, id));
    expect(media).toEqual([{ name: 'planta.png', path: expect.stringMatching(/\.png$/) }]);

    const told = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.link, `/proposals/${id}`));
    expect(told.map((n) => n.userId).sort()).toEqual([cityAdmin.id, secondAdmin.id].sort());
    expect(told.map((n) => n.userId)).not.toContain(inactiveAdminId);
    expect(told.map((n) => n.userId)).not.toContain(cityUser.id);

    const [entry] = await t.database.db
      .select({
        ip: activityLogs.ip,
        customerId: activityLogs.customerId,
        userId: activityLogs.userId,
      })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'showcase.submission_received'));
    expect(entry).toEqual({ ip: '203.0.113.7', customerId: hallId, userId: null });

    // The admin reads it in the existing flow, pending; the public page never shows it.
    const read = await call(cityAdmin, 'GET', `/api/proposals/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` });
    expect(page.body).not.toContain('Indústria Exemplo Ltda');

    const approved = await call(cityAdmin, 'POST', `/api/proposals/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/vitrine/${BELO_HORIZONTE}` });
    expect(shown.body).toContain('Indústria Exemplo Ltda');
  });

  it('refuses invalid fields with pt-BR messages and keeps nothing', async () => {
    const before = (await showcaseRows()).length;
    const filesBefore = await t.database.db.select({ path: files.path }).from(files);
    const response = await submit(
      validSubmission({
        company_document: '11.222.333/0001-82',
        contact_email: 'maria@',
        company_name: 'x'.repeat(201),
        total_investment: 'muito',
        project_category: 'outra',
        description: '',
      }),
      [{ name: 'planta.png', content: ONE_PIXEL_PNG }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      company_document: 'Por favor, verifique se o número digitado é um CNPJ válido',
      contact_email: 'E-mail inválido',
      company_name: 'Use no máximo 200 caracteres.',
      total_investment: 'Valor monetário inválido',
      project_category: expect.any(String),
      description: 'Campo obrigatório',
    });
    expect(await showcaseRows()).toHaveLength(before);
    expect(await t.database.db.select({ path: files.path }).from(files)).toEqual(filesBefore);
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = (await showcaseRows()).length;
    const filesBefore = (await t.database.db.select({ path: files.path }).from(files)).length;
    const response = await submit(validSubmission({ website: 'https://spam.example' }), [
      { name: 'planta.png', content: ONE_PIXEL_PNG },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(await showcaseRows()).toHaveLength(before);
    expect(await t.database.db.select({ path: files.path }).from(files)).toHaveLength(filesBefore);
  });

  it('refuses attachments of the wrong type, too large, or too many', async () => {
    const before = (await showcaseRows()).length;
    const wrongType = await submit(validSubmission(), [{ name: 'doc.pdf', content: TINY_PDF }]);
    expect(wrongType.statusCode, wrongType.body).toBe(415);
    expect(wrongType.json().message).toBe('Tipo de arquivo não permitido. Envie JPEG ou PNG.');
    const large = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5_000_001)]);
    const tooLarge = await submit(validSubmission(), [{ name: 'grande.png', content: large }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `f${i}.png`,
      content: ONE_PIXEL_PNG,
    }));
    const tooMany = await submit(validSubmission(), six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ attachments: 'Envie no máximo 5 anexos.' });
    expect(await showcaseRows()).toHaveLength(before);
  });

  it("fills 'Buscar Dados' with the company's public name and contacts only", async () => {
    const db = t.database.db;
    const [activity] = await rows<{ code: string }>(db, sql`select code from activities limit 1`);
    await rows(
      db,
      sql`insert into manual_companies (cnpj, name, main_activity_code, postal_code, street_name, city_id, email, phone)
          values (${OUTSIDE_CNPJ}, 'Indústria Exemplo Ltda', ${activity?.code}, '30130000', 'Rua A', ${home.cityId}, 'contato@exemplo.com.br', '3133334444')`,
    );
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/showcase/${BELO_HORIZONTE}/companies/11.222.333%2F0001-81`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      federal_tax_id: OUTSIDE_CNPJ,
      name: 'Indústria Exemplo Ltda',
      email: 'contato@exemplo.com.br',
      phone: '3133334444',
    });
    const invalid = await t.app.inject({
      method: 'GET',
      url: `/api/showcase/${BELO_HORIZONTE}/companies/11222333000182`,
    });
    expect(invalid.statusCode).toBe(400);
  });

  const shownSubmissions = async (companyName: string) =>
    (
      await t.database.db
        .select({ id: proposals.id })
        .from(proposals)
        .where(eq(proposals.companyName, companyName))
    ).length;

  it("publishes a state's showcase, whose submissions go to the state government", async () => {
    expect(
      (await call(stateAdmin, 'POST', `/api/locations/${home.stateCode}/enable`)).statusCode,
    ).toBe(201);
    const generated = await call(stateAdmin, 'POST', `/api/locations/${home.stateCode}/showcase`);
    expect(generated.json().url).toBe(`https://oportuna.example/vitrine/${home.stateCode}`);
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: `/vitrine/${home.stateCode}` })).body;
    // The form asks for the project's municipality, among the state's own.
    expect(await page()).toContain('<select id="f-city_id" name="city_id" required>');
    expect(await page()).toContain(`<option value="${home.cityId}">Belo Horizonte</option>`);
    const stateSubmission = (city_id?: string) =>
      submit(
        validSubmission({
          company_name: 'Mineração Estadual SA',
          ...(city_id === undefined ? {} : { city_id }),
        }),
        [],
        home.stateCode,
      );
    const missing = await stateSubmission();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ city_id: 'Campo obrigatório' });
    const elsewhere = await placeOf(t.database.db, 3_550_308);
    const outside = await stateSubmission(String(elsewhere.cityId));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ city_id: 'Escolha um município do estado.' });
    expect((await stateSubmission('abc')).statusCode).toBe(400);
    expect(await shownSubmissions('Mineração Estadual SA')).toBe(0);

    const sent = await stateSubmission(String(home.cityId));
    expect(sent.statusCode, sent.body).toBe(201);
    const [created] = await t.database.db
      .select({
        id: proposals.id,
        customerId: proposals.customerId,
        status: proposals.status,
        cityId: proposals.cityId,
        stateId: proposals.stateId,
      })
      .from(proposals)
      .where(eq(proposals.companyName, 'Mineração Estadual SA'));
    expect(created).toMatchObject({
      status: 'pending',
      customerId: government,
      cityId: home.cityId,
      stateId: home.stateId,
    });
    expect(await page()).not.toContain('Mineração Estadual SA');
    const approved = await call(stateAdmin, 'POST', `/api/proposals/${created?.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await page()).toContain('Mineração Estadual SA');
  });
});
