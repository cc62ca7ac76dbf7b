import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream, type ExportColumn, xlsxStream } from './tabular-export.ts';

type Row = { text: string | null; amount: number | null; day: Date | null };

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Texto', value: (r) => r.text },
  { header: 'Valor', value: (r) => r.amount },
  { header: 'Data', value: (r) => r.day },
];

// OWASP's list of characters that make a spreadsheet read a cell as a formula.
const DANGEROUS = [
  '=HYPERLINK("https://exemplo.invalid","Clique")',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
];

const ROWS: Row[] = [
  ...DANGEROUS.map((text) => ({ text, amount: null, day: null })),
  { text: 'Bauru', amount: -1500.5, day: new Date(Date.UTC(2026, 10, 21)) },
  { text: 'Área = 10 m²', amount: 0, day: null },
];

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function* slowly<T>(list: T[]): AsyncIterable<T> {
  for (const item of list) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

describe('csvStream', () => {
  const read = async (rows: Iterable<Row> | AsyncIterable<Row>) => {
    const text = (await collect(csvStream(COLUMNS, rows))).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    return parse(text.slice(1), { delimiter: ';' }) as string[][];
  };

  it('writes text that starts like a formula as text, with a leading quote', async () => {
    const [header, ...lines] = await read(ROWS);
    expect(header).toEqual(['Texto', 'Valor', 'Data']);
    expect(lines.slice(0, DANGEROUS.length).map((line) => line[0])).toEqual(
      DANGEROUS.map((text) => `'${text}`),
    );
  });

  it('writes numbers, negative ones too, with a decimal comma, other text as is and days as dd/MM/yyyy', async () => {
    const lines = await read(ROWS);
    expect(lines.at(-2)).toEqual(['Bauru', '-1500,5', '21/11/2026']);
    expect(lines.at(-1)).toEqual(['Área = 10 m²', '0', '']);
  });

  it('reads rows from an asynchronous source', async () => {
    const lines = await read(slowly(ROWS));
    expect(lines).toHaveLength(ROWS.length + 1);
    expect(lines[1]?.[0]).toBe(`'${DANGEROUS[0]}`);
  });

  it('fails the stream when the source fails', async () => {
    async function* failing() {
      yield ROWS[0] as Row;
      throw new Error('banco indisponível');
    }
    await expect(collect(csvStream(COLUMNS, failing()))).rejects.toThrow('banco indisponível');
  });
});

describe('xlsxStream', () => {
  const open = async (rows: Iterable<Row> | AsyncIterable<Row>) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await collect(xlsxStream('Planilha', COLUMNS, rows))) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Planilha');
    if (!sheet) throw new Error('sheet missing');
    return sheet;
  };

  it('writes text that starts like a formula as text, with a leading quote', async () => {
    const sheet = await open(ROWS);
    DANGEROUS.forEach((text, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      // Reading XML turns a carriage return into a line feed; the leading quote is what counts.
      expect(cell.value).toBe(`'${text}`.replace(/\r/g, '\n'));
    });
  });

  it('keeps numbers as number cells and days as date cells', async () => {
    const sheet = await open(slowly(ROWS));
    const row = sheet.getRow(DANGEROUS.length + 2);
    expect(row.getCell(1).value).toBe('Bauru');
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(-1500.5);
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(row.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(DANGEROUS.length + 3).getCell(1).value).toBe('Área = 10 m²');
  });
});
