import { once } from 'node:events';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell: text, a number, or a calendar day (a `Date` read by its UTC year, month and day). */
export type ExportCell = string | number | Date | null;

export type ExportColumn<Row> = {
  header: string;
  width?: number;
  value: (row: Row) => ExportCell;
};

/** Rows already in memory, or read batch by batch as the file is written. */
export type ExportRows<Row> = Iterable<Row> | AsyncIterable<Row>;

// OWASP's CSV injection list: a spreadsheet reads a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading quote, so it is shown as text. */
export function neutralisedText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayText = (day: Date) =>
  `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;

// Spreadsheets set to Portuguese read "1500.5" as text (or as 15.005): decimals take a comma.
const decimalComma = (value: number) => String(value).replace('.', ',');

function csvCell(value: ExportCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return decimalComma(value);
  if (value instanceof Date) return dayText(value);
  return neutralisedText(value);
}

function xlsxCell(value: ExportCell): ExportCell {
  return typeof value === 'string' ? neutralisedText(value) : value;
}

/**
 * CSV for spreadsheets in Brazil: `;` separated, decimal comma, UTF-8 with BOM so Excel reads
 * the accents.
 */
export function csvStream<Row>(columns: ExportColumn<Row>[], rows: ExportRows<Row>): Readable {
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: columns.map((c) => neutralisedText(c.header)),
  });
  async function* records() {
    for await (const row of rows) yield columns.map((c) => csvCell(c.value(row)));
  }
  // The pipeline waits for the reader (backpressure) and destroys the output on a failure.
  pipeline(Readable.from(records()), stringifier, () => undefined);
  return stringifier;
}

/**
 * XLSX written row by row by exceljs's streaming writer. exceljs is loaded on the first export:
 * a server that never writes a spreadsheet does not hold it (tens of MB).
 */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: ExportRows<Row>,
): Readable {
  const output = new PassThrough();
  (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = columns.map((c) => ({
      header: neutralisedText(c.header),
      width: c.width ?? 18,
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of rows) {
      if (output.destroyed) return;
      const line = sheet.addRow(columns.map((c) => xlsxCell(c.value(row))));
      line.eachCell((cell) => {
        if (cell.value instanceof Date) cell.numFmt = 'dd/mm/yyyy';
      });
      line.commit();
      if (output.writableNeedDrain)
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export const exportFileName = (prefix: string, extension: string, now: Date) =>
  `${prefix}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}.${extension}`;
