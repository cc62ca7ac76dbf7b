import type { PossibleLink } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

/**
 * Companies and partners of their own, beside the demo release, with names no demo record has:
 *
 *   ALFA TAPAJOS (SP)  partner ORLANDINA QUEIROZ BRAGA ***123456**
 *   BETA TAPAJOS (SP)  partner ORLANDINA QUEIROZ BRAGA ***999999**  (other digits)
 *   GAMA TAPAJOS (RJ)  partner ORLANDINA QUEIROZ BRAGA ***123456**  (other state)
 *   DELTA TAPAJOS (RJ head office, SP branch)  partner TEODORICO VAZ ***555555**
 *   EPSILON TAPAJOS (SP)  partner TEODORICO VAZ ***777777**
 *   ZETA TAPAJOS (SP)  partner TEODORICO VAZ FILHO ***555555**  (another name)
 *
 * Politicians (SP): Orlandina with TSE digits 123456, Teodorico without digits (twice: 2018 and
 * 2022, the same person), and Orlandina of RJ without digits.
 */
const COMPANIES = [
  ['91000001000191', 'ALFA TAPAJOS LTDA', 'SP', 1],
  ['91000002000136', 'BETA TAPAJOS LTDA', 'SP', 1],
  ['91000003000180', 'GAMA TAPAJOS LTDA', 'RJ', 1],
  ['91000004000125', 'DELTA TAPAJOS SA', 'RJ', 1],
  ['91000004000206', 'DELTA TAPAJOS SA', 'SP', 2],
  ['91000005000170', 'EPSILON TAPAJOS LTDA', 'SP', 1],
  ['91000006000100', 'ZETA TAPAJOS LTDA', 'SP', 1],
] as const;
const PARTNERS = [
  [
    9_100_001,
    '91000001',
    'Orlandina Queiroz  Braga',
    '***123456**',
    '123456:ORLANDINA QUEIROZ BRAGA',
  ],
  [
    9_100_002,
    '91000002',
    'ORLANDINA QUEIROZ BRAGA',
    '***999999**',
    '999999:ORLANDINA QUEIROZ BRAGA',
  ],
  [
    9_100_003,
    '91000003',
    'ORLANDINA QUEIROZ BRAGA',
    '***123456**',
    '123456:ORLANDINA QUEIROZ BRAGA',
  ],
  [9_100_004, '91000004', 'TEODORICO VAZ', '***555555**', '555555:TEODORICO VAZ'],
  [9_100_005, '91000005', 'TEODORICO VAZ', '***777777**', '777777:TEODORICO VAZ'],
  [9_100_006, '91000006', 'TEODORICO VAZ FILHO', '***555555**', '555555:TEODORICO VAZ FILHO'],
] as const;

const ALFA = '91000001000191';
const DELTA = '91000004000125';

