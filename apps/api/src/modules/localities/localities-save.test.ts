import { desc, eq } from 'drizzle-orm';
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
  uploadAs,
} from '../../../test/locality-fixtures.ts';
import { ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLogs, cities } from '../../db/schema/index.ts';

type Who = { authorization: string; id: number };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;

/** A square of `half` degrees around a point: closed, counter-clockwise. */
const square = ([x, y]: [number, number], half: number) => [
  [
    [x - half, y - half],
    [x + half, y - half],
    [x + half, y + half],
    [x - half, y + half],
    [x - half, y - half],
  ],
];

describe('saving a locality profile (spec 2 §4)', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let home: PlaceIds;
  let neighbour: PlaceIds;
  let seat: [number, number];
  let hallId: number;
  let admin: Who;
  let editor: Who;
  let stateAdmin: Who;
  let outsider: Who;
  const url = () => `/api/locations/${BELO_HORIZONTE}`;

  async function who(customerId: number | null, roles: string[]): Promise<Who> {
    const person = await createUser(t.database.db, { customerId, roles: roles as never });
    return {
      id: person.id,
      authorization: (await signIn(t.app, smtp, person.email)).authorization,
    };
  }
  const call = (w: Who, method: Method, path: string, payload?: object) =>
    t.app.inject({ method, url: path, payload, headers: { authorization: w.authorization } });
  const save = async (payload: Json, w: Who = admin) => {
    const response = await call(w, 'PUT', url(), payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const profile = async (code = BELO_HORIZONTE, w: Who = admin) =>
    (await call(w, 'GET', `/api/locations/${code}`)).json();
  /** A profile without the ids of the rows a save replaces. */
  const withoutRowIds = (read: Json) => ({
    ...read,
    benefits: (read.benefits as Json[]).map(({ id: _id, ...benefit }) => benefit),
    contacts: (read.contacts as Json[]).map(({ id: _id, ...contact }) => contact),
  });
  const fieldsOf = async (payload: Json, path = url(), w: Who = admin) => {
    const response = await call(w, 'PUT', path, payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().fields;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    home = await placeOf(db, BELO_HORIZONTE);
    neighbour = await neighbourOf(db, home);
    const [city] = await db
      .select({ x: cities.longitude, y: cities.latitude })
      .from(cities)
      .where(eq(cities.id, home.cityId));
    seat = [city?.x ?? 0, city?.y ?? 0];
    const hall = await cityHallOf(db, home);
    hallId = hall.id;
    const government = await stateGovernmentOf(db, home);
    admin = await who(hall.id, ['ROLE_ADMIN']);
    editor = await who(hall.id, ['ROLE_USER']);
    stateAdmin = await who(government.id, ['ROLE_ADMIN']);
    outsider = await who((await createCustomer(db, { type: 'company' })).id, ['ROLE_ADMIN']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers 409 with the spec's notice when saving a locality not enabled yet", async () => {
    const response = await call(admin, 'PUT', url(), { description: 'Cedo demais' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'locality_not_enabled',
      message:
        'Antes de editar esta localidade ela precisa ser habilitada por um dos administradores',
    });
    expect((await call(admin, 'POST', `${url()}/enable`)).statusCode).toBe(201);
  });

  it('round trip: a city profile with every field filled reads back field by field', async () => {
    const logo = await uploadAs(t, admin.authorization, { purpose: 'logo', name: 'brasao.png' });
    const image = await uploadAs(t, admin.authorization, { name: 'praca.png' });
    const pdf = await uploadAs(t, admin.authorization, {
      purpose: 'attachment',
      content: TINY_PDF,
      name: 'plano.pdf',
    });
    const area = { type: 'Polygon', coordinates: square(seat, 0.005) };
    const saved = await save({
      description: 'Capital mineira, polo de serviços e tecnologia.',
      responsible_id: editor.id,
      logo,
      benefits: [
        { type: 'iptu', description: 'Isenção de IPTU por 5 anos' },
        {
          type: 'terreno',
          description: 'Lotes no distrito industrial',
          identification: 'Lote 7',
          area: '15000',
          estimated_value: 'R$ 1.500.000,00',
          restrictions: 'Uso industrial',
          url_map: 'https://mapas.pbh.gov.br/lote7',
        },
      ],
      contacts: [
        {
          name: 'Ana Lima',
          responsibility: 'Secretária de Desenvolvimento',
          phone: '(31) 3277-4000',
          mobile_phone: '(31) 99876-5432',
          mobile_phone_2: '(31) 98765-4321',
          email: 'ana@pbh.gov.br',
          linkedin: 'https://prefeitura.pbh.gov.br',
        },
      ],
      city_hall: {
        zip: '30.130-003',
        street: 'Avenida Afonso Pena',
        number: '1212',
        neighborhood: 'Centro',
        city_id: home.cityId,
      },
      vocations: [{ description: 'Comércio' }, { description: 'Agronegócio' }],
      images: [{ path: image }],
      multimedia: [{ path: pdf, name: 'Plano diretor' }],
      industrial_area: area,
    });
    const read = await profile();
    expect(read).toEqual(saved);
    expect(read.description).toBe('Capital mineira, polo de serviços e tecnologia.');
    expect(read.responsible).toMatchObject({ id: editor.id });
    expect(read.logo).toBe(logo);
    expect(read.logo_url).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    expect(read.benefits).toEqual([
      expect.objectContaining({
        type: 'iptu',
        description: 'Isenção de IPTU por 5 anos',
        identification: null,
        area: null,
      }),
      expect.objectContaining({
        type: 'terreno',
        description: 'Lotes no distrito industrial',
        identification: 'Lote 7',
        area: 15000,
        estimated_value: 1_500_000,
        restrictions: 'Uso industrial',
        url_map: 'https://mapas.pbh.gov.br/lote7',
      }),
    ]);
    expect(read.contacts).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana Lima',
        responsibility: 'Secretária de Desenvolvimento',
        phone: '3132774000',
        mobile_phone: '31998765432',
        mobile_phone_2: '31987654321',
        email: 'ana@pbh.gov.br',
        linkedin: 'https://prefeitura.pbh.gov.br',
      },
    ]);
    expect(read.city_hall).toEqual({
      zip: '30130003',
      street: 'Avenida Afonso Pena',
      number: '1212',
      neighborhood: 'Centro',
      city_id: home.cityId,
      city: { id: home.cityId, name: 'Belo Horizonte', state: { uf: 'MG' } },
    });
    expect(read.vocations.map((v: Json) => v.description)).toEqual(['Agronegócio', 'Comércio']);
    expect(read.images).toEqual([
      expect.objectContaining({ type: 'image', path: image, original_name: 'praca.png' }),
    ]);
    expect(read.multimedia).toEqual([
      expect.objectContaining({
        type: 'document',
        path: pdf,
        name: 'Plano diretor',
        original_name: 'plano.pdf',
      }),
    ]);
    expect(read.industrial_area).toEqual({ type: 'Feature', properties: {}, geometry: area });
    // About 1.1 km by 1.04 km at Belo Horizonte's latitude.
    expect(read.industrial_area_hectares).toBeGreaterThan(100);
    expect(read.industrial_area_hectares).toBeLessThan(130);

    // Sending back what was read changes nothing.
    const again = await save(read);
    expect(withoutRowIds(again)).toEqual(withoutRowIds(read));
    expect(again.images).toHaveLength(1);
    expect(again.multimedia).toHaveLength(1);
  });

  it('round trip: a state profile is created by POST, then saved over by the same call', async () => {
    const image = await uploadAs(t, stateAdmin.authorization, { name: 'palacio.png' });
    const payload = {
      state_id: home.stateId,
      description: 'Minas Gerais: mineração, agro e indústria.',
      responsible_id: stateAdmin.id,
      benefits: [{ type: 'outros', description: 'Crédito de ICMS' }],
      contacts: [
        {
          name: 'Carlos',
          responsibility: 'Assessor',
          phone: '(31) 3915-0000',
          mobile_phone: null,
          mobile_phone_2: '',
          email: 'carlos@mg.gov.br',
          linkedin: null,
        },
      ],
      city_hall: {
        zip: '31630-901',
        street: 'Rodovia Papa João Paulo II',
        number: '4001',
        neighborhood: 'Serra Verde',
        city_id: home.cityId,
      },
      vocations: [{ description: 'Construção civil' }],
      images: [{ path: image }],
      multimedia: [],
    };
    const created = await call(stateAdmin, 'POST', '/api/locations', payload);
    expect(created.statusCode, created.body).toBe(201);
    const read = await profile(home.stateCode, stateAdmin);
    expect(read).toEqual(created.json());
    expect(read).toMatchObject({
      description: 'Minas Gerais: mineração, agro e indústria.',
      responsible: { id: stateAdmin.id },
      benefits: [{ type: 'outros', description: 'Crédito de ICMS' }],
      contacts: [
        {
          name: 'Carlos',
          responsibility: 'Assessor',
          phone: '3139150000',
          mobile_phone: null,
          mobile_phone_2: null,
          email: 'carlos@mg.gov.br',
          linkedin: null,
        },
      ],
      city_hall: {
        zip: '31630901',
        street: 'Rodovia Papa João Paulo II',
        number: '4001',
        neighborhood: 'Serra Verde',
        city: { id: home.cityId, name: 'Belo Horizonte', state: { uf: 'MG' } },
      },
      vocations: [{ description: 'Construção civil' }],
      images: [{ path: image, type: 'image', original_name: 'palacio.png' }],
      multimedia: [],
      industrial_area: null,
      industrial_area_hectares: null,
    });
    const detail = (await call(stateAdmin, 'GET', `/api/states/${home.stateId}`)).json();
    expect(detail).toMatchObject({
      description: 'Minas Gerais: mineração, agro e indústria.',
      benefits: ['OUTROS'],
      vocations: ['Construção civil'],
      has_permission_to_edit: true,
    });
    const second = await call(stateAdmin, 'POST', '/api/locations', {
      ...payload,
      description: 'Segundo clique',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: read.id, description: 'Segundo clique' });
    expect(second.json().images).toHaveLength(1);
  });

  it('refuses an industrial area on a state save', async () => {
    const response = await call(stateAdmin, 'PUT', `/api/locations/${home.stateCode}`, {
      industrial_area: { type: 'Polygon', coordinates: square(seat, 0.001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      industrial_area: 'Área industrial existe apenas para municípios',
    });
  });

  it('changes the industrial area only when one is sent; null removes it', async () => {
    const drawn = await save({
      industrial_area: { type: 'Polygon', coordinates: square(seat, 0.004) },
    });
    const kept = await save({ description: 'Sem desenho novo' });
    expect(kept.industrial_area).toEqual(drawn.industrial_area);
    const removed = await save({ industrial_area: null });
    expect(removed.industrial_area).toBeNull();
    expect(removed.industrial_area_hectares).toBeNull();
  });

  it("refuses an industrial area outside Belo Horizonte's outline, or crossing itself", async () => {
    const [x, y] = seat;
    expect(
      await fieldsOf({
        industrial_area: { type: 'Polygon', coordinates: square([x + 1, y], 0.01) },
      }),
    ).toEqual({
      industrial_area: 'A área industrial precisa ficar dentro dos limites do município',
    });
    const bowTie = [
      [x - 0.001, y - 0.001],
      [x + 0.001, y + 0.001],
      [x + 0.001, y - 0.001],
      [x - 0.001, y + 0.001],
      [x - 0.001, y - 0.001],
    ];
    expect(await fieldsOf({ industrial_area: { type: 'Polygon', coordinates: [bowTie] } })).toEqual(
      {
        industrial_area: 'O contorno da área industrial não pode cruzar a si mesmo',
      },
    );
  });

  it('removes an unchecked incentive', async () => {
    await save({
      benefits: [
        { type: 'iptu', description: 'IPTU' },
        { type: 'iss', description: 'ISS reduzido' },
      ],
    });
    const after = await save({ benefits: [{ type: 'iss', description: 'ISS reduzido' }] });
    expect(after.benefits.map((b: Json) => b.type)).toEqual(['iss']);
  });

  it('needs the description of every checked incentive, and each incentive once', async () => {
    expect(await fieldsOf({ benefits: [{ type: 'itbi', description: '  ' }] })).toEqual({
      'benefits.0.description': 'Campo obrigatório',
    });
    expect(await fieldsOf({ benefits: [{ type: 'itbi' }] })).toEqual({
      'benefits.0.description': 'Campo obrigatório',
    });
    expect(
      await fieldsOf({
        benefits: [
          { type: 'iss', description: 'a' },
          { type: 'iss', description: 'b' },
        ],
      }),
    ).toEqual({ 'benefits.1.type': 'Incentivo repetido' });
    expect(
      await fieldsOf({ benefits: [{ type: 'terreno', description: 'x', area: 'dez' }] }),
    ).toEqual({
      'benefits.0.area': 'A área do terreno deve ser numérica',
    });
  });

  it('replaces the vocations with the checked set; ids sent along are ignored', async () => {
    const first = await save({ vocations: [{ description: 'Comércio' }] });
    const [commerce] = first.vocations;
    const after = await save({
      vocations: [
        { id: commerce.id, description: 'Comércio' },
        { id: 999, description: 'agronegócio' },
      ],
    });
    expect(after.vocations.map((v: Json) => v.description)).toEqual(['Agronegócio', 'Comércio']);
    const unchecked = await save({ vocations: [{ description: 'Agronegócio' }] });
    expect(unchecked.vocations.map((v: Json) => v.description)).toEqual(['Agronegócio']);
    expect(await fieldsOf({ vocations: [{ description: 'Pesca submarina' }] })).toEqual({
      'vocations.0.description': 'Vocação regional não encontrada',
    });
  });

  it('adds pending images and attachments once, however often they are sent', async () => {
    const before = await profile();
    const image = await uploadAs(t, editor.authorization, { name: 'nova.png' });
    const video = await uploadAs(t, admin.authorization, {
      purpose: 'attachment',
      name: 'filme.png',
    });
    const payload = { images: [{ path: image }, { path: image }], multimedia: [{ path: video }] };
    await save(payload);
    const after = await save(payload);
    expect(after.images).toHaveLength(before.images.length + 1);
    expect(after.multimedia).toHaveLength(before.multimedia.length + 1);
    expect(after.multimedia.at(-1)).toMatchObject({ path: video, type: 'image' });
  });

  it("sets city_hall.city_id to the city itself, and refuses another city's", async () => {
    const saved = await save({ city_hall: { zip: '30130003', street: 'Av. Afonso Pena' } });
    expect(saved.city_hall.city_id).toBe(home.cityId);
    expect(await fieldsOf({ city_hall: { city_id: neighbour.cityId } })).toEqual({
      'city_hall.city_id': 'O endereço da prefeitura deve ficar no próprio município',
    });
    expect(await fieldsOf({ city_hall: { city_id: 99_999_999 } })).toEqual({
      'city_hall.city_id': 'Cidade não encontrada',
    });
    const [elsewhere] = await t.database.db
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.code, 3_506_003));
    expect(
      await fieldsOf(
        { city_hall: { city_id: elsewhere?.id } },
        `/api/locations/${home.stateCode}`,
        stateAdmin,
      ),
    ).toEqual({ 'city_hall.city_id': 'O endereço deve ficar em um município do estado' });
  });

  it('checks the contact masks: phone (99) 9999 9999, mobiles (99) 99999 9999', async () => {
    const contact = { phone: '(31) 3277-4000' };
    expect(await fieldsOf({ contacts: [{ ...contact, phone: '(31) 99876-5432' }] })).toEqual({
      'contacts.0.phone': 'Telefone inválido: use (99) 9999 9999',
    });
    expect(await fieldsOf({ contacts: [{ name: 'Sem telefone' }] })).toEqual({
      'contacts.0.phone': 'Campo obrigatório',
    });
    expect(await fieldsOf({ contacts: [{ ...contact, mobile_phone: '(31) 3277-4000' }] })).toEqual({
      'contacts.0.mobile_phone': 'Celular inválido: use (99) 99999 9999',
    });
    expect(await fieldsOf({ contacts: [{ ...contact, email: 'ana@' }] })).toEqual({
      'contacts.0.email': 'E-mail inválido',
    });
    expect(await fieldsOf({ city_hall: { zip: '3013' } })).toEqual({
      'city_hall.zip': 'CEP inválido',
    });
  });

  it("attaches only this customer's or the caller's uploads, within their destination's limits", async () => {
    const foreign = await uploadAs(t, outsider.authorization, { name: 'alheia.png' });
    expect(await fieldsOf({ images: [{ path: foreign }] })).toEqual({
      'images.0.path': 'Arquivo não encontrado: envie-o novamente.',
    });
    expect(await fieldsOf({ logo: foreign })).toEqual({
      logo: 'Arquivo não encontrado: envie-o novamente.',
    });
    expect(await fieldsOf({ multimedia: [{ path: '2026/01/nada.pdf' }] })).toEqual({
      'multimedia.0.path': 'Arquivo não encontrado: envie-o novamente.',
    });
    const pdf = await uploadAs(t, admin.authorization, {
      purpose: 'attachment',
      content: TINY_PDF,
    });
    expect(await fieldsOf({ images: [{ path: pdf }] })).toEqual({
      'images.0.path': 'Envie uma imagem JPEG ou PNG.',
    });
    const big = await uploadAs(t, admin.authorization, {
      purpose: 'attachment',
      content: Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(10_500_000)]),
    });
    expect(await fieldsOf({ logo: big })).toEqual({
      logo: 'O tamanho de cada arquivo é limitado a 10 MB.',
    });
    const forCustomer = await uploadAs(t, admin.authorization, { customer: hallId });
    expect((await save({ images: [{ path: forCustomer }] })).images.at(-1).path).toBe(forCustomer);
  });

  it('deletes a gallery image and an attachment by their own calls, each only of its kind', async () => {
    const current = await profile();
    const image = current.images[0];
    const attachment = current.multimedia[0];
    const wrongKind = await call(admin, 'DELETE', `${url()}/attachment/${image.id}`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('Arquivo da localidade não encontrado.');
    const otherPlace = await call(
      stateAdmin,
      'DELETE',
      `/api/locations/${home.stateCode}/image/${image.id}`,
    );
    expect(otherPlace.statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `${url()}/gallery-image/${image.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'DELETE', `${url()}/gallery-image/${image.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(admin, 'DELETE', `${url()}/attachment/${attachment.id}`)).statusCode).toBe(
      204,
    );
    const after = await profile();
    expect(after.images.map((i: Json) => i.id)).not.toContain(image.id);
    expect(after.multimedia.map((m: Json) => m.id)).not.toContain(attachment.id);
    const cityCode = await call(admin, 'DELETE', `/api/locations/${BELO_HORIZONTE}/image/1`);
    expect(cityCode.statusCode).toBe(400);
  });

  it("deletes a state's image by the state's code", async () => {
    const state = await profile(home.stateCode);
    const [image] = state.images;
    const response = await call(
      stateAdmin,
      'DELETE',
      `/api/locations/${home.stateCode}/image/${image.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect((await profile(home.stateCode)).images).toEqual([]);
  });

  it('writes each change to the activity log in pt-BR', async () => {
    const logged = await t.database.db
      .select({ action: activityLogs.action, description: activityLogs.description })
      .from(activityLogs)
      .where(eq(activityLogs.userId, admin.id))
      .orderBy(desc(activityLogs.id));
    const actions = new Set(logged.map((entry) => entry.action));
    expect([...actions].filter((action) => action.startsWith('locality.')).sort()).toEqual([
      'locality.enabled',
      'locality.media_deleted',
      'locality.updated',
    ]);
    const descriptions = logged.map((entry) => entry.description);
    expect(descriptions).toContain('Habilitou a localidade Belo Horizonte (MG) para edição');
    expect(descriptions).toContain('Atualizou o perfil da localidade Belo Horizonte (MG)');
    expect(descriptions).toContain('Excluiu a imagem praca.png da localidade Belo Horizonte (MG)');
    expect(descriptions).toContain('Excluiu o anexo plano.pdf da localidade Belo Horizonte (MG)');
  });

  it('shows a save at once on the city detail, the cards and the list filters', async () => {
    const list = async (query: string) =>
      (await call(admin, 'GET', `/api/cities?id=${home.cityId}&${query}`)).json().data;
    await save({ benefits: [], vocations: [] });
    expect(await list('incentives=itbi')).toEqual([]);
    expect(await list('vocation=3')).toEqual([]);
    await save({
      description: 'Resumo novo',
      benefits: [{ type: 'itbi', description: 'ITBI zero' }],
      vocations: [{ description: 'Comércio' }],
    });
    const [card] = await list('incentives=itbi');
    expect(card).toMatchObject({
      summary: 'Resumo novo',
      benefits: ['ITBI'],
      vocations: ['Comércio'],
    });
    expect(await list('vocation=3')).toHaveLength(1);
    const detail = (await call(admin, 'GET', `/api/cities/${home.cityId}`)).json();
    expect(detail).toMatchObject({
      summary: 'Resumo novo',
      benefits: ['ITBI'],
      vocations: ['Comércio'],
    });
  });

  it('answers odd payloads with 400 and a pt-BR message per field, never 500', async () => {
    const odd: Json[] = [
      { description: 42 },
      { description: 'x'.repeat(6000) },
      { benefits: 'iptu' },
      { benefits: [{ type: 'imposto', description: 'x' }] },
      { benefits: [{ type: 'terreno', description: 'x', estimated_value: 'muito' }] },
      { contacts: [{ phone: 3132774000 }] },
      { contacts: Array.from({ length: 6 }, () => ({ phone: '3132774000' })) },
      { vocations: ['Comércio'] },
      { vocations: [{ description: 'v'.repeat(300) }] },
      { images: [{ path: 'x'.repeat(400) }] },
      { images: [{}] },
      { logo: 12 },
      { responsible_id: 'fulano' },
      { responsible_id: 2_147_483_648 },
      { city_hall: { city_id: -1 } },
      { city_hall: 'Centro' },
      { industrial_area: 'polígono' },
      { industrial_area: { type: 'Point', coordinates: [0, 0] } },
      { industrial_area: { type: 'Polygon', coordinates: [[[0, 0]]] } },
      { industrial_area: { type: 'Polygon', coordinates: [[['a', 'b']]] } },
      { industrial_area: { type: 'Feature', geometry: null } },
      { industrial_area: { type: 'MultiPolygon', coordinates: [[], 1] } },
    ];
    for (const payload of odd) {
      const response = await call(admin, 'PUT', url(), payload);
      expect(response.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${response.body}`).toBe(
        400,
      );
      const fields = response.json().fields as Record<string, string>;
      expect(Object.keys(fields).length).toBeGreaterThan(0);
      for (const message of Object.values(fields)) expect(message).toMatch(/[a-zà-ú]{3}/i);
    }
  });
});
