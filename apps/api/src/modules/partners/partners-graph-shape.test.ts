import type { Connections } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  fillPartnerIdentities,
  fillPartnerNameWords,
  LIVE,
} from '../../importers/receita/receita-sql.ts';

/**
 * An ownership graph where a company is both held and a holder, reached first as a holding:
 *
 *   RITA ***100001** ─ ALFA TAPAJOS, HOLDING TAPAJOS
 *   HOLDING TAPAJOS (company, root 91000004) ─ ALFA TAPAJOS, BETA TAPAJOS
 *   OTAVIO ***100002** ─ HOLDING TAPAJOS, GAMA TAPAJOS
 *   BRUNO ***100003** ─ BETA TAPAJOS
 *   LUCAS ***100004** ─ GAMA TAPAJOS
 *
 * From RITA, three steps (the cap) reach every partner and every company.
 */
const COMPANIES = [
  ['91000001', 'ALFA TAPAJOS LTDA'],
  ['91000002', 'BETA TAPAJOS LTDA'],
  ['91000003', 'GAMA TAPAJOS LTDA'],
  ['91000004', 'HOLDING TAPAJOS SA'],
] as const;
const RITA = 'p:100001:RITA TAPAJOS';
const OTAVIO = 'p:100002:OTAVIO TAPAJOS';
const BRUNO = 'p:100003:BRUNO TAPAJOS';
const LUCAS = 'p:100004:LUCAS TAPAJOS';
const HOLDING = 'c:91000004';
/** Node id of the partner, then the root of the company it is a partner of. */
const HOLDS: [string, string][] = [
  [RITA, '91000001'],
  [RITA, '91000004'],
  [HOLDING, '91000001'],
  [HOLDING, '91000002'],
  [OTAVIO, '91000004'],
  [OTAVIO, '91000003'],
  [BRUNO, '91000002'],
  [LUCAS, '91000003'],
];

const pair = (a: string, b: string) => [a, b].sort().join(' — ');

describe('corporate connections: limits and shape of the graph', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    const db = t.database.db;
    for (const [root, name] of COMPANIES) {
      await db.execute(
        sql`insert into receita.companies (cnpj, cnpj_basico, name, type, status, state, share_capital)
            values (${`${root}000199`}, ${root}, ${name}, '1', '02', 'SP', 1000)`,
      );
    }
    for (const [index, [partner, company]] of HOLDS.entries()) {
      const id = 9_100_001 + index;
      if (partner.startsWith('c:')) {
        const root = partner.slice(2);
        await db.execute(
          sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, partner_cnpj_basico)
              values (${id}, ${company}, 'company', 'HOLDING TAPAJOS SA', ${`${root}000199`}, ${root})`,
        );
      } else {
        const [digits, name] = partner.slice(2).split(':') as [string, string];
        await db.execute(
          sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, person_key)
              values (${id}, ${company}, 'person', ${name}, ${`***${digits}**`}, ${partner.slice(2)})`,
        );
      }
    }
    await db.execute(sql`truncate receita.partner_identities, receita.partner_name_words`);
    await db.execute(sql.raw(fillPartnerIdentities(LIVE)));
    await db.execute(sql.raw(fillPartnerNameWords(LIVE)));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rita = `name=${encodeURIComponent('RITA TAPAJOS')}&document=${encodeURIComponent('***100001**')}`;
  const connections = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/partners/connections?${rita}&${query}`,
      headers: { authorization },
    });
  const graph = async (query: string): Promise<Connections['data']> => {
    const response = await connections(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const edgesOf = (data: Connections['data']) =>
    data.edges.map((edge) => pair(edge.source, edge.target)).sort();

  // Decision 0012: the screen offers 1, 2 or 3 steps.
  it('accepts depths 1 to 3 and refuses one step past either end, in pt-BR', async () => {
    for (const depth of [1, 2, 3]) {
      expect((await connections(`depth=${depth}`)).statusCode, `depth ${depth}`).toBe(200);
    }
    for (const depth of [0, 4]) {
      const refused = await connections(`depth=${depth}`);
      expect(refused.statusCode, `depth ${depth}`).toBe(400);
      expect(refused.json().fields).toEqual({ depth: 'Profundidade entre 1 e 3' });
    }
  });

  it('draws an edge for every partner of every company when the companies are shown', async () => {
    const data = await graph('depth=3&with_companies=1');
    expect(data.cut).toEqual([]);
    expect(data.nodes.map((node) => node.id).sort()).toEqual(
      [RITA, OTAVIO, BRUNO, LUCAS, HOLDING, 'c:91000001', 'c:91000002', 'c:91000003'].sort(),
    );
    // A company partner and the company it is are one node: its holdings and its partners
    // both hang from it.
    expect(edgesOf(data)).toEqual(
      HOLDS.map(([partner, company]) => pair(partner, `c:${company}`)).sort(),
    );
  });

  it('keeps every partner-to-company edge whose company is a node when the companies are hidden', async () => {
    const data = await graph('depth=3');
    expect(data.cut).toEqual([]);
    expect(data.nodes.map((node) => node.id).sort()).toEqual(
      [RITA, OTAVIO, BRUNO, LUCAS, HOLDING].sort(),
    );
    // The holding is drawn: each of its partners links to it, whoever led to them.
    const toShownCompanies = HOLDS.filter(([, company]) => `c:${company}` === HOLDING).map(
      ([partner, company]) => pair(partner, `c:${company}`),
    );
    expect(toShownCompanies).toEqual([pair(RITA, HOLDING), pair(OTAVIO, HOLDING)]);
    expect(edgesOf(data)).toEqual(expect.arrayContaining(toShownCompanies));
    // And each partner found through a hidden company links to whoever led to that company.
    expect(edgesOf(data)).toEqual(
      [
        pair(RITA, HOLDING),
        pair(OTAVIO, HOLDING),
        pair(RITA, OTAVIO),
        pair(HOLDING, BRUNO),
        pair(OTAVIO, LUCAS),
      ].sort(),
    );
  });
});
