import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { writeTseFolder } from '../../../test/tse-files.ts';
import { files2022, files2024 } from '../../../test/tse-politician-files.ts';
import { rows } from '../../db/rows.ts';
import { loadTseCandidacies } from '../../importers/tse/load-tse.ts';

/** What a client reads once TSE's candidacies were loaded: the published politicians. */
describe('politicians after a TSE load', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let bauru: number;
  let sp: number;
  let folder: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    folder = writeTseFolder({ ...files2022(), ...files2024() });
    await loadTseCandidacies(t.database, folder);
    const [ids] = await rows<{ bauru: number; sp: number }>(
      t.database.db,
      sql`select (select id from cities where code = 3506003) as bauru,
                 (select id from states where uf = 'SP') as sp`,
    );
    bauru = ids?.bauru ?? 0;
    sp = ids?.sp ?? 0;
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
    await smtp.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
  const tseId = async (seq: string) =>
    (
      await rows<{ id: number }>(
        t.database.db,
        sql`select id from politicians where tse_candidate_seq = ${seq}`,
      )
    )[0]?.id;

  it("lists the city's elected mayor from TSE once, with its fields", async () => {
    const response = await get(`/api/politicians?city=${bauru}&limit=100`);
    expect(response.statusCode).toBe(200);
    const mayors = response
      .json()
      .data.filter(
        (p: { political_office: { description: string } }) =>
          p.political_office.description === 'Prefeito',
      );
    expect(mayors).toEqual([
      {
        id: await tseId('250002000001'),
        name: 'SUÉLLEN SILVA ROSIM',
        party: {
          id: expect.any(Number),
          number: 55,
          abbreviation: 'PSD',
          description: 'Partido Social Democrático',
        },
        born_in: { state: { uf: 'SP' } },
        birth_date: '1988-05-01',
        situation: 'DEFERIDO',
        situation_label: 'Deferido',
        scholarity: 'SUPERIOR COMPLETO',
        political_office: { id: expect.any(Number), description: 'Prefeito' },
        city: { id: bauru, name: 'Bauru' },
        state: { id: sp, uf: 'SP' },
        email: 'SUELLEN@EXEMPLO.COM.BR',
        is_favorite: false,
        meta: {
          electionYear: 2024,
          occupation: 'JORNALISTA E REDATOR',
          association: null,
          gender: 'FEMININO',
          photo: null,
        },
      },
    ]);
  });

  it('opens a TSE politician, an unaccepted candidacy shown as Indeferido', async () => {
    const id = await tseId('250002000002');
    const response = await get(`/api/politicians/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'LÚCIA INDEFERIDA',
      political_office: { description: 'Vereador' },
      city: { name: 'Bauru' },
      situation: 'INDEFERIDO',
      situation_label: 'Indeferido',
      is_elected: false,
      born_in: { state: { uf: 'BA' } },
      scholarity: 'ENSINO MÉDIO COMPLETO',
      meta: { electionYear: 2024, occupation: 'COMERCIANTE' },
    });
  });

  it("shows TSE's mayor on the city page and TSE's governor on the state page", async () => {
    const city = await get(`/api/cities/${bauru}`);
    expect(city.statusCode).toBe(200);
    expect(city.json().mayor).toEqual({
      id: await tseId('250002000001'),
      name: 'SUÉLLEN ROSIM',
      political_party: { abbreviation: 'PSD' },
      meta: { photo: null, electionYear: 2024 },
    });
    const state = await get(`/api/states/${sp}`);
    expect(state.statusCode).toBe(200);
    expect(state.json().governor).toEqual({
      id: await tseId('250001600001'),
      name: 'TARCÍSIO',
      political_party: { abbreviation: 'REPUBLICANOS' },
      meta: { photo: null, electionYear: 2022 },
    });
  });
});
