import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { users } from '../../db/schema/index.ts';

type Who = { authorization: string };

describe('opportunities', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: Who;
  let editor: Who;
  let viewer: Who;
  let stranger: Who;
  let superadmin: Who;
  let bauruId: number;
  let activity: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const city = await createCustomer(db, { type: 'city' });
    const other = await createCustomer(db, { type: 'company' });
    const adminUser = await createUser(db, { customerId: city.id, roles: ['ROLE_ADMIN'] });
    const editorUser = await createUser(db, { customerId: city.id });
    const viewerUser = await createUser(db, { customerId: city.id });
    await db.update(users).set({ canEditProposals: false }).where(eq(users.id, viewerUser.id));
    const strangerUser = await createUser(db, { customerId: other.id, roles: ['ROLE_ADMIN'] });
    const superUser = await createUser(db, { customerId: null, roles: ['ROLE_SUPERADMIN'] });
    admin = await signIn(t.app, smtp, adminUser.email);
    editor = await signIn(t.app, smtp, editorUser.email);
    viewer = await signIn(t.app, smtp, viewerUser.email);
    stranger = await signIn(t.app, smtp, strangerUser.email);
    superadmin = await signIn(t.app, smtp, superUser.email);
    bauruId =
      (await rows<{ id: number }>(db, sql`select id from cities where code = 3506003`))[0]?.id ?? 0;
    activity =
      (await rows<{ code: string }>(db, sql`select code from activities order by code limit 1`))[0]
        ?.code ?? '';
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });

  const cityPayload = () => ({
    city_id: bauruId,
    name: 'Área industrial com isenção de IPTU',
    description: 'Lotes urbanizados junto à rodovia.',
    address: {
      zip: '17010-000',
      street: 'Rua Primeiro de Agosto',
      number: '100',
      neighborhood: 'Centro',
      city_id: bauruId,
    },
    contacts: [
      {
        name: 'Ana Lima',
        email: 'ana@bauru.sp.gov.br',
        cell_phone: '(14) 99876-5432',
        phone: '(14) 3235-1000',
        responsibility: 'Secretária',
        site: 'https://bauru.sp.gov.br',
      },
    ],
    benefits: [
      { type: 'iptu', description: 'Isenção de IPTU por 10 anos' },
      {
        type: 'terreno',
        description: 'Terreno cedido',
        identification: 'Lote 12',
        area: '15000',
        estimated_value: 'R$ 1.500.000,00',
        restrictions: 'Uso industrial',
        url_map: 'https://mapas.bauru.sp.gov.br/lote12',
      },
    ],
    multimedia: [] as { path: string; type: string; name: string }[],
    visibility: 'restrict',
    type: 'city',
  });

  const companyPayload = () => ({
    name: 'Expansão da planta de laticínios',
    description: 'Nova linha de queijos.',
    contacts: [],
    project: {
      total: 'R$ 12.000.000,00',
      required_investment: 5_000_000,
      description: 'Ampliação da capacidade em 40%.',
      category: 'expansion',
      company: {
        name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
        federal_tax_id: '11.222.333/0001-81',
        main_activity: activity,
        share_capital: 'R$ 2.000.000,00',
        contact: {
          name: 'João',
          email: 'joao@vale.com.br',
          cell_phone: '14998765432',
          phone: '',
          role: 'Diretor',
          site: '',
        },
        address: {
          zip: '17010000',
          street: 'Av. Nações Unidas',
          number: '1',
          neighborhood: 'Centro',
          city_id: bauruId,
        },
      },
    },
    multimedia: [],
    visibility: 'restrict',
    type: 'company',
    city_id: bauruId,
  });

  /** Uploads a PNG as `who` and answers its stored path and url. */
  async function uploadAs(who: Who) {
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'foto.png', content: ONE_PIXEL_PNG },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, authorization: who.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { file: { path: string }; url: string };
  }

  const withMedia = <T extends object>(payload: T, ...paths: string[]) => ({
    ...payload,
    multimedia: paths.map((path) => ({ path, type: 'image', name: 'Foto' })),
  });

  async function createCity(who: Who = admin) {
    const response = await call(who, 'POST', '/api/proposals', cityPayload());
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  it('creates a public opportunity from the city payload and reads it back with every field', async () => {
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'banner.png', content: ONE_PIXEL_PNG },
    ]);
    const uploaded = (
      await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload,
        headers: { ...headers, authorization: admin.authorization },
      })
    ).json();
    const body = cityPayload();
    body.multimedia = [{ path: uploaded.file.path, type: 'image', name: 'Banner' }];
    const created = await call(admin, 'POST', '/api/proposals', body);
    expect(created.statusCode).toBe(201);
    const proposal = (await call(admin, 'GET', `/api/proposals/${created.json().id}`)).json();
    expect(proposal).toMatchObject({
      type: 'city',
      status: 'open',
      visibility: 'restrict',
      has_permission_to_edit: true,
      is_favorite: false,
      city: { id: bauruId, name: 'Bauru', state: { uf: 'SP' } },
      address: { zip: '17010000', city_name: 'Bauru' },
      contacts: [
        {
          name: 'Ana Lima',
          cell_phone: '14998765432',
          phone: '1432351000',
          site: 'https://bauru.sp.gov.br',
        },
      ],
      multimedia: [{ name: 'Banner', type: 'image', path: uploaded.file.path }],
      logoUrl: uploaded.url,
    });
    expect(proposal.coordinates[0]).toBeCloseTo(-49.0871, 3);
    const terreno = proposal.benefits.find((b: { type: string }) => b.type === 'terreno');
    expect(terreno).toMatchObject({
      type_description: 'Terreno',
      area: 15000,
      estimated_value: 1500000,
      identification: 'Lote 12',
    });
  });

  it('creates a private opportunity from the company payload', async () => {
    const created = await call(editor, 'POST', '/api/proposals', companyPayload());
    expect(created.statusCode, created.body).toBe(201);
    const proposal = (await call(editor, 'GET', `/api/proposals/${created.json().id}`)).json();
    expect(proposal.project).toMatchObject({
      category: 'expansion',
      total: 12000000,
      required_investment: 5000000,
      company: {
        federal_tax_id: '11222333000181',
        share_capital: 2000000,
        main_activity: activity,
        city: 'Bauru',
        state: 'SP',
      },
    });
  });

  it('keeps an alphanumeric CNPJ (issued from July 2026) in upper case and finds it by prefix', async () => {
    const payload = companyPayload();
    payload.project.company.federal_tax_id = '12.abc.345/01de-35';
    const created = await call(editor, 'POST', '/api/proposals', payload);
    expect(created.statusCode, created.body).toBe(201);
    const proposal = (await call(editor, 'GET', `/api/proposals/${created.json().id}`)).json();
    expect(proposal.project.company.federal_tax_id).toBe('12ABC34501DE35');
    const found = (
      await call(editor, 'GET', '/api/proposals?company_federal_tax_id=12.abc.345&limit=100')
    ).json();
    expect(found.data.map((p: { id: number }) => p.id)).toEqual([created.json().id]);
  });

  it.each([
    [
      'a CNPJ with a wrong check digit',
      (p: ReturnType<typeof companyPayload>) => {
        p.project.company.federal_tax_id = '11.222.333/0001-82';
      },
      'project.company.federal_tax_id',
      'Por favor, verifique se o número digitado é um CNPJ válido',
    ],
    [
      'a description over 500 characters',
      (p: ReturnType<typeof companyPayload>) => {
        p.project.description = 'x'.repeat(501);
      },
      'project.description',
      'Deve ter no máximo 500 caracteres',
    ],
    [
      'a CEP without 8 digits',
      (p: ReturnType<typeof companyPayload>) => {
        (p.project.company.address as { zip: string }).zip = '1701';
      },
      'project.company.address.zip',
      'CEP inválido',
    ],
  ])(
    'refuses %s with 400 and the field message, creating nothing',
    async (_, change, field, message) => {
      const before = (
        await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from proposals`)
      )[0]?.n;
      const payload = companyPayload();
      change(payload);
      const response = await call(admin, 'POST', '/api/proposals', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      const after = (
        await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from proposals`)
      )[0]?.n;
      expect(after).toBe(before);
    },
  );

  it('requires a description for every incentive and a numeric land area', async () => {
    const payload = cityPayload();
    payload.benefits = [
      { type: 'iss', description: '' },
      {
        type: 'terreno',
        description: 'x',
        identification: '',
        area: 'grande',
        estimated_value: '',
        restrictions: '',
        url_map: '',
      },
    ];
    const response = await call(admin, 'POST', '/api/proposals', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      'benefits.0.description': 'Campo obrigatório',
      'benefits.1.area': 'A área do terreno deve ser numérica',
    });
  });

  it('moves through the allowed transitions and keeps completion and loss dates', async () => {
    const id = await createCity();
    const act = (action: string) => call(admin, 'POST', `/api/proposals/${id}/${action}`);
    expect((await act('reopen')).statusCode).toBe(409);
    expect((await act('approve')).statusCode).toBe(409);
    const completed = await act('complete');
    expect(completed.json()).toMatchObject({
      status: 'completed',
      message: 'Oportunidade concluída!',
    });
    expect((await act('complete')).statusCode).toBe(409);
    expect((await act('reopen')).json().status).toBe('open');
    expect((await act('lost')).json()).toMatchObject({
      status: 'lost',
      message: 'Oportunidade perdida!',
    });
    const refused = await act('lost');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'invalid_transition',
      message: 'A oportunidade já está marcada como perdida.',
    });
    expect((await act('reopen')).json().message).toBe('Oportunidade re-ativada!');
    const proposal = (await call(admin, 'GET', `/api/proposals/${id}`)).json();
    expect(proposal.status).toBe('open');
    expect(proposal.completed_at).toBeTruthy();
    expect(proposal.lost_at).toBeTruthy();
  });

  it('approves a pending opportunity, which only its customer and the superadmin could see before', async () => {
    const id = await createCity();
    await t.database.db.execute(
      sql`update proposals set status = 'pending', source = 'showcase' where id = ${id}`,
    );
    expect((await call(stranger, 'GET', `/api/proposals/${id}`)).statusCode).toBe(404);
    expect((await call(superadmin, 'GET', `/api/proposals/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/proposals/${id}/complete`)).statusCode).toBe(409);
    const approved = await call(admin, 'POST', `/api/proposals/${id}/approve`);
    expect(approved.json()).toMatchObject({
      status: 'open',
      message: 'Oportunidade aprovada e ativada.',
    });
    expect((await call(stranger, 'GET', `/api/proposals/${id}`)).statusCode).toBe(200);
  });

  it("lets another customer's user read but not act; a user without rights cannot act; the superadmin can", async () => {
    const id = await createCity();
    const read = (await call(stranger, 'GET', `/api/proposals/${id}`)).json();
    expect(read.has_permission_to_edit).toBe(false);
    for (const who of [stranger, viewer]) {
      expect((await call(who, 'POST', `/api/proposals/${id}/complete`)).statusCode).toBe(403);
      expect((await call(who, 'PUT', `/api/proposals/${id}`, cityPayload())).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/api/proposals/${id}`)).statusCode).toBe(403);
    }
    expect((await call(viewer, 'GET', `/api/proposals/${id}`)).json().has_permission_to_edit).toBe(
      false,
    );
    expect((await call(editor, 'GET', `/api/proposals/${id}`)).json().has_permission_to_edit).toBe(
      true,
    );
    expect((await call(superadmin, 'POST', `/api/proposals/${id}/complete`)).statusCode).toBe(200);
  });

  it('edits, with the status choices of the edit screen, and deletes', async () => {
    const id = await createCity();
    const payload = { ...cityPayload(), name: 'Área industrial revisada', status: 'completed' };
    const updated = await call(editor, 'PUT', `/api/proposals/${id}`, payload);
    expect(updated.statusCode, updated.body).toBe(200);
    const proposal = (await call(editor, 'GET', `/api/proposals/${id}`)).json();
    expect(proposal).toMatchObject({ name: 'Área industrial revisada', status: 'completed' });
    expect(proposal.completed_at).toBeTruthy();
    expect(
      (await call(editor, 'PUT', `/api/proposals/${id}`, { ...payload, status: 'pending' }))
        .statusCode,
    ).toBe(400);
    expect((await call(admin, 'DELETE', `/api/proposals/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/proposals/${id}`)).statusCode).toBe(404);
  });

  it("refuses another customer's file as if it did not exist, on create and on update", async () => {
    const theirs = (await uploadAs(admin)).file.path;
    const own = (await uploadAs(stranger)).file.path;
    const missing = `2026/01/${randomUUID()}.png`;
    const refusal = {
      message: 'Dados inválidos.',
      code: 'validation_failed',
      fields: { 'multimedia.0.path': 'Anexo não encontrado; envie o arquivo novamente' },
    };

    const createWith = (path: string) =>
      call(stranger, 'POST', '/api/proposals', withMedia(companyPayload(), path));
    for (const path of [theirs, missing]) {
      const response = await createWith(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual(refusal);
    }
    const created = await createWith(own);
    expect(created.statusCode, created.body).toBe(201);

    const id = created.json().id as number;
    const updateWith = (path: string) =>
      call(stranger, 'PUT', `/api/proposals/${id}`, withMedia(companyPayload(), path));
    for (const path of [theirs, missing]) {
      const response = await updateWith(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual(refusal);
    }
    expect((await updateWith(own)).statusCode).toBe(200);
    const proposal = (await call(stranger, 'GET', `/api/proposals/${id}`)).json();
    expect(proposal.multimedia.map((m: { path: string }) => m.path)).toEqual([own]);
  });

  it("lets the superadmin attach the customer's files or its own uploads, which the customer then keeps", async () => {
    const id = await createCity();
    const customers = (await uploadAs(admin)).file.path;
    const superadmins = (await uploadAs(superadmin)).file.path;
    const anotherCustomers = (await uploadAs(stranger)).file.path;
    const update = (who: Who, ...paths: string[]) =>
      call(who, 'PUT', `/api/proposals/${id}`, withMedia(cityPayload(), ...paths));

    expect((await update(superadmin, anotherCustomers)).statusCode).toBe(400);
    const attached = await update(superadmin, customers, superadmins);
    expect(attached.statusCode, attached.body).toBe(200);
    // What is attached stays attachable for the customer's editors...
    expect((await update(editor, customers, superadmins)).statusCode).toBe(200);
    // ...but they cannot attach another of the superadmin's uploads themselves.
    const another = (await uploadAs(superadmin)).file.path;
    expect((await update(editor, customers, superadmins, another)).statusCode).toBe(400);
  });

  it("hands out signed addresses for an opportunity's files, which serve them to its readers", async () => {
    const uploaded = await uploadAs(admin);
    const created = await call(
      admin,
      'POST',
      '/api/proposals',
      withMedia(cityPayload(), uploaded.file.path),
    );
    const id = created.json().id as number;
    const proposal = (await call(stranger, 'GET', `/api/proposals/${id}`)).json();
    const [media] = proposal.multimedia as { url: string }[];
    expect(media?.url).toMatch(
      /^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/,
    );
    expect(proposal.logoUrl).toBe(media?.url);
    const listed = (await call(stranger, 'GET', '/api/proposals?limit=100')).json();
    const item = listed.data.find((p: { id: number }) => p.id === id);
    expect(item.multimedia[0].url).toBe(media?.url);
    const served = await t.app.inject({ method: 'GET', url: media?.url as string });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/files/${uploaded.file.path}` });
    expect(unsigned.statusCode).toBe(404);
  });

  it('records every change in the activity log and notifies followers', async () => {
    const id = await createCity();
    await call(admin, 'POST', `/api/proposals/${id}/complete`);
    const actions = await rows<{ action: string }>(
      t.database.db,
      sql`select action from activity_logs where metadata->>'proposal_id' = ${String(id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['proposal.created', 'proposal.complete']);
    // Every active user following public opportunities hears of both changes, but the author.
    const [followers] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users u left join customers c on c.id = u.customer_id
          where u.is_active and coalesce(c.is_active, true) and 'city' = any(u.notification_types)
            and u.id <> (select created_by_user_id from proposals where id = ${id})`,
    );
    const [notified] = await rows<{ n: number; users: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(distinct user_id)::int as users
          from notifications where link = ${`/proposals/${id}`}`,
    );
    expect(followers?.n).toBeGreaterThan(0);
    expect(notified).toEqual({ n: 2 * (followers?.n ?? 0), users: followers?.n });
  });

  it('answers the light map form with only the fields asked for, and refuses unknown filters', async () => {
    const list = (query: string) =>
      call(admin, 'GET', `/api/proposals?${query}`).then((r) => r.json());
    const map = await list('fields=id,status,type,coordinates&limit=10000');
    expect(map.data.length).toBe(map.total);
    expect(Object.keys(map.data[0]).sort()).toEqual(['coordinates', 'id', 'status', 'type']);
    expect((await call(admin, 'GET', '/api/proposals?status=closed')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/proposals?sort[budget]=asc')).statusCode).toBe(400);
  });

  it('looks up CNAE activities by term', async () => {
    const found = (
      await call(admin, 'GET', `/api/activities?term=${activity.slice(0, 4)}&limit=1500`)
    ).json();
    expect(found.data.map((a: { code: string }) => a.code)).toContain(activity);
  });
});
