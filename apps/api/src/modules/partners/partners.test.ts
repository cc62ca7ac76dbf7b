import { CONNECTION_COLORS, type ConnectionNode, type Connections } from '@oportuna/domain';
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
import { systemClock } from '../../lib/clock.ts';
import { createFileUrls } from '../files/file-urls.ts';
import { createPartnersService } from './partners-service.ts';

/**
 * A small ownership graph of its own, beside the demo release, with names no demo partner has:
 *
 *   ZEFERINO ALVES ***111111** ─ ALFA XINGU, BETA XINGU
 *   ZEFERINO ALVES ***222222** ─ GAMA XINGU            (same name, another person)
 *   MARIA QUITERIA ***333333** ─ ALFA XINGU
 *   FUNDO XINGU (company, root 90000004) ─ BETA XINGU, GAMA XINGU
 *   JOHN XAVERIUS SMITH (foreign, no document) ─ GAMA XINGU
 *   ANA ZEFERINA ***555555** ─ GAMA XINGU
 *   PEDRO ULISSES LIMA ***444444** ─ FUNDO XINGU
 */
const COMPANIES = [
  ['90000001', 'ALFA XINGU LTDA'],
  ['90000002', 'BETA XINGU SA'],
  ['90000003', 'GAMA XINGU LTDA'],
  ['90000004', 'FUNDO XINGU PARTICIPACOES SA'],
] as const;
const PARTNERS: [number, string, string, string, string | null, string | null, string | null][] = [
  // id, company root, kind, name, document, person_key, partner root
  [9_000_001, '90000001', 'person', 'ZEFERINO ALVES', '***111111**', '111111:ZEFERINO ALVES', null],
  [9_000_002, '90000002', 'person', 'ZEFERINO ALVES', '***111111**', '111111:ZEFERINO ALVES', null],
  [9_000_003, '90000003', 'person', 'ZEFERINO ALVES', '***222222**', '222222:ZEFERINO ALVES', null],
  [9_000_004, '90000001', 'person', 'MARIA QUITERIA', '***333333**', '333333:MARIA QUITERIA', null],
  [
    9_000_005,
    '90000002',
    'company',
    'FUNDO XINGU PARTICIPACOES SA',
    '90000004000199',
    null,
    '90000004',
  ],
  [
    9_000_006,
    '90000003',
    'company',
    'FUNDO XINGU PARTICIPACOES SA',
    '90000004000199',
    null,
    '90000004',
  ],
  [9_000_007, '90000003', 'foreign', 'JOHN XAVERIUS SMITH', null, null, null],
  [9_000_008, '90000003', 'person', 'ANA ZEFERINA', '***555555**', '555555:ANA ZEFERINA', null],
  [
    9_000_009,
    '90000004',
    'person',
    'PEDRO ULISSES LIMA',
    '***444444**',
    '444444:PEDRO ULISSES LIMA',
    null,
  ],
];

const ZEFERINO = 'p:111111:ZEFERINO ALVES';
const FUNDO = 'c:90000004';

