import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import {
  BELO_HORIZONTE,
  cityHallOf,
  neighbourOf,
  type PlaceIds,
  placeOf,
  stateGovernmentOf,
} from '../../../test/locality-fixtures.ts';
import { AS_READ, NAMES } from '../../../test/names-as-read.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

type Who = { authorization: string; id: number };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('who may enable and edit a locality', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let home: PlaceIds;
  let neighbour: PlaceIds;
  let superadmin: Who;
  let cityAdmin: Who;
  let cityUser: Who;
  let otherCityAdmin: Who;
  let stateAdmin: Who;
  let companyAdmin: Who;

  async function who(customerId: number | null, roles: string[]): Promise<Who> {
    const person = await createUser(t.database.db, { customerId, roles: roles as never });
    return {
      id: person.id,
      authorization: (await signIn(t.app, smtp, person.email)).authorization,
    };
  }
  const call = (w: Who, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: w.authorization } });
  const canEdit = async (w: Who) => ({
    city: (await call(w, 'GET', `/api/cities/${home.cityId}`)).json().has_permission_to_edit,
    list: (await call(w, 'GET', `/api/cities?id=${home.cityId}`)).json().data[0]
      .has_permission_to_edit,
    profile: (await call(w, 'GET', `/api/locations/${BELO_HORIZONTE}`)).json()
      .has_permission_to_edit,
  });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    home = await placeOf(db, BELO_HORIZONTE);
    neighbour = await neighbourOf(db, home);
    const hall = await cityHallOf(db, home);
    const otherHall = await cityHallOf(db, neighbour);
    const government = await stateGovernmentOf(db, home);
    const company = await createCustomer(db, { type: 'company' });
    superadmin = await who(null, ['ROLE_SUPERADMIN']);
    cityAdmin = await who(hall.id, ['ROLE_ADMIN']);
    cityUser = await who(hall.id, ['ROLE_USER']);
    otherCityAdmin = await who(otherHall.id, ['ROLE_ADMIN']);
    stateAdmin = await who(government.id, ['ROLE_ADMIN']);
    companyAdmin = await who(company.id, ['ROLE_ADMIN']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    ['a user of the city hall', () => cityUser],
    ["another city's admin", () => otherCityAdmin],
    ["the state government's admin (for one of its cities)", () => stateAdmin],
    ["a company's admin", () => companyAdmin],
  ])('refuses enabling a city to %s with 403 in pt-BR', async (_name, person) => {
    for (const method of ['POST', 'PUT'] as const) {
      const response = await call(person(), method, `/api/locations/${BELO_HORIZONTE}/enable`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'locality_enable_forbidden',
        message:
          'Apenas o superadministrador ou um administrador do cliente desta localidade pode habilitá-la.',
      });
    }
    expect((await call(superadmin, 'GET', `/api/locations/${BELO_HORIZONTE}`)).json()).toBeNull();
  });

  it("lets the city hall's admin enable its city", async () => {
    const enabled = await call(cityAdmin, 'POST', `/api/locations/${BELO_HORIZONTE}/enable`);
    expect(enabled.statusCode).toBe(201);
    expect(enabled.json()).toMatchObject({ has_permission_to_edit: true, description: null });
    const again = await call(cityAdmin, 'PUT', `/api/locations/${BELO_HORIZONTE}/enable`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(enabled.json().id);
  });

  it('lets the superadmin enable any city', async () => {
    const response = await call(superadmin, 'PUT', `/api/locations/${neighbour.cityCode}/enable`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toEqual(expect.any(Number));
  });

  it("lets the state government's admin enable its state, and no city admin", async () => {
    const refused = await call(cityAdmin, 'POST', `/api/locations/${home.stateCode}/enable`);
    expect(refused.statusCode).toBe(403);
    const enabled = await call(stateAdmin, 'POST', `/api/locations/${home.stateCode}/enable`);
    expect(enabled.statusCode).toBe(201);
  });

  it('answers 404 for the code of no place', async () => {
    const response = await call(superadmin, 'POST', '/api/locations/9999999/enable');
    expect(response.statusCode).toBe(404);
  });

  it('marks has_permission_to_edit for the superadmin and the city hall admins only', async () => {
    expect(await canEdit(superadmin)).toEqual({ city: true, list: true, profile: true });
    expect(await canEdit(cityAdmin)).toEqual({ city: true, list: true, profile: true });
    for (const person of [cityUser, otherCityAdmin, stateAdmin, companyAdmin]) {
      expect(await canEdit(person)).toEqual({ city: false, list: false, profile: false });
    }
  });

  it('offers the customer’s users by name as a Brazilian reads it', async () => {
    const mark = `Resp${Date.now().toString(36)}`;
    const hall = (await call(cityAdmin, 'GET', `/api/locations/${BELO_HORIZONTE}`)).json().customer;
    for (const name of NAMES) {
      const user = await createUser(t.database.db, { customerId: hall.id });
      await t.database.db
        .update(users)
        .set({ name: `${name} ${mark}` })
        .where(eq(users.id, user.id));
    }
    const listed = await call(
      cityAdmin,
      'GET',
      `/api/locations/${BELO_HORIZONTE}/responsible-users`,
    );
    expect(listed.statusCode).toBe(200);
    const ours = (listed.json().data as { name: string }[])
      .filter((u) => u.name.endsWith(mark))
      .map((u) => u.name.split(' ')[0]);
    expect(ours).toEqual(AS_READ);
  });

  it('refuses a save to whoever may not edit, with 403 in pt-BR', async () => {
    for (const person of [cityUser, otherCityAdmin, stateAdmin, companyAdmin]) {
      const response = await call(person, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
        description: 'x',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'locality_forbidden',
        message: 'Você não tem permissão para editar esta localidade.',
      });
      const users = await call(person, 'GET', `/api/locations/${BELO_HORIZONTE}/responsible-users`);
      expect(users.statusCode).toBe(403);
    }
  });

  it('makes the responsible editor an editor: flag true, saves allowed, responsible kept', async () => {
    const choose = await call(cityAdmin, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
      responsible_id: cityUser.id,
    });
    expect(choose.statusCode, choose.body).toBe(200);
    expect(choose.json().responsible).toMatchObject({ id: cityUser.id });
    expect(await canEdit(cityUser)).toEqual({ city: true, list: true, profile: true });
    const save = await call(cityUser, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
      description: 'Resumo',
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({ description: 'Resumo', responsible: { id: cityUser.id } });
    // The responsible editor may neither enable nor hand the role over.
    const handOver = await call(cityUser, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
      responsible_id: cityAdmin.id,
    });
    expect(handOver.statusCode).toBe(403);
    expect(handOver.json().code).toBe('locality_responsible_forbidden');
    const enable = await call(cityUser, 'POST', `/api/locations/${neighbour.cityCode}/enable`);
    expect(enable.statusCode).toBe(403);
  });

  it("lists the city hall's active users for the responsible selector", async () => {
    const inactive = await createUser(t.database.db, {
      customerId: (await call(cityAdmin, 'GET', `/api/locations/${BELO_HORIZONTE}`)).json().customer
        .id,
      isActive: false,
    });
    const response = await call(
      cityAdmin,
      'GET',
      `/api/locations/${BELO_HORIZONTE}/responsible-users`,
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([cityAdmin.id, cityUser.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(otherCityAdmin.id);
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
    });
  });

  it('refuses a responsible editor who is not an active user of the city hall', async () => {
    for (const id of [otherCityAdmin.id, superadmin.id, 99_999_999]) {
      const response = await call(cityAdmin, 'PUT', `/api/locations/${BELO_HORIZONTE}`, {
        responsible_id: id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        responsible_id: 'Responsável deve ser um usuário ativo do cliente desta localidade',
      });
    }
  });

  it("marks the state's flag for the superadmin and the state government's admins", async () => {
    const flag = async (w: Who) =>
      (await call(w, 'GET', `/api/states/${home.stateId}`)).json().has_permission_to_edit;
    expect(await flag(superadmin)).toBe(true);
    expect(await flag(stateAdmin)).toBe(true);
    expect(await flag(cityAdmin)).toBe(false);
    expect(await flag(cityUser)).toBe(false);
  });
});
