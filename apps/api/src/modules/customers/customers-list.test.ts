import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { AS_READ, NAMES, readInOrder } from '../../../test/names-as-read.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Item = { id: number; name: string; type: string; is_active: boolean };

describe('GET /api/customers', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  /** A word only this file's customers carry, so each filter's rows are known exactly. */
  const mark = `Qx${Date.now().toString(36)}`;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    authorization = (await signIn(t.app, smtp, superadmin.email)).authorization;
    for (const [key, name, type, isActive] of [
      ['alpha', `Alfa ${mark} Prefeitura`, 'city', true],
      ['beta', `beta ${mark.toLowerCase()} governo`, 'state', true],
      ['gamma', `Gama ${mark.toUpperCase()} Indústria`, 'company', false],
      ['delta', `Delta ${mark}`, 'city', true],
    ] as const) {
      made[key] = (await createCustomer(t.database.db, { name, type, isActive })).id;
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers?${query}`,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Item[]; total: number; total_without_filter: number };
  };
  const byNumber = (values: (number | undefined)[]) =>
    [...values].sort((a, b) => (a ?? 0) - (b ?? 0));
  const ids = (items: Item[]) => byNumber(items.map((item) => item.id));

  it('matches the trimmed name case-insensitively by substring, keeping exactly those rows', async () => {
    const found = await list(`name=${encodeURIComponent(`  ${mark.toLowerCase()} `)}`);
    expect(ids(found.data)).toEqual(byNumber([made.alpha, made.beta, made.gamma, made.delta]));
    expect(found.total).toBe(4);
    expect(found.total_without_filter).toBeGreaterThan(4);
    const narrower = await list(`name=${encodeURIComponent(`${mark} prefeitura`)}`);
    expect(narrower.data.map((item) => item.id)).toEqual([made.alpha]);
  });

  it('takes the name as text, not as a LIKE pattern', async () => {
    expect((await list(`name=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`name=${encodeURIComponent(`Alfa_${mark}`)}`)).total).toBe(0);
  });

  it('filters the type exactly', async () => {
    const found = await list(`name=${mark}&type=city`);
    expect(ids(found.data)).toEqual(byNumber([made.alpha, made.delta]));
    expect(found.data.every((item) => item.type === 'city')).toBe(true);
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/api/customers?type=cit',
      headers: { authorization },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.type).toBe('Tipo inválido: use city, state ou company');
  });

  it('sorts by name both ways and pages without repeating rows', async () => {
    const asc = await list(`name=${mark}&sort[name]=asc`);
    expect(asc.data.map((item) => item.name.slice(0, 4))).toEqual(['Alfa', 'beta', 'Delt', 'Gama']);
    const desc = await list(`name=${mark}&sort[name]=desc`);
    expect(desc.data.map((item) => item.id)).toEqual(asc.data.map((item) => item.id).reverse());
    const first = await list(`name=${mark}&sort[name]=asc&limit=2&page=1`);
    const second = await list(`name=${mark}&sort[name]=asc&limit=2&page=2`);
    expect([...first.data, ...second.data].map((item) => item.id)).toEqual(
      asc.data.map((item) => item.id),
    );
    const byActive = await list(`name=${mark}&sort[is_active]=asc`);
    expect(byActive.data[0]?.id).toBe(made.gamma);
  });

  it('sorts names as a Brazilian reads them: accents and case do not move a name', async () => {
    const other = `Rd${Date.now().toString(36)}`;
    for (const name of NAMES) await createCustomer(t.database.db, { name: `${name} ${other}` });
    const initials = (items: Item[]) => items.map((item) => item.name.split(' ')[0]);
    const asc = await list(`name=${other}&sort[name]=asc`);
    expect(initials(asc.data)).toEqual(AS_READ);
    expect(readInOrder(asc.data.map((item) => item.name))).toBe(true);
    const desc = await list(`name=${other}&sort[name]=desc`);
    expect(initials(desc.data)).toEqual([...AS_READ].reverse());
    const page = await list(`name=${other}&sort[name]=desc&limit=3&page=2`);
    expect(initials(page.data)).toEqual([...AS_READ].reverse().slice(3, 6));
    // The export follows the list's order.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/customers?name=${other}&sort[name]=desc&format=csv`,
      headers: { authorization },
    });
    const [, ...lines] = parse(csv.body.slice(1), { delimiter: ';' }) as string[][];
    expect(lines.map((line) => line[1]?.split(' ')[0])).toEqual([...AS_READ].reverse());
  });

  it('refuses a sort key it does not offer and a page size over 100', async () => {
    for (const query of ['sort[password]=asc', 'limit=101']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/customers?${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered rows as a CSV that parses back', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers?name=${mark}&sort[name]=asc&format=csv`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="export-customers-\d{14}\.csv"$/,
    );
    const [header, ...lines] = parse(response.body.slice(1), { delimiter: ';' }) as string[][];
    expect(header?.slice(0, 4)).toEqual(['ID', 'Nome', 'Tipo', 'Ativo']);
    expect(lines.map((line) => [line[0], line[2], line[3]])).toEqual([
      [String(made.alpha), 'Cidade', 'Sim'],
      [String(made.beta), 'Governo', 'Sim'],
      [String(made.delta), 'Cidade', 'Sim'],
      [String(made.gamma), 'Empresa', 'Não'],
    ]);
  });

  it('exports the filtered rows as an XLSX workbook that opens', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers?name=${mark}&type=city&format=xlsx`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes');
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push([row.getCell(1).value, row.getCell(3).value]));
    expect(values).toEqual([
      ['ID', 'Tipo'],
      [made.alpha, 'Cidade'],
      [made.delta, 'Cidade'],
    ]);
  });
});
