import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export type ExportColumn<Row> = {
  header: string;
  width?: number;
  value: (row: Row) => string | number | null;
};

/** CSV for spreadsheets in Brazil: `;` separated, UTF-8 with BOM so Excel reads the accents. */
export function csvStream<Row>(columns: ExportColumn<Row>[], rows: Iterable<Row>): Readable {
  const stringifier = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
  });
  setImmediate(() => {
    for (const row of rows) stringifier.write(columns.map((c) => c.value(row) ?? ''));
    stringifier.end();
  });
  return stringifier;
}

/** XLSX written row by row by exceljs's streaming writer. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  rows: Iterable<Row>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export const exportFileName = (prefix: string, extension: string, now: Date) =>
  `${prefix}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}.${extension}`;
