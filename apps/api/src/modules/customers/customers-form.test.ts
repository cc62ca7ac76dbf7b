import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePlaces, type Place, registryCnpj } from '../../../test/customer-places.ts';
import { createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('POST and PUT /api/customers: the customer form', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let superadminId: number;
  let places: Place[];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    superadminId = superadmin.id;
    authorization = (await signIn(t.app, smtp, superadmin.email)).authorization;
    places = await freePlaces(t.database.db, 6);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const place = (index: number) => places[index] as Place;
  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: payload as object,
      headers: { authorization },
    });
  const put = (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}`,
      payload,
      headers: { authorization },
    });
  const get = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/customers/${id}`, headers: { authorization } });

  async function fieldsOf(payload: unknown) {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().fields as Record<string, string>;
  }

  it("refuses a missing or blank name with 'Nome é obrigatório'", async () => {
    expect((await fieldsOf({ type: 'state', state: place(0).stateId })).name).toBe(
      'Nome é obrigatório',
    );
    expect((await fieldsOf({ name: '   ', type: 'state', state: place(0).stateId })).name).toBe(
      'Nome é obrigatório',
    );
  });

  it("refuses a missing type with 'Tipo é obrigatório'", async () => {
    expect((await fieldsOf({ name: 'X' })).type).toBe('Tipo é obrigatório');
    expect((await fieldsOf({ name: 'X', type: 'ong' })).type).toBe(
      'Tipo inválido: use city, state ou company',
    );
  });

  it("refuses a state or city customer without a state with 'Estado é obrigatório'", async () => {
    expect((await fieldsOf({ name: 'X', type: 'state' })).state).toBe('Estado é obrigatório');
    expect((await fieldsOf({ name: 'X', type: 'city', city: place(0).cityId })).state).toBe(
      'Estado é obrigatório',
    );
  });

  it("refuses a city customer without a city with 'Cidade é obrigatório'", async () => {
    const fields = await fieldsOf({ name: 'X', type: 'city', state: place(0).stateId });
    expect(fields).toEqual({ city: 'Cidade é obrigatório' });
  });

  it("refuses a company customer without a CNPJ with 'CNPJ é obrigatório'", async () => {
    expect((await fieldsOf({ name: 'X', type: 'company' }))['company.federal_tax_id']).toBe(
      'CNPJ é obrigatório',
    );
    const blank = await fieldsOf({ name: 'X', type: 'company', company: { federal_tax_id: '' } });
    expect(blank['company.federal_tax_id']).toBe('CNPJ é obrigatório');
  });

  it("refuses a wrong CNPJ with 'CNPJ inválido'", async () => {
    for (const cnpj of ['11222333000180', '00000000000000', '1122233300018', 'abc']) {
      const fields = await fieldsOf({
        name: 'X',
        type: 'company',
        company: { federal_tax_id: cnpj },
      });
      expect(fields['company.federal_tax_id'], cnpj).toBe('CNPJ inválido');
    }
  });

  it('reports every missing field at once', async () => {
    expect(await fieldsOf({ type: 'city' })).toEqual({
      name: 'Nome é obrigatório',
      state: 'Estado é obrigatório',
      city: 'Cidade é obrigatório',
    });
  });

  it('refuses a city of another state', async () => {
    const fields = await fieldsOf({
      name: 'X',
      type: 'city',
      state: place(1).stateId,
      city: place(0).cityId,
    });
    expect(fields.city).toBe('Cidade não encontrada no estado escolhido');
  });

  it('refuses a company customer whose CNPJ is in neither the registry nor the registrations', async () => {
    const fields = await fieldsOf({
      name: 'X',
      type: 'company',
      company: { federal_tax_id: '11.222.333/0001-81' },
    });
    expect(fields['company.federal_tax_id']).toMatch(/^Empresa não encontrada na base/);
  });

  it('answers 400, never 500, to bodies of the wrong shape', async () => {
    for (const body of [
      [],
      'x',
      42,
      null,
      { name: 1, type: [], state: 'a', city: {}, company: 7 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/customers',
        payload: JSON.stringify(body),
        headers: { authorization, 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await post({ name: 'X', type: 'state', state: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    const unknownState = await post({ name: 'X', type: 'state', state: 999_999 });
    expect(unknownState.json().fields).toEqual({ state: 'Estado não encontrado' });
    const missing = await put(999_999, { is_active: false });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a second customer for the same city, and for the same state', async () => {
    const city = {
      name: 'Prefeitura',
      type: 'city',
      state: place(2).stateId,
      city: place(2).cityId,
    };
    expect((await post(city)).statusCode).toBe(201);
    const again = await post({ ...city, name: 'Outra prefeitura' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'customer_locality_taken',
      fields: { city: 'Já existe um cliente para esta cidade' },
    });
    const state = { name: 'Governo', type: 'state', state: place(3).stateId };
    expect((await post(state)).statusCode).toBe(201);
    const stateAgain = await post(state);
    expect(stateAgain.statusCode).toBe(409);
    expect(stateAgain.json().fields).toEqual({ state: 'Já existe um cliente para este estado' });
  });

  it('refuses moving a customer to a city another customer has', async () => {
    const taken = { name: 'A', type: 'city', state: place(4).stateId, city: place(4).cityId };
    expect((await post(taken)).statusCode).toBe(201);
    const created = await post({ name: 'B', type: 'state', state: place(4).stateId });
    const moved = await put(created.json().id, { ...taken, name: 'B' });
    expect(moved.statusCode).toBe(409);
    expect((await get(created.json().id)).json()).toMatchObject({ name: 'B', type: 'state' });
  });

  it('round trip: every field saved is read back, for each type, and the log says what changed', async () => {
    const created = await post({
      name: '  Prefeitura de Ida e Volta ',
      type: 'city',
      state: place(5).stateId,
      city: place(5).cityId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect((await get(id)).json()).toMatchObject({
      id,
      name: 'Prefeitura de Ida e Volta',
      type: 'city',
      is_active: true,
      state: { id: place(5).stateId, name: place(5).stateName },
      city: { id: place(5).cityId, name: place(5).cityName, state_id: place(5).stateId },
      company: null,
      logo: null,
      background_banner: null,
      map_color: null,
    });

    const company = await registryCnpj(t.database.db);
    const masked = company.cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
    const edited = await put(id, {
      name: 'Empresa de Ida e Volta',
      type: 'company',
      company: { federal_tax_id: masked },
    });
    expect(edited.statusCode, edited.body).toBe(204);
    expect((await get(id)).json()).toMatchObject({
      name: 'Empresa de Ida e Volta',
      type: 'company',
      state: null,
      city: null,
      company: { federal_tax_id: company.cnpj, name: company.name },
    });

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/users/${superadminId}/audits?limit=100`,
      headers: { authorization },
    });
    const descriptions = (log.json().data as { description: string }[]).map((e) => e.description);
    expect(descriptions).toContain(
      `Cadastrou o cliente Prefeitura de Ida e Volta (Cidade: ${place(5).cityName})`,
    );
    expect(descriptions).toContain(
      `Atualizou o cliente Empresa de Ida e Volta (Empresa: ${company.name})`,
    );
  });
});
