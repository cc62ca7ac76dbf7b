import { PassThrough } from 'node:stream';
import { MESSAGES } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyMutations, HUGE_JSON_NUMBER } from '../../test/body-mutations.ts';
import { declaredInputs } from '../../test/declared-inputs.ts';
import { createUser } from '../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../test/multipart.ts';
import { nextAddress } from '../../test/showcase-kit.ts';
import { signIn } from '../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rows } from '../db/rows.ts';

/** Inputs a careless or hostile client might send in place of ids, queries and bodies. */
const ODD_IDS = ['0', '-1', 'abc', '99999999999999999999', '1.5', '%00', "1'--"];
const ODD_QUERIES = [
  'page=-1&limit=0',
  'page=abc&limit=1e9',
  'sort[name]=sideways',
  'sort[__proto__]=asc',
  'ufs=a,b&id=%2C%2C',
  'coordinates_polygon=%5B%5B1%5D%5D',
  'coordinates_polygon=not-json',
  'idhm=9,1&start_date=2024-13-45',
  'name=%27%3B%20drop%20table%20cities%3B--',
  'format=exe',
];
const ODD_BODIES: unknown[] = [
  {},
  [],
  'texto',
  { type: 'planet' },
  { entity: 'city', entity_id: -5 },
  { name: 'x'.repeat(100_000) },
  { __proto__: { admin: true }, type: 'city' },
  { username: ['a'], password: { $ne: null }, code: 1234, token: null },
];

/** Values PostgreSQL refuses or cannot store: NUL bytes, impossible dates, out-of-range numbers. */
const HUGE_DIGITS = `1${'0'.repeat(400)}`;
const ODD_PATH_VALUES = [
  '2147483648',
  '3000000000',
  '99999999999',
  '9007199254740991',
  'a%00b',
  '2026-02-30',
];
const ODD_QUERY_VALUES = [
  'a%00b',
  '%00',
  '%ED%A0%80',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '2147483648',
  '99999999999',
  '9007199254740991',
  '1,2147483648',
  '1e20',
  '100000000000000000000',
  '0,100000000000000000000',
  '-100000000000000000000,0',
  '10000000000000,',
  `0,${HUGE_DIGITS}`,
];
const ODD_BODY_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  '2026-02-30',
  '2026-13-01',
  2147483648,
  99999999999,
  '99999999999',
  10_000_000_000_000,
  1e20,
  HUGE_JSON_NUMBER,
  '100000000000000000000',
  'R$ 100.000.000.000.000.000,00',
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Multipart bodies cut short or malformed: what a dropped connection or a careless client
 * sends. Each comes whole (a text field, then a file) before it is cut; a file part is tried
 * under each name the product's forms read files from.
 */
