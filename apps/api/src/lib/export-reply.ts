import type { FastifyReply } from 'fastify';
import type { Clock } from './clock.ts';
import {
  csvStream,
  type ExportColumn,
  type ExportRows,
  exportFileName,
  xlsxStream,
} from './tabular-export.ts';

export type ExportFormat = 'csv' | 'xlsx';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const isExportFormat = (format: string | undefined): format is ExportFormat =>
  format === 'csv' || format === 'xlsx';

/** Answers a list as a file to download: `<prefix>-<yyyymmddhhmmss>.<format>`. */
export function sendExport<Row>(
  reply: FastifyReply,
  file: {
    format: ExportFormat;
    prefix: string;
    sheetName: string;
    columns: ExportColumn<Row>[];
    rows: ExportRows<Row>;
    now: Date;
  },
) {
  const name = exportFileName(file.prefix, file.format, file.now);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  reply.type(CONTENT_TYPES[file.format]);
  // A stream bypasses the JSON serializer; the route's 200 schema documents the JSON form.
  return reply.send(
    (file.format === 'csv'
      ? csvStream(file.columns, file.rows)
      : xlsxStream(file.sheetName, file.columns, file.rows)) as never,
  );
}

/**
 * The answer of a list route that also exports: with format=csv or xlsx, every row the filter
 * finds as a file to download (`<prefix>-<yyyymmddhhmmss>.<format>`); otherwise the page that
 * `list` answers.
 */
export async function listOrExport<Row, Page>(
  reply: FastifyReply,
  format: string | undefined,
  answer: {
    prefix: string;
    sheetName: string;
    columns: ExportColumn<Row>[];
    rows: () => Promise<ExportRows<Row>>;
    clock: Clock;
    list: () => Page | Promise<Page>;
  },
): Promise<Page | FastifyReply> {
  if (!isExportFormat(format)) return answer.list();
  const rows = await answer.rows();
  return sendExport(reply, {
    format,
    prefix: answer.prefix,
    sheetName: answer.sheetName,
    columns: answer.columns,
    rows,
    now: answer.clock.now(),
  });
}