describe('corporate connections', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
    for (const [root, name] of COMPANIES) {
      await t.database.db.execute(
        sql`insert into receita.companies (cnpj, cnpj_basico, name, type, status, state, share_capital)
            values (${`${root}000199`}, ${root}, ${name}, '1', '02', 'SP', 1000)`,
      );
    }
    for (const [id, company, kind, name, document, personKey, partnerRoot] of PARTNERS) {
      await t.database.db.execute(
        sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, person_key, partner_cnpj_basico)
            values (${id}, ${company}, ${kind}, ${name}, ${document}, ${personKey}, ${partnerRoot})`,
      );
    }
    // The identities a Receita load builds from its partners, rebuilt for these.
    await t.database.db.execute(
      sql`truncate receita.partner_identities, receita.partner_name_words`,
    );
    await t.database.db.execute(sql.raw(fillPartnerIdentities(LIVE)));
    await t.database.db.execute(sql.raw(fillPartnerNameWords(LIVE)));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const graph = async (query: string): Promise<Connections['data']> => {
    const response = await get(`/api/partners/connections?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const ids = (nodes: ConnectionNode[], role?: string) =>
    nodes
      .filter((node) => !role || node.role === role)
      .map((node) => node.id)
      .sort();
  const pairs = (data: Connections['data']) =>
    data.edges.map((edge) => [edge.source, edge.target].sort().join(' — ')).sort();
  const zeferino = `name=${encodeURIComponent('ZEFERINO ALVES')}&document=${encodeURIComponent('***111111**')}`;

  it('suggests partners by the beginning of any word of the name, without accents or case, whole-name prefix first', async () => {
    const response = await get(`/api/partners/suggestions?q=${encodeURIComponent('zéferin')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      // Both people named so, the one in more companies first; then the name that only
      // contains the term.
      { name: 'ZEFERINO ALVES', document: '***111111**', type: 'person', companies: 2 },
      { name: 'ZEFERINO ALVES', document: '***222222**', type: 'person', companies: 1 },
      { name: 'ANA ZEFERINA', document: '***555555**', type: 'person', companies: 1 },
    ]);
    const companies = await get('/api/partners/suggestions?q=xingu');
    expect(companies.json()).toEqual([
      {
        name: 'FUNDO XINGU PARTICIPACOES SA',
        document: '90000004000199',
        type: 'company',
        companies: 2,
      },
    ]);
    const foreign = await get('/api/partners/suggestions?q=XAVERIUS');
    expect(foreign.json()).toEqual([
      { name: 'JOHN XAVERIUS SMITH', document: null, type: 'foreign', companies: 1 },
    ]);
    // Every word typed begins a word of the name, in any order.
    const twoWords = await get(`/api/partners/suggestions?q=${encodeURIComponent(' alv  ZEF ')}`);
    expect(twoWords.json().map((s: { document: string }) => s.document)).toEqual([
      '***111111**',
      '***222222**',
    ]);
    // The middle of a word is not its beginning; LIKE's wildcards are plain characters.
    for (const term of ['eferino', 'a%', 'z_f']) {
      const none = await get(`/api/partners/suggestions?q=${encodeURIComponent(term)}`);
      expect(none.json(), term).toEqual([]);
    }
    const short = await get('/api/partners/suggestions?q=z');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Digite ao menos 2 letras');
  });

  it('draws partners and companies around a person, coloured by what they are to the search', async () => {
    const data = await graph(`${zeferino}&with_companies=1&depth=2`);
    expect(ids(data.nodes, 'searched')).toEqual([ZEFERINO]);
    expect(ids(data.nodes, 'partner')).toEqual([FUNDO, 'p:333333:MARIA QUITERIA']);
    // The other Zeferino is another person: he appears only through the fund, as indirect.
    expect(ids(data.nodes, 'indirect')).toEqual([
      'f:JOHN XAVERIUS SMITH',
      'p:222222:ZEFERINO ALVES',
      'p:444444:PEDRO ULISSES LIMA',
      'p:555555:ANA ZEFERINA',
    ]);
    expect(ids(data.nodes, 'other')).toEqual(['c:90000001', 'c:90000002', 'c:90000003']);
    expect(pairs(data)).toEqual(
      [
        `${ZEFERINO} — c:90000001`,
        `${ZEFERINO} — c:90000002`,
        'c:90000001 — p:333333:MARIA QUITERIA',
        `${FUNDO} — c:90000002`,
        `${FUNDO} — c:90000003`,
        'c:90000003 — p:222222:ZEFERINO ALVES',
        'c:90000003 — f:JOHN XAVERIUS SMITH',
        'c:90000003 — p:555555:ANA ZEFERINA',
        `${FUNDO} — p:444444:PEDRO ULISSES LIMA`,
      ]
        .map((pair) => pair.split(' — ').sort().join(' — '))
        .sort(),
    );
    const byId = new Map(data.nodes.map((node) => [node.id, node]));
    expect(byId.get(ZEFERINO)).toMatchObject({
      name: 'ZEFERINO ALVES',
      type: 'person',
      color: CONNECTION_COLORS.searched,
      cpf: '***111111**',
      cnpj: null,
      depth: 0,
    });
    expect(byId.get(FUNDO)).toMatchObject({
      name: 'FUNDO XINGU PARTICIPACOES SA',
      type: 'company',
      color: CONNECTION_COLORS.partner,
      cnpj: '90000004000199',
      cpf: null,
    });
    expect(byId.get('p:555555:ANA ZEFERINA')?.color).toBe(CONNECTION_COLORS.indirect);
    expect(byId.get('c:90000003')).toMatchObject({
      name: 'GAMA XINGU LTDA',
      color: CONNECTION_COLORS.other,
      cnpj: '90000003000199',
    });
    expect(data.cut).toEqual([]);
  });

  it('without the companies, links each partner to whoever led to it', async () => {
    const data = await graph(`${zeferino}&depth=2`);
    expect(data.nodes.every((node) => node.role !== 'other')).toBe(true);
    expect(pairs(data)).toEqual(
      [
        `${ZEFERINO} — p:333333:MARIA QUITERIA`,
        `${ZEFERINO} — ${FUNDO}`,
        `${FUNDO} — p:222222:ZEFERINO ALVES`,
        `${FUNDO} — f:JOHN XAVERIUS SMITH`,
        `${FUNDO} — p:555555:ANA ZEFERINA`,
        `${FUNDO} — p:444444:PEDRO ULISSES LIMA`,
      ]
        .map((pair) => pair.split(' — ').sort().join(' — '))
        .sort(),
    );
    // One step: the partners of his companies only.
    const near = await graph(`${zeferino}&depth=1`);
    expect(ids(near.nodes)).toEqual([FUNDO, ZEFERINO, 'p:333333:MARIA QUITERIA'].sort());
  });

  it('starts from a company by its CNPJ, and from a foreign partner by its name', async () => {
    const fund = await graph('name=FUNDO&document=90.000.004/0001-99&depth=1&with_companies=1');
    expect(ids(fund.nodes, 'searched')).toEqual([FUNDO]);
    // Its holdings' partners and its own.
    expect(ids(fund.nodes, 'partner')).toEqual(
      [
        'f:JOHN XAVERIUS SMITH',
        ZEFERINO,
        'p:222222:ZEFERINO ALVES',
        'p:444444:PEDRO ULISSES LIMA',
        'p:555555:ANA ZEFERINA',
      ].sort(),
    );
    const john = await graph(`name=${encodeURIComponent('John Xaverius Smith')}&depth=1`);
    expect(ids(john.nodes, 'searched')).toEqual(['f:JOHN XAVERIUS SMITH']);
    expect(ids(john.nodes, 'partner')).toEqual(
      [FUNDO, 'p:222222:ZEFERINO ALVES', 'p:555555:ANA ZEFERINA'].sort(),
    );
  });

  it('cuts a layer at its limit and says how much exists; stops at the time limit', async () => {
    const service = (limits: { layerLimit?: number; layerRows?: number; timeLimitMs?: number }) =>
      createPartnersService({
        db: t.database.db,
        clock: systemClock,
        fileUrl: createFileUrls({ secret: 'test', clock: systemClock }).url,
        ...limits,
      });
    const query = { name: 'FUNDO', document: '90000004', with_companies: true, depth: 1 };
    const capped = await service({ layerLimit: 2 }).connections(query);
    // Three companies (its own, BETA, GAMA), two kept; of their partners, two kept.
    expect(capped.data.cut).toEqual([
      { depth: 1, reason: 'layer_limit', of: 'companies', shown: 2, total: 3 },
      expect.objectContaining({ depth: 1, reason: 'layer_limit', of: 'partners', shown: 2 }),
    ]);
    expect(capped.data.nodes.filter((node) => node.role === 'partner')).toHaveLength(2);
    // A layer reads its partner-company pairs in CNPJ order, up to its row limit, whatever
    // kind of partner holds them: a person, a company, a partner known by name.
    const firstPair = service({ layerRows: 1 });
    const companiesOf = (data: Connections['data']) => ids(data.nodes, 'other');
    const zeferinoFirst = await firstPair.connections({
      name: 'ZEFERINO ALVES',
      document: '***111111**',
      with_companies: true,
      depth: 1,
    });
    expect(companiesOf(zeferinoFirst.data)).toEqual(['c:90000001']);
    expect(zeferinoFirst.data.cut).toContainEqual(
      expect.objectContaining({ depth: 1, reason: 'layer_limit', of: 'companies', shown: 1 }),
    );
    // The fund's own partners come with it; of its holdings, the first.
    const fundFirst = await firstPair.connections(query);
    expect(companiesOf(fundFirst.data)).toEqual(['c:90000002']);
    const twoRows = await service({ layerRows: 2 }).connections({ ...query, depth: 1 });
    expect(companiesOf(twoRows.data)).toEqual(['c:90000002', 'c:90000003']);
    const johnFirst = await firstPair.connections({
      name: 'JOHN XAVERIUS SMITH',
      with_companies: true,
      depth: 1,
    });
    expect(companiesOf(johnFirst.data)).toEqual(['c:90000003']);

    const late = await service({ timeLimitMs: 0 }).connections(query);
    expect(late.data.nodes.map((node) => node.id)).toEqual([FUNDO]);
    expect(late.data.cut).toEqual([
      { depth: 1, reason: 'time_limit', of: 'companies', shown: 0, total: 0 },
    ]);
  });

  it('tells a partner’s companies and direct partners', async () => {
    const response = await get(`/api/partners/information?${zeferino}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      name: 'ZEFERINO ALVES',
      document: '***111111**',
      type: 'person',
      companies: [
        { name: 'ALFA XINGU LTDA', document: '90000001000199' },
        { name: 'BETA XINGU SA', document: '90000002000199' },
      ],
      direct_partners: [
        { name: 'FUNDO XINGU PARTICIPACOES SA', document: '90000004000199' },
        { name: 'MARIA QUITERIA', document: '***333333**' },
      ],
    });
    // The other man of the same name is someone else.
    const other = await get(
      `/api/partners/information?name=${encodeURIComponent('zeferino alves')}&document=${encodeURIComponent('***222222**')}`,
    );
    expect(other.json().data.companies).toEqual([
      { name: 'GAMA XINGU LTDA', document: '90000003000199' },
    ]);
  });

  it('answers 404 for a partner the registry lacks and 400 for a malformed document, in pt-BR', async () => {
    const unknown = await get(
      `/api/partners/connections?name=NINGUEM&document=${encodeURIComponent('***999999**')}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Sócio não encontrado');
    // A name is compared as typed: a wildcard in it matches nobody.
    for (const name of ['%25', 'JOHN%20XAVERIUS%20SMIT_']) {
      expect((await get(`/api/partners/connections?name=${name}&depth=1`)).statusCode).toBe(404);
    }
    const info = await get('/api/partners/information?name=NINGUEM%20XYZ');
    expect(info.statusCode).toBe(404);
    const malformed = await get('/api/partners/connections?name=A&document=12');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('Documento inválido');
    const deep = await get(`/api/partners/connections?${zeferino}&depth=9`);
    expect(deep.statusCode).toBe(400);
    expect(JSON.stringify(deep.json())).toContain('Profundidade entre 1 e 3');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/partners/suggestions?q=ze' });
    expect(anonymous.statusCode).toBe(401);
  });
});