const MALFORMED_MULTIPART = (() => {
  const cases: { name: string; payload: Buffer; contentType: string }[] = [
    {
      name: 'body "x"',
      payload: Buffer.from('x'),
      contentType: 'multipart/form-data; boundary=xyz',
    },
    {
      name: 'empty boundary',
      payload: Buffer.from('x'),
      contentType: 'multipart/form-data; boundary=',
    },
    {
      name: 'boundary of 300 characters',
      payload: Buffer.from(`--${'b'.repeat(300)}\r\n`),
      contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`,
    },
  ];
  for (const field of ['file', 'attachments']) {
    const { payload, headers } = multipartBody(
      [{ field, name: 'planta.png', content: ONE_PIXEL_PNG }],
      { description: 'Nova linha de produção' },
    );
    const contentType = headers['content-type'];
    const fileAt = payload.indexOf(ONE_PIXEL_PNG);
    cases.push(
      { name: `${field}: no boundary`, payload, contentType: 'multipart/form-data' },
      { name: `${field}: part cut in its headers`, payload: payload.subarray(0, 60), contentType },
      {
        name: `${field}: text field cut`,
        payload: payload.subarray(0, payload.indexOf('Nova linha') + 4),
        contentType,
      },
      { name: `${field}: file cut`, payload: payload.subarray(0, fileAt + 30), contentType },
    );
  }
  return cases;
})();

describe('no input makes the server answer 500', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  /** What the server logs at level error, as JSON lines. */
  let errorsLogged: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    errorsLogged.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp(
      { SMTP_URL: smtp.url, LOG_LEVEL: 'error' },
      { logger: true, logStream },
    );
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    ({ authorization } = await signIn(t.app, smtp, superadmin.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const walkable = () =>
    t.app.accessRules.filter((rule) => !rule.url.endsWith('/stream') && rule.url !== '/api/logout');
  const isFault = (status: number, url: string) =>
    status >= 500 && !(status === 502 && url.startsWith('/api/cep'));

  it('answers every registered route, fed odd ids, queries and bodies, below 500', async () => {
    const failures: string[] = [];
    const send = async (method: Method, url: string, body?: unknown) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      if (isFault(response.statusCode, url)) {
        failures.push(
          `${method} ${url} ${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    };
    // Every pair of odd inputs reaches each route: the first id with every query and body
    // together, the other ids with every query and every body. (Every triple was 560 requests
    // a route with an id, for the same pairs.)
    for (const rule of walkable()) {
      const method = rule.method as Method;
      const urls =
        rule.url.includes(':') || rule.url.includes('*')
          ? ODD_IDS.map((id) => rule.url.replace(/:\w+/g, id).replace('*', id))
          : [rule.url];
      const bodies = method === 'GET' ? [undefined] : ODD_BODIES;
      for (const [index, url] of urls.entries()) {
        for (const query of ODD_QUERIES) {
          for (const body of index === 0 ? bodies : bodies.slice(0, 1)) {
            await send(method, `${url}?${query}`, body);
          }
        }
        if (index > 0) {
          for (const body of bodies.slice(1)) await send(method, `${url}?${ODD_QUERIES[0]}`, body);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers every route below 500 when ids, queries and bodies carry NUL bytes, impossible dates, huge ids or huge amounts', async () => {
    const db = t.database.db;
    const [bauru] = await rows<{ id: number }>(db, sql`select id from cities where code = 3506003`);
    const [activity] = await rows<{ code: string }>(
      db,
      sql`select code from activities order by code limit 1`,
    );
    const cityId = bauru?.id ?? 1;
    const address = { zip: '17010000', street: 'Rua Um', number: '1', neighborhood: 'Centro' };
    const cityProposal = {
      type: 'city',
      name: 'Área industrial',
      description: 'Lotes junto à rodovia.',
      visibility: 'restrict',
      city_id: cityId,
      address: { ...address, city_id: cityId },
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
      multimedia: [],
    };
    const companyProposal = {
      type: 'company',
      name: 'Expansão da planta',
      description: 'Nova linha.',
      visibility: 'restrict',
      city_id: cityId,
      responsible_id: null,
      contacts: [],
      multimedia: [],
      project: {
        total: 'R$ 12.000.000,00',
        required_investment: 5_000_000,
        description: 'Ampliação da capacidade.',
        category: 'expansion',
        company: {
          name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
          federal_tax_id: '11.222.333/0001-81',
          main_activity: activity?.code ?? '0111301',
          share_capital: 'R$ 2.000.000,00',
          contact: { name: 'João', email: 'joao@vale.com.br', role: 'Diretor' },
          address: { ...address, city_id: cityId },
        },
      },
    };
    const create = async (payload: Record<string, unknown>) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/proposals',
        headers: { authorization },
        payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      return String(created.json().id);
    };
    const cityProposalId = await create(cityProposal);
    const companyProposalId = await create(companyProposal);

    const localityProfile = {
      description: 'Polo industrial',
      benefits: [{ type: 'iptu', description: 'Isenção' }],
      contacts: [
        {
          name: 'Ana',
          responsibility: 'Secretária',
          phone: '(14) 3235-1000',
          mobile_phone: '(14) 99876-5432',
          mobile_phone_2: null,
          email: 'ana@bauru.sp.gov.br',
          linkedin: 'https://bauru.sp.gov.br',
        },
      ],
      city_hall: { ...address, city_id: null },
      vocations: [{ description: 'Comércio' }],
      images: [],
      multimedia: [],
    };

    /**
     * Valid bodies (and the record they address), so that one odd field at a time gets past the
     * rest of the validation and reaches the database.
     */
    type Seed = { body: Record<string, unknown>; id?: string };
    const seeds: Record<string, Seed[]> = {
      'POST /api/proposals': [{ body: cityProposal }, { body: companyProposal }],
      'PUT /api/proposals/:id': [
        { body: cityProposal, id: cityProposalId },
        { body: companyProposal, id: companyProposalId },
      ],
      'PUT /api/locations/:code': [{ body: localityProfile }],
      'POST /api/locations': [{ body: { ...localityProfile, state_id: 1 } }],
      'POST /api/favorites': [
        { body: { entity: 'city', entity_id: cityId } },
        { body: { entity: 'company', entity_id: '11222333000181' } },
      ],
      'DELETE /api/favorites': [
        { body: { entity: 'city', entity_id: cityId } },
        { body: { entity: 'company', entity_id: '11222333000181' } },
      ],
      'POST /api/login_check': [
        { body: { username: 'pessoa@teste.dev', password: 'Senha@Errada1' } },
      ],
      'POST /api/reset-password': [{ body: { email: 'pessoa@teste.dev' } }],
      'POST /api/change-password': [
        { body: { token: 'x', password: 'Senha@Nova1', confirm_password: 'Senha@Nova1' } },
      ],
    };
    const sampleUrl = (url: string, id?: string) =>
      url
        .replace(':id', id ?? (url.startsWith('/api/proposals') ? cityProposalId : String(cityId)))
        .replace(':code', '35')
        .replace(/:\w+/g, '1')
        .replace('*', '1');

    const failures: string[] = [];
    const send = async (method: string, url: string, body?: string, field = '') => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: body }),
      });
      if (isFault(response.statusCode, url)) {
        failures.push(
          `${method} ${url} ${field} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    };

    for (const rule of walkable()) {
      const inputs = declaredInputs(t.app, rule);
      const isMultipart = rule.method === 'POST' && rule.url === '/api/files';
      const ruleSeeds = seeds[`${rule.method} ${rule.url}`] ?? [];
      const seedJson = ruleSeeds[0] ? JSON.stringify(ruleSeeds[0].body) : undefined;
      const url = sampleUrl(rule.url);

      if (/[:*]/.test(rule.url)) {
        for (const value of ODD_PATH_VALUES) {
          await send(rule.method, rule.url.replace(/:\w+/g, value).replace('*', value), seedJson);
        }
      }
      if (!isMultipart) {
        for (const name of inputs.query) {
          for (const value of ODD_QUERY_VALUES) {
            await send(rule.method, `${url}?${name}=${value}`, seedJson);
          }
        }
        await send(rule.method, `${url}?a%00b=1`, seedJson);
      }
      if (inputs.jsonBody && !isMultipart) {
        for (const seed of ruleSeeds.length > 0 ? ruleSeeds : [{ body: {} }]) {
          const seedUrl = sampleUrl(rule.url, seed.id);
          for (const { field, json } of bodyMutations(
            seed.body,
            inputs.bodyStrings,
            ODD_BODY_VALUES,
          )) {
            await send(rule.method, seedUrl, json, field);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const stillSignedIn = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  }, 600_000);

  it('answers every route that reads multipart, sent a malformed body, with 400 in pt-BR and logs no error', async () => {
    // A published showcase at the code sample addresses use, so that its form reads the body.
    const sampleCode = '35';
    for (const step of ['enable', 'showcase']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/locations/${sampleCode}/${step}`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const sampleUrl = (url: string) =>
      url.replace(':code', sampleCode).replace(/:\w+/g, '1').replace('*', '1');
    const sendMultipart = (method: string, url: string, payload: Buffer, contentType: string) =>
      t.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { authorization, 'content-type': contentType },
        // Each from its own address, so that no per-address budget answers in its place.
        remoteAddress: nextAddress(),
      });

    // A route reads multipart when a well-formed multipart body is not refused as a media type.
    const wellFormed = multipartBody([], { description: 'Nova linha de produção' });
    const multipartRoutes: { method: string; url: string }[] = [];
    for (const rule of walkable().filter((rule) => rule.method !== 'GET')) {
      const url = sampleUrl(rule.url);
      const probe = await sendMultipart(
        rule.method,
        url,
        wellFormed.payload,
        wellFormed.headers['content-type'],
      );
      if (probe.statusCode !== 415 || probe.json().code !== 'unsupported_media_type') {
        multipartRoutes.push({ method: rule.method, url });
      }
    }
    // The walk found the forms that take files; a probe that found none would test nothing.
    expect(multipartRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/files', `POST /api/showcase/${sampleCode}/submissions`]),
    );

    errorsLogged = [];
    const failures: string[] = [];
    for (const route of multipartRoutes) {
      for (const body of MALFORMED_MULTIPART) {
        const response = await sendMultipart(
          route.method,
          route.url,
          body.payload,
          body.contentType,
        );
        const answer = response.statusCode === 400 ? response.json() : undefined;
        if (answer?.code !== 'invalid_multipart' || answer.message !== MESSAGES.upload.malformed) {
          failures.push(
            `${route.method} ${route.url} ${body.name} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errorsLogged).toEqual([]);
  }, 120_000);
});