describe('possible links between politicians and companies', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let user: string;
  let admin: string;
  let adminId: number;
  let customerId: number;
  let orlandina: number;
  let teodorico2018: number;
  let teodorico2022: number;
  let orlandinaRj: number;

  const insertPolitician = async (values: {
    name: string;
    uf: string;
    digits: string | null;
    year: number;
  }) => {
    const [row] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into politicians (name, cpf_digits, political_office_id, state_id, election_year, source)
          values (${values.name}, ${values.digits},
            (select id from political_offices where slug = 'deputado-federal'),
            (select id from states where uf = ${values.uf}), ${values.year}, 'teste')
          returning id`,
    );
    return row?.id as number;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const customer = await createCustomer(db);
    customerId = customer.id;
    const plain = await createUser(db, { customerId: customer.id });
    const boss = await createUser(db, { customerId: customer.id, roles: ['ROLE_ADMIN'] });
    adminId = boss.id;
    ({ authorization: user } = await signIn(t.app, smtp, plain.email));
    ({ authorization: admin } = await signIn(t.app, smtp, boss.email));
    for (const [cnpj, name, uf, type] of COMPANIES) {
      await db.execute(
        sql`insert into receita.companies (cnpj, cnpj_basico, name, type, status, state)
            values (${cnpj}, ${cnpj.slice(0, 8)}, ${name}, ${type}, '02', ${uf})`,
      );
    }
    for (const [id, company, name, document, personKey] of PARTNERS) {
      await db.execute(
        sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, person_key)
            values (${id}, ${company}, 'person', ${name}, ${document}, ${personKey})`,
      );
    }
    orlandina = await insertPolitician({
      name: 'Orlandina Queiróz Braga',
      uf: 'SP',
      digits: '123456',
      year: 2022,
    });
    teodorico2018 = await insertPolitician({
      name: 'TEODORICO VAZ',
      uf: 'SP',
      digits: null,
      year: 2018,
    });
    teodorico2022 = await insertPolitician({
      name: 'Teodorico  Vaz',
      uf: 'SP',
      digits: null,
      year: 2022,
    });
    orlandinaRj = await insertPolitician({
      name: 'ORLANDINA QUEIROZ BRAGA',
      uf: 'RJ',
      digits: null,
      year: 2022,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const get = (url: string, authorization = user) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const dismiss = (id: number, document: string, authorization = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/politicians/${id}/possible-links/${document}/dismiss`,
      headers: { authorization },
    });
  const linksOf = async (url: string, authorization = user): Promise<PossibleLink[]> => {
    const response = await get(url, authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const logEntries = async () =>
    rows<{ description: string }>(
      t.database.db,
      sql`select description from activity_logs where action = 'possible_link.dismissed'`,
    );

  it('links a politician with CPF digits to companies of the same state and digits only, with high confidence', async () => {
    expect(await linksOf(`/api/politicians/${orlandina}/possible-links`)).toEqual([
      {
        politician: {
          id: orlandina,
          name: 'Orlandina Queiróz Braga',
          office: expect.any(String),
          party: null,
          year: 2022,
        },
        company: { cnpj: ALFA, name: 'ALFA TAPAJOS LTDA', uf: 'SP' },
        evidence: { name: 'ORLANDINA QUEIROZ BRAGA', uf: 'SP', cpf_digits: '123456' },
        confidence: 'alta',
        partner: { name: 'Orlandina Queiroz  Braga', document: '***123456**' },
      },
    ]);
  });

  it('links a politician without digits by name and state, with medium confidence, each company once', async () => {
    const links = await linksOf(`/api/politicians/${teodorico2018}/possible-links`);
    // DELTA's head office is in RJ, but it has an establishment in SP; shown by its head office.
    expect(links.map((link) => [link.company.cnpj, link.company.uf, link.confidence])).toEqual([
      [DELTA, 'RJ', 'média'],
      ['91000005000170', 'SP', 'média'],
    ]);
    expect(links[0]?.evidence).toEqual({ name: 'TEODORICO VAZ', uf: 'SP', cpf_digits: null });
    expect(links[0]?.partner).toEqual({ name: 'TEODORICO VAZ', document: '***555555**' });
    // The RJ politician of Orlandina's name has no digits: GAMA (RJ) matches, whatever its digits.
    const rj = await linksOf(`/api/politicians/${orlandinaRj}/possible-links`);
    expect(rj.map((link) => link.company.cnpj)).toEqual(['91000003000180']);
  });

  it('lists the politicians of a company, one per person, the latest candidacy standing for them', async () => {
    const onDelta = await linksOf(`/api/companies/${DELTA}/possible-links`);
    expect(onDelta.map((link) => [link.politician.id, link.evidence.uf, link.confidence])).toEqual([
      [teodorico2022, 'SP', 'média'],
    ]);
    expect(onDelta[0]?.company).toEqual({ cnpj: DELTA, name: 'DELTA TAPAJOS SA', uf: 'RJ' });
    // By its SP branch, the same company and answer.
    expect(
      await linksOf(`/api/companies/${encodeURIComponent('91.000.004/0002-06')}/possible-links`),
    ).toEqual(onDelta);
    const onAlfa = await linksOf(`/api/companies/${ALFA}/possible-links`);
    expect(onAlfa.map((link) => [link.politician.id, link.confidence])).toEqual([
      [orlandina, 'alta'],
    ]);
    // Other digits than the politician's: not a link; RJ politician, SP company: not a link.
    expect(await linksOf('/api/companies/91000002000136/possible-links')).toEqual([]);
    const onGama = await linksOf('/api/companies/91000003000180/possible-links');
    expect(onGama.map((link) => link.politician.id)).toEqual([orlandinaRj]);
  });

  it('lists the 100 strongest links and says when more exist, and not when exactly 100 do', async () => {
    const db = t.database.db;
    // Partner of 101 companies in SP; the 101st is added after the first reading.
    const addCompany = async (n: number) => {
      const root = String(92_000_000 + n);
      await db.execute(
        sql`insert into receita.companies (cnpj, cnpj_basico, name, type, status, state)
            values (${`${root}000100`}, ${root}, ${`EMPRESA ${n} TAPAJOS LTDA`}, 1, '02', 'SP')`,
      );
      await db.execute(
        sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, person_key)
            values (${9_200_000 + n}, ${root}, 'person', 'CLEOMENES BATISTA ROCHA', '***246810**',
              '246810:CLEOMENES BATISTA ROCHA')`,
      );
    };
    for (let n = 1; n <= 100; n += 1) await addCompany(n);
    const cleomenes = await insertPolitician({
      name: 'Cleomenes Batista Rocha',
      uf: 'SP',
      digits: '246810',
      year: 2022,
    });
    const url = `/api/politicians/${cleomenes}/possible-links`;
    const exactly = (await get(url)).json();
    expect(exactly.data).toHaveLength(100);
    expect(exactly.has_more).toBe(false);
    await addCompany(101);
    const over = (await get(url)).json();
    expect(over.data).toHaveLength(100);
    expect(over.has_more).toBe(true);
    expect((await get(`/api/politicians/${orlandina}/possible-links`)).json().has_more).toBe(false);
  });

  it('answers 400 and 404 in Portuguese, never 500', async () => {
    const badCnpj = await get('/api/companies/123/possible-links');
    expect(badCnpj.statusCode).toBe(400);
    expect(badCnpj.json().message).toBe('CNPJ inválido');
    const unknownCompany = await get('/api/companies/11222333000181/possible-links');
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json().message).toBe('Empresa não encontrada!');
    const unknown = await get('/api/politicians/2147483647/possible-links');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Político não encontrado.');
    const badId = await get('/api/politicians/abc/possible-links');
    expect(badId.statusCode).toBe(400);
    const tooBig = await get('/api/politicians/99999999999/possible-links');
    expect(tooBig.statusCode).toBe(400);
    expect((await dismiss(2_147_483_647, ALFA)).statusCode).toBe(404);
    expect((await dismiss(orlandina, '11222333000181')).statusCode).toBe(404);
    expect((await dismiss(orlandina, 'x'.repeat(30))).statusCode).toBe(400);
    const noLink = await dismiss(orlandina, '91000002000136');
    expect(noLink.statusCode).toBe(404);
    expect(noLink.json().message).toBe('Possível vínculo não encontrado.');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/politicians/${orlandina}/possible-links`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses the dismissal to a user who is not an administrator', async () => {
    const refused = await dismiss(orlandina, ALFA, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/permissão/);
    expect(await linksOf(`/api/politicians/${orlandina}/possible-links`)).toHaveLength(1);
  });

  it("hides a link an admin dismissed from their customer's users, even after the politician is loaded again", async () => {
    const done = await dismiss(teodorico2018, DELTA);
    expect(done.statusCode, done.body).toBe(204);
    for (const authorization of [user, admin]) {
      const links = await linksOf(
        `/api/politicians/${teodorico2018}/possible-links`,
        authorization,
      );
      expect(links.map((link) => link.company.cnpj)).toEqual(['91000005000170']);
      // Every candidacy of the person, and the company's side too.
      const later = await linksOf(
        `/api/politicians/${teodorico2022}/possible-links`,
        authorization,
      );
      expect(later.map((link) => link.company.cnpj)).toEqual(['91000005000170']);
      expect(await linksOf(`/api/companies/${DELTA}/possible-links`, authorization)).toEqual([]);
    }
    const [dismissal] = await rows<{ person_name: string; uf: string; dismissed_by: number }>(
      t.database.db,
      sql`select person_name, uf, company_cnpj_basico, customer_id, dismissed_by
          from possible_link_dismissals where company_cnpj_basico = '91000004'`,
    );
    expect(dismissal).toEqual({
      person_name: 'TEODORICO VAZ',
      uf: 'SP',
      company_cnpj_basico: '91000004',
      customer_id: customerId,
      dismissed_by: adminId,
    });
    expect((await logEntries()).map((entry) => entry.description)).toEqual([
      'Marcou como incorreto, para os usuários do seu cliente, o possível vínculo entre TEODORICO VAZ e a empresa DELTA TAPAJOS SA (91000004000125)',
    ]);

    // A reload of TSE data writes the politician again, under a new id: still hidden.
    await t.database.db.execute(
      sql`delete from politicians where id in (${teodorico2018}, ${teodorico2022})`,
    );
    const reloaded = await insertPolitician({
      name: 'TEODORICO VAZ',
      uf: 'SP',
      digits: null,
      year: 2022,
    });
    const again = await linksOf(`/api/politicians/${reloaded}/possible-links`);
    expect(again.map((link) => link.company.cnpj)).toEqual(['91000005000170']);
    expect(await linksOf(`/api/companies/${DELTA}/possible-links`)).toEqual([]);
    // Dismissing what is already dismissed (a second click) succeeds and logs nothing new.
    expect((await dismiss(reloaded, DELTA)).statusCode).toBe(204);
    expect(await logEntries()).toHaveLength(1);
  });

  it('keeps one dismissal and one log entry of many parallel requests, all answered 204', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        dismiss(orlandina, encodeURIComponent('91.000.001/0001-91')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from possible_link_dismissals where company_cnpj_basico = '91000001'`,
    );
    expect(count?.n).toBe(1);
    expect(await logEntries()).toHaveLength(2);
    expect(await linksOf(`/api/politicians/${orlandina}/possible-links`)).toEqual([]);
  });
});
