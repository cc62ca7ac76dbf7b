import type { FastifyReply } from 'fastify';
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
