import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { cityByCode } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

type Who = { authorization: string };

/** The first or the second value: what a form holds when created, then after an edit. */
const pick = <T>(variant: 0 | 1, first: T, second: T): T => (variant === 0 ? first : second);
type City = Awaited<ReturnType<typeof cityByCode>>;

/**
 * Every field a form sends comes back where the detail page and the editor read it: each
 * payload with every field filled, then every field changed, compared field by field.
 */
describe('opportunities keep every field they are sent', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let author: Who;
  let userIds: [number, number];
  let bauru: City;
  let marilia: City;
  let activities: [string, string];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const customer = await createCustomer(db, { type: 'company' });
    const admin = await createUser(db, { customerId: customer.id, roles: ['ROLE_ADMIN'] });
    const colleague = await createUser(db, { customerId: customer.id });
    author = await signIn(t.app, smtp, admin.email);
    userIds = [admin.id, colleague.id];
    bauru = await cityByCode(db, 3506003);
    marilia = await cityByCode(db, 3529005);
    const codes = await rows<{ code: string }>(
      db,
      sql`select code from activities order by code limit 2`,
    );
    activities = [codes[0]?.code ?? '', codes[1]?.code ?? ''];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: author.authorization },
      ...(payload ? { payload } : {}),
    });

  async function upload(name: string) {
    const { payload, headers } = multipartBody([{ field: 'file', name, content: ONE_PIXEL_PNG }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { ...headers, authorization: author.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { file: { path: string; original_name: string } }).file;
  }

  async function create(payload: object): Promise<number> {
    const response = await call('POST', '/api/proposals', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function read(id: number) {
    const response = await call('GET', `/api/proposals/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function cityPayload(variant: 0 | 1) {
    const city = variant === 0 ? bauru : marilia;
    const file = await upload(variant === 0 ? 'terreno.png' : 'galpao.png');
    return {
      city_id: city.id,
      name: pick(variant, 'Distrito Industrial Norte', 'Distrito Industrial Sul'),
      description: pick(
        variant,
        'Lotes urbanizados junto à rodovia.',
        'Galpões prontos no anel viário.',
      ),
      responsible_id: userIds[variant],
      address: {
        zip: pick(variant, '17012-000', '17500-010'),
        street: pick(variant, 'Rua Batista de Carvalho', 'Avenida Sampaio Vidal'),
        number: pick(variant, '1200', '45B'),
        neighborhood: pick(variant, 'Centro', 'Fragata'),
        city_id: city.id,
      },
      contacts: [
        {
          name: pick(variant, 'Ana Souza', 'Carla Dias'),
          email: pick(variant, 'ana@bauru.sp.gov.br', 'carla@marilia.sp.gov.br'),
          cell_phone: pick(variant, '(14) 99123-4567', '(14) 98877-6655'),
          phone: pick(variant, '(14) 3235-1000', '(14) 3402-2000'),
          responsibility: pick(variant, 'Secretária de Desenvolvimento', 'Diretora de Indústria'),
          site: pick(variant, 'https://bauru.sp.gov.br', 'https://marilia.sp.gov.br'),
        },
      ],
      benefits: [
        {
          type: 'iptu',
          description: pick(variant, 'Isenção de IPTU por 10 anos', 'IPTU reduzido em 50%'),
        },
        { type: 'itbi', description: pick(variant, 'ITBI isento na compra', 'ITBI parcelado') },
        { type: 'iss', description: pick(variant, 'ISS de 2%', 'ISS de 3%') },
        {
          type: 'outros',
          description: pick(variant, 'Energia subsidiada', 'Treinamento de mão de obra'),
        },
        {
          type: 'terreno',
          description: pick(variant, 'Terreno doado para indústria', 'Terreno em comodato'),
          identification: pick(variant, 'Lote 12, quadra B', 'Gleba 7'),
          area: pick(variant, '10000', '2500,5'),
          estimated_value: pick(variant, 'R$ 150,00', 'R$ 80,25'),
          restrictions: pick(variant, 'Uso industrial', 'Sem restrições ambientais'),
          url_map: pick(
            variant,
            'https://mapas.bauru.sp.gov.br/lote12',
            'https://mapas.marilia.sp.gov.br/g7',
          ),
        },
      ],
      multimedia: [
        { path: file.path, type: 'image', name: 'Banner', original_name: file.original_name },
      ],
      visibility: 'restrict',
      type: 'city',
    };
  }

  async function companyPayload(variant: 0 | 1) {
    const city = variant === 0 ? bauru : marilia;
    const file = await upload(variant === 0 ? 'fabrica.png' : 'linha.png');
    return {
      name: pick(variant, 'Nova linha de produção', 'Centro de distribuição'),
      description: pick(variant, 'Ampliação da fábrica com nova linha.', 'Armazém automatizado.'),
      responsible_id: userIds[variant],
      contacts:
        variant === 0
          ? []
          : [
              {
                name: 'Diego Prado',
                email: 'diego@vale.com.br',
                cell_phone: '11977776666',
                phone: null,
                responsibility: 'Gerente de Projetos',
                site: null,
              },
            ],
      project: {
        total: pick<string | number>(variant, 'R$ 2.000.000,00', 3_500_000.5),
        required_investment: pick<string | number>(variant, 500_000, 'R$ 3.500.000,50'),
        description: pick(variant, 'Ampliação da fábrica com nova linha.', 'Armazém automatizado.'),
        category: pick(variant, 'expansion', 'search_partner_investor'),
        required_area_m2: pick(variant, 185_000, 2_500.5),
        preferred_ufs: pick(variant, ['SP', 'MG'], ['PR']),
        company: {
          name: pick(variant, 'LATICÍNIOS VALE DO TIETÊ LTDA', 'VALE LOGÍSTICA S.A.'),
          federal_tax_id: pick(variant, '11.222.333/0001-81', '11444777000161'),
          main_activity: activities[variant],
          share_capital: pick<string | number>(variant, 'R$ 1.000.000,00', 2_750_000),
          contact: {
            name: pick(variant, 'Bruno Lima', 'Elisa Rocha'),
            email: pick(variant, 'bruno@empresa.com.br', 'elisa@valelog.com.br'),
            cell_phone: pick(variant, '11987654321', '(19) 99111-2233'),
            phone: pick(variant, '1132345678', '(19) 3232-4545'),
            role: pick(variant, 'Diretor Financeiro', 'Diretora Comercial'),
            site: pick(variant, 'https://empresa.com.br', 'https://valelog.com.br'),
          },
          address: {
            zip: pick(variant, '01310-100', '17500010'),
            street: pick(variant, 'Avenida Paulista', 'Rua Nove de Julho'),
            number: pick(variant, '1000', '12'),
            neighborhood: pick(variant, 'Bela Vista', 'Centro'),
            city_id: city.id,
          },
        },
      },
      multimedia: [
        { path: file.path, type: 'image', name: 'Banner', original_name: file.original_name },
      ],
      visibility: 'restrict',
      type: 'company',
      city_id: (variant === 0 ? marilia : bauru).id,
    };
  }

  type CityPayload = Awaited<ReturnType<typeof cityPayload>>;
  type CompanyPayload = Awaited<ReturnType<typeof companyPayload>>;

  /** What GET must answer for a city payload, field by field, as stored (digits, numbers). */
  function expectCity(read: Record<string, unknown>, sent: CityPayload, city: City) {
    const [contact] = sent.contacts;
    expect(read).toMatchObject({
      type: 'city',
      name: sent.name,
      description: sent.description,
      visibility: 'restrict',
      responsible: { id: sent.responsible_id },
      city: { id: city.id, name: city.name, state: { uf: city.uf } },
      address: {
        zip: sent.address.zip.replace(/\D/g, ''),
        street: sent.address.street,
        number: sent.address.number,
        neighborhood: sent.address.neighborhood,
        city_id: city.id,
        city_name: city.name,
        uf: city.uf,
      },
      project: null,
    });
    expect(read.contacts).toEqual([
      {
        id: expect.any(Number),
        name: contact?.name,
        email: contact?.email,
        cell_phone: contact?.cell_phone.replace(/\D/g, ''),
        phone: contact?.phone.replace(/\D/g, ''),
        responsibility: contact?.responsibility,
        site: contact?.site,
        linkedin: contact?.site,
      },
    ]);
    const land = sent.benefits[4] as CityPayload['benefits'][4] & { area: string };
    expect(read.benefits).toEqual([
      ...sent.benefits.slice(0, 4).map((b) => ({
        id: expect.any(Number),
        type: b.type,
        type_description: { iptu: 'IPTU', itbi: 'ITBI', iss: 'ISS', outros: 'OUTROS' }[
          b.type as 'iptu'
        ],
        description: b.description,
        identification: null,
        area: null,
        estimated_value: null,
        restrictions: null,
        url_map: null,
      })),
      {
        id: expect.any(Number),
        type: 'terreno',
        type_description: 'Terreno',
        description: land.description,
        identification: land.identification,
        area: Number(land.area.replace(',', '.')),
        estimated_value: Number(
          (land.estimated_value as string).replace('R$ ', '').replace('.', '').replace(',', '.'),
        ),
        restrictions: land.restrictions,
        url_map: land.url_map,
      },
    ]);
    expectMedia(read, sent.multimedia);
  }

  function expectMedia(read: Record<string, unknown>, sent: CityPayload['multimedia']) {
    expect(read.multimedia).toEqual(
      sent.map((m) => ({
        id: expect.any(Number),
        name: m.name,
        path: m.path,
        original_path: m.path,
        original_name: m.original_name,
        type: m.type,
        url: expect.stringContaining(m.path),
      })),
    );
  }

  /** What GET must answer for a company payload; the main contact is listed in `contacts` too. */
  function expectCompany(
    read: Record<string, unknown>,
    sent: CompanyPayload,
    amounts: { total: number; required: number; capital: number },
    places: { linked: City; address: City },
  ) {
    const { company } = sent.project;
    const digits = (value: string) => value.replace(/\D/g, '');
    expect(read).toMatchObject({
      type: 'company',
      name: sent.name,
      description: sent.description,
      visibility: 'restrict',
      responsible: { id: sent.responsible_id },
      city: { id: places.linked.id, name: places.linked.name },
      project_company_name: company.name,
      project: {
        total: amounts.total,
        required_investment: amounts.required,
        description: sent.project.description,
        category: sent.project.category,
        required_area_m2: sent.project.required_area_m2,
        preferred_ufs: sent.project.preferred_ufs,
        company: {
          name: company.name,
          federal_tax_id: digits(company.federal_tax_id),
          main_activity: company.main_activity,
          main_activity_description: expect.any(String),
          share_capital: amounts.capital,
          contact: {
            name: company.contact.name,
            email: company.contact.email,
            cell_phone: digits(company.contact.cell_phone),
            phone: digits(company.contact.phone),
            role: company.contact.role,
            site: company.contact.site,
          },
          zip: digits(company.address.zip),
          street: company.address.street,
          number: company.address.number,
          neighborhood: company.address.neighborhood,
          city_id: places.address.id,
          city: places.address.name,
          state: places.address.uf,
        },
      },
    });
    expect(read.contacts).toEqual([
      {
        id: expect.any(Number),
        name: company.contact.name,
        email: company.contact.email,
        cell_phone: digits(company.contact.cell_phone),
        phone: digits(company.contact.phone),
        responsibility: company.contact.role,
        site: company.contact.site,
        linkedin: company.contact.site,
      },
      ...sent.contacts.map((c) => ({ ...c, id: expect.any(Number), linkedin: c.site })),
    ]);
    expectMedia(read, sent.multimedia);
  }

  it('a public opportunity: every field of the create payload, then of an update', async () => {
    const first = await cityPayload(0);
    const id = await create(first);
    expectCity(await read(id), first, bauru);

    const second = await cityPayload(1);
    const updated = await call('PUT', `/api/proposals/${id}`, { ...second, status: 'lost' });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await read(id);
    expectCity(after, second, marilia);
    expect(after.status).toBe('lost');
    expect(after.lost_at).toEqual(expect.any(String));
  });

  it('a private opportunity: every field, the contact typed in the form listed in contacts', async () => {
    const first = await companyPayload(0);
    const id = await create(first);
    expectCompany(
      await read(id),
      first,
      { total: 2_000_000, required: 500_000, capital: 1_000_000 },
      { linked: marilia, address: bauru },
    );

    const second = await companyPayload(1);
    const updated = await call('PUT', `/api/proposals/${id}`, { ...second, status: 'completed' });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await read(id);
    expectCompany(
      after,
      second,
      { total: 3_500_000.5, required: 3_500_000.5, capital: 2_750_000 },
      { linked: bauru, address: marilia },
    );
    expect(after.status).toBe('completed');
  });

  it('a private opportunity without a company address or a linked city keeps them empty', async () => {
    const payload = await companyPayload(0);
    const { city_id: _, ...unlinked } = payload;
    const id = await create({
      ...unlinked,
      project: { ...payload.project, company: { ...payload.project.company, address: null } },
    });
    const stored = await read(id);
    expect(stored.city).toBeNull();
    expect(stored.project.company).toMatchObject({ zip: null, street: null, city_id: null });
  });

  it("keeps the name a file was uploaded with when the payload names it only 'Banner'", async () => {
    const payload = await cityPayload(0);
    const [file] = payload.multimedia;
    const spec = { ...payload, multimedia: [{ path: file?.path, type: 'image', name: 'Banner' }] };
    const id = await create(spec);
    expect((await read(id)).multimedia[0]).toMatchObject({
      name: 'Banner',
      original_name: 'terreno.png',
    });
    expect((await call('PUT', `/api/proposals/${id}`, spec)).statusCode).toBe(200);
    expect((await read(id)).multimedia[0].original_name).toBe('terreno.png');
  });

  it('sending back what was read keeps the main contact once', async () => {
    const payload = await companyPayload(1);
    const id = await create(payload);
    const stored = await read(id);
    const echoed = {
      ...payload,
      contacts: stored.contacts.map(
        ({ id: _, linkedin: __, ...contact }: { id: number; linkedin: string }) => contact,
      ),
      project: {
        ...payload.project,
        company: { ...payload.project.company, contact: stored.project.company.contact },
      },
    };
    expect((await call('PUT', `/api/proposals/${id}`, echoed)).statusCode).toBe(200);
    const after = await read(id);
    expect(after.contacts.map((c: { name: string }) => c.name)).toEqual([
      'Elisa Rocha',
      'Diego Prado',
    ]);
  });

  it('refuses a required investment above the total, on create and on update, changing nothing', async () => {
    const aboveTotal = async () => {
      const payload = await companyPayload(0);
      return {
        ...payload,
        project: {
          ...payload.project,
          total: 'R$ 1.500.000,00',
          required_investment: 'R$ 50.000.000,00',
        },
      };
    };
    const refusal = {
      code: 'validation_failed',
      fields: {
        'project.required_investment':
          'O investimento necessário não pode ser maior que o investimento total',
      },
    };
    const [before] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from proposals`,
    );
    const created = await call('POST', '/api/proposals', await aboveTotal());
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject(refusal);
    const [after] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from proposals`,
    );
    expect(after?.n).toBe(before?.n);

    const id = await create(await companyPayload(0));
    const updated = await call('PUT', `/api/proposals/${id}`, await aboveTotal());
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toMatchObject(refusal);
    expect((await read(id)).project).toMatchObject({
      total: 2_000_000,
      required_investment: 500_000,
    });
  });

  it('a private opportunity without the land and the states it needs reads none and all of Brazil', async () => {
    const payload = await companyPayload(0);
    const { required_area_m2: _, preferred_ufs: __, ...withoutNeeds } = payload.project;
    const id = await create({ ...payload, project: withoutNeeds });
    expect((await read(id)).project).toMatchObject({ required_area_m2: null, preferred_ufs: [] });

    // Set, then cleared by an update: null and [] come back as none, stored as none.
    expect((await call('PUT', `/api/proposals/${id}`, payload)).statusCode).toBe(200);
    expect((await read(id)).project).toMatchObject({
      required_area_m2: 185_000,
      preferred_ufs: ['SP', 'MG'],
    });
    const cleared = {
      ...payload,
      project: { ...payload.project, required_area_m2: null, preferred_ufs: [] },
    };
    const updated = await call('PUT', `/api/proposals/${id}`, cleared);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await read(id)).project).toMatchObject({ required_area_m2: null, preferred_ufs: [] });
    const [stored] = await rows<{ area: number | null; ufs: string[] | null }>(
      t.database.db,
      sql`select project_required_area_m2 as area, project_preferred_ufs as ufs
        from proposals where id = ${id}`,
    );
    expect(stored).toEqual({ area: null, ufs: null });
  });

  it('a public opportunity has no land or states of a project: sent ones are not kept', async () => {
    const payload = await cityPayload(0);
    const id = await create({
      ...payload,
      project: { required_area_m2: 185_000, preferred_ufs: ['SP'] },
    });
    expect((await read(id)).project).toBeNull();
    const [stored] = await rows<{ area: number | null; ufs: string[] | null }>(
      t.database.db,
      sql`select project_required_area_m2 as area, project_preferred_ufs as ufs
        from proposals where id = ${id}`,
    );
    expect(stored).toEqual({ area: null, ufs: null });
  });

  it('refuses a wrong area or wrong states in Portuguese, on create and on update, saving nothing', async () => {
    const cases: [object, string, string][] = [
      [
        { required_area_m2: -10 },
        'project.required_area_m2',
        'Informe a área em m², um número maior que zero',
      ],
      [
        { required_area_m2: 0 },
        'project.required_area_m2',
        'Informe a área em m², um número maior que zero',
      ],
      [
        { required_area_m2: 2_000_000_000 },
        'project.required_area_m2',
        'A área necessária deve ser de no máximo 1.000.000.000 m²',
      ],
      [
        { required_area_m2: 'muito' },
        'project.required_area_m2',
        'Informe a área em m², um número maior que zero',
      ],
      [
        { preferred_ufs: ['SP', 'XX'] },
        'project.preferred_ufs.1',
        'Estado desconhecido: use a sigla de uma das 27 UFs',
      ],
      [
        { preferred_ufs: ['SP', 'MG', 'SP'] },
        'project.preferred_ufs',
        'Cada estado pode ser escolhido uma só vez',
      ],
    ];
    const count = async () =>
      (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from proposals`))[0]
        ?.n;
    const id = await create(await companyPayload(1));
    for (const [needs, field, message] of cases) {
      const payload = await companyPayload(0);
      const wrong = { ...payload, project: { ...payload.project, ...needs } };
      const before = await count();
      const created = await call('POST', '/api/proposals', wrong);
      expect(created.statusCode, JSON.stringify(needs)).toBe(400);
      expect(created.json(), JSON.stringify(needs)).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: message },
      });
      expect(await count()).toBe(before);

      const updated = await call('PUT', `/api/proposals/${id}`, wrong);
      expect(updated.statusCode, JSON.stringify(needs)).toBe(400);
      expect(updated.json().fields, JSON.stringify(needs)).toMatchObject({ [field]: message });
      expect((await read(id)).project).toMatchObject({
        required_area_m2: 2_500.5,
        preferred_ufs: ['PR'],
      });
    }
  });
});
