import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';

type Who = { authorization: string };

const HEADERS = [
  'ID',
  'Projeto',
  'Tipo',
  'Investimento total (R$)',
  'Investimento necessário (R$)',
  'Cidade',
  'UF',
  'Cadastrada em',
  'Status',
  'Cadastrada por',
];
const DANGEROUS = ['=HYPERLINK("https://x.invalid")', '+1+1', '-1+1', '@SUM(1)', '\t=1', '\r=1'];
// More than one read batch of the export, so that the batches are seen joining up.
const MANY = 2_100;
const FILTER = 'name=lote%20exportado&sort[investment]=desc';

describe('GET /api/proposals?format=csv|xlsx', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let cityHall: Who;
  let company: Who;
  let cityHallName: string;
  let ownPendingId: number;
  let otherPendingId: number;
  let deletedId: number;
  let datedId: number;
  let dangerousIds: number[];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const hall = await createCustomer(db, { type: 'city', name: 'Prefeitura de Bauru' });
    const firm = await createCustomer(db, { type: 'company' });
    cityHallName = hall.name;
    cityHall = await signIn(t.app, smtp, (await createUser(db, { customerId: hall.id })).email);
    company = await signIn(t.app, smtp, (await createUser(db, { customerId: firm.id })).email);
    const [bauru] = await rows<{ id: number }>(db, sql`select id from cities where code = 3506003`);
    const base = Date.UTC(2026, 0, 20, 12);
    const insert = async (values: Partial<typeof proposals.$inferInsert>[]) =>
      (
        await db
          .insert(proposals)
          .values(
            values.map((v, index) => ({
              type: 'city' as const,
              name: `Lote exportado ${index}`,
              customerId: hall.id,
              cityId: bauru?.id ?? null,
              createdAt: new Date(base - index * 60_000).toISOString(),
              ...v,
            })),
          )
          .returning({ id: proposals.id })
      ).map((r) => r.id);
    await insert(
      Array.from({ length: MANY }, (_, n) => ({
        projectTotal: (n + 1) * 1000,
        projectRequiredInvestment: (n + 1) * 500,
      })),
    );
    dangerousIds = await insert(DANGEROUS.map((name) => ({ name: `${name} lote exportado` })));
    const one = async (values: Partial<typeof proposals.$inferInsert>) =>
      (await insert([values]))[0] as number;
    ownPendingId = await one({ name: 'Lote exportado pendente da prefeitura', status: 'pending' });
    otherPendingId = await one({
      name: 'Lote exportado pendente da empresa',
      status: 'pending',
      customerId: firm.id,
    });
    deletedId = await one({
      name: 'Lote exportado excluído',
      deletedAt: new Date(base).toISOString(),
    });
    await one({ name: 'Outra oportunidade qualquer' });
    // 02:30 UTC is still the evening before in Brasília.
    datedId = await one({
      type: 'company',
      name: 'Lote exportado: ampliação da fábrica',
      companyName: 'Lote exportado Laticínios LTDA',
      projectTotal: 99_999_999.5,
      projectRequiredInvestment: 1234.56,
      status: 'completed',
      createdAt: '2026-01-10T02:30:00.000Z',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (who: Who, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/proposals?${query}`, headers: who });

  /** The ids the JSON list gives for the filter, page after page. */
  async function listedIds(who: Who, query: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(who, `${query}&limit=1000&page=${page}`)).json();
      ids.push(...body.data.map((p: { id: number }) => p.id));
      if (ids.length >= body.total) return ids;
    }
  }

  const csvLines = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    return parse(body.slice(1), { delimiter: ';' }) as string[][];
  };

  it('exports as CSV every opportunity the list finds, in its order, not one page', async () => {
    const expected = await listedIds(cityHall, FILTER);
    expect(expected).toHaveLength(MANY + DANGEROUS.length + 2);
    expect(expected).toContain(ownPendingId);
    expect(expected).not.toContain(otherPendingId);
    expect(expected).not.toContain(deletedId);

    const response = await get(cityHall, `${FILTER}&format=csv&limit=5&page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="export-proposals-\d{14}\.csv"$/,
    );
    const [header, ...lines] = csvLines(response.body);
    expect(header).toEqual(HEADERS);
    expect(lines.map((line) => Number(line[0]))).toEqual(expected);

    const byId = new Map(lines.map((line) => [Number(line[0]), line]));
    expect(byId.get(datedId)).toEqual([
      String(datedId),
      'Lote exportado Laticínios LTDA',
      'Privada',
      '99999999,5',
      '1234,56',
      'Bauru',
      'SP',
      '09/01/2026',
      'Ganha / Concretizada',
      cityHallName,
    ]);
    expect(byId.get(ownPendingId)?.slice(2, 5)).toEqual(['Pública', '', '']);
    expect(byId.get(ownPendingId)?.[8]).toBe('Pendente - Aguardando aprovação');
    expect(dangerousIds.map((id) => byId.get(id)?.[1])).toEqual(
      DANGEROUS.map((name) => `'${name} lote exportado`),
    );
  });

  it('exports as XLSX the same opportunities, money as numbers and days as dates', async () => {
    const expected = await listedIds(cityHall, FILTER);
    const response = await get(cityHall, `${FILTER}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="export-proposals-\d{14}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Oportunidades');
    if (!sheet) throw new Error('sheet missing');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const ids: number[] = [];
    const byId = new Map<number, ExcelJS.Row>();
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      ids.push(row.getCell(1).value as number);
      byId.set(row.getCell(1).value as number, row);
    });
    expect(ids).toEqual(expected);

    const dated = byId.get(datedId);
    expect(dated?.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(dated?.getCell(4).value).toBe(99_999_999.5);
    expect(dated?.getCell(5).value).toBe(1234.56);
    expect(dated?.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    expect(dated?.getCell(8).value).toEqual(new Date(Date.UTC(2026, 0, 9)));
    expect(dated?.getCell(9).value).toBe('Ganha / Concretizada');
    // Reading XML turns a carriage return into a line feed; the leading quote is what counts.
    expect(dangerousIds.map((id) => byId.get(id)?.getCell(2).value)).toEqual(
      DANGEROUS.map((name) => `'${name} lote exportado`.replace(/\r/g, '\n')),
    );
  });

  it("shows another customer's pending opportunity only to that customer", async () => {
    const expected = await listedIds(company, FILTER);
    expect(expected).toContain(otherPendingId);
    expect(expected).not.toContain(ownPendingId);
    const csv = csvLines((await get(company, `${FILTER}&format=csv`)).body);
    expect(csv.slice(1).map((line) => Number(line[0]))).toEqual(expected);
  });

  it('refuses an unknown format with 400 and keeps JSON as the default', async () => {
    const response = await get(cityHall, `${FILTER}&format=pdf`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.format).toBe('Formato inválido; use json ou csv ou xlsx');
    const json = await get(cityHall, `${FILTER}&format=json&limit=3`);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.json().data).toHaveLength(3);
  });
});
