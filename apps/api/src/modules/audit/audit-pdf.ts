import type { Readable } from 'node:stream';
import {
  ACTIVITY_LOG_MESSAGES,
  type AuditPeriod,
  activityActionLabel,
  activityParameters,
  activityPeriodText,
  formatActivityDateTime,
} from '@oportuna/domain';
import PDFDocument from 'pdfkit';
import { chunkedOutput } from '../../lib/pdf/chunked-output.ts';
import { type TableText, tableText, writeContent } from '../../lib/pdf/table-text.ts';
import { forgetWrittenPages } from '../../lib/pdf/written-pages.ts';
import { createSlotsPerKey } from '../../lib/slots.ts';

export type PdfLogEntry = {
  action: string;
  description: string;
  occurred_at: string;
  metadata: Record<string, unknown>;
};

export type ActivityLogPdfInput = {
  /** Who asked for the document: their documents are drawn one at a time. */
  requester: string;
  owner: { name: string; email: string; customerName: string | null };
  period: AuditPeriod;
  generatedAt: Date;
  entries: AsyncIterable<PdfLogEntry>;
};

const PRODUCT_NAME = 'Oportuna';
const MARGIN = 40;
const A4 = { width: 595.28, height: 841.89 };
const TABLE_WIDTH = A4.width - 2 * MARGIN;
const COLUMNS = [
  { header: 'Ação', width: 100 },
  { header: 'Descrição', width: 185 },
  { header: 'Data', width: 85 },
  { header: 'Parâmetros', width: TABLE_WIDTH - 370 },
];
const PADDING = 4;
const FONT_SIZE = 8;
// A row never outgrows a page: longer cells are cut with an ellipsis (23 lines of 8 pt, 213 pt).
const MAX_CELL_LINES = 23;
const TABLE_BOTTOM = A4.height - MARGIN - 12;
// Past this much unread output the writer waits for the reader.
const BUFFER_LIMIT = 256 * 1024;
// Rendering is CPU work on the server's one event loop: every few rows other requests, and the
// other documents being drawn, get their turn. Each requester has one document drawn at a
// time (their next ones wait: the answer has started, its body comes when it can), so one
// person's large exports share the loop with everyone else's instead of holding it, and never
// delay another person's small one. A document waiting for its reader gives its place up
// meanwhile: a client that stops reading holds up nothing.
const ROWS_PER_TURN = 20;
const rendering = createSlotsPerKey(1);

/** The grey line under a row, in pdfkit's coordinates (as `moveTo…stroke()` would draw it). */
function rule(y: number): string {
  const at = Math.round(y * 1000) / 1000;
  return `q\n0.5 w\n0.8 0.8 0.8 RG\n${MARGIN} ${at} m\n${MARGIN + TABLE_WIDTH} ${at} l\nS\nQ`;
}

function rowCells(entry: PdfLogEntry): string[] {
  const parameters = activityParameters(entry.action, entry.metadata)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
  return [
    activityActionLabel(entry.action),
    entry.description,
    formatActivityDateTime(entry.occurred_at),
    parameters || '—',
  ];
}

/**
 * A user's activity log as a PDF, written entry by entry as the entries arrive and handed out
 * as a stream: pages leave memory once finished, so 10,000 entries cost what one page does.
 */
export function activityLogPdf(input: ActivityLogPdfInput): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Registro de atividades: ${input.owner.name}`, Author: PRODUCT_NAME },
  });
  let pageNumber = 1;
  let y = 0;
  forgetWrittenPages(doc);
  // The table's cells, in Helvetica 8 pt: made once, on the first row.
  let cellText: TableText | undefined;
  const reader = chunkedOutput(doc, BUFFER_LIMIT);

  function style(name: 'Helvetica' | 'Helvetica-Bold', size: number) {
    return doc.font(name).fontSize(size);
  }

  function footer() {
    // Text below the bottom margin would open a new page; the margin is lifted for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    style('Helvetica', 7).fillColor('#666666');
    const footerY = A4.height - MARGIN + 8;
    doc.text(`${PRODUCT_NAME} · Registro de atividades de ${input.owner.name}`, MARGIN, footerY, {
      width: TABLE_WIDTH * 0.75,
      lineBreak: false,
    });
    doc.text(`Página ${pageNumber}`, MARGIN, footerY, {
      width: TABLE_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }

  function tableHeader() {
    const height = FONT_SIZE + 2 * PADDING + 2;
    doc.rect(MARGIN, y, TABLE_WIDTH, height).fill('#1f3a5f');
    style('Helvetica-Bold', FONT_SIZE).fillColor('#ffffff');
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.text(column.header, x + PADDING, y + PADDING + 1, {
        width: column.width - 2 * PADDING,
        lineBreak: false,
      });
      x += column.width;
    }
    y += height;
  }

  function newPage() {
    doc.addPage();
    pageNumber += 1;
    footer();
    y = MARGIN;
    tableHeader();
  }

  function documentHeader() {
    style('Helvetica-Bold', 18).fillColor('#1f3a5f');
    doc.text(PRODUCT_NAME, MARGIN, MARGIN);
    if (input.owner.customerName) {
      style('Helvetica', 11).fillColor('#333333').text(input.owner.customerName);
    }
    doc.moveDown(0.6);
    style('Helvetica-Bold', 13).fillColor('#000000').text('Registro de atividades');
    style('Helvetica', 9).fillColor('#000000');
    doc.text(`Usuário: ${input.owner.name} (${input.owner.email})`);
    doc.text(`Período: ${activityPeriodText(input.period)}`);
    doc.text(`Gerado em: ${formatActivityDateTime(input.generatedAt)}`);
    y = doc.y + 10;
  }

  /** A row drawn in one piece of content: its cells' lines, then the line under it. */
  function row(entry: PdfLogEntry) {
    style('Helvetica', FONT_SIZE);
    cellText ??= tableText(doc);
    const text = cellText;
    const cells = rowCells(entry).map((value, i) =>
      text.lines(value, (COLUMNS[i]?.width ?? 0) - 2 * PADDING, MAX_CELL_LINES),
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * text.lineHeight + 2 * PADDING;
    if (y + height > TABLE_BOTTOM) newPage();
    const runs: { x: number; y: number; text: string }[] = [];
    let x = MARGIN;
    cells.forEach((lines, i) => {
      lines.forEach((line, n) => {
        runs.push({ x: x + PADDING, y: y + PADDING + n * text.lineHeight, text: line });
      });
      x += COLUMNS[i]?.width ?? 0;
    });
    y += height;
    writeContent(doc, `${text.content(runs)}\n${rule(y)}`);
  }

  async function write() {
    let release = await rendering.take(input.requester);
    try {
      if (reader.gone()) return;
      footer();
      documentHeader();
      tableHeader();
      let written = 0;
      for await (const entry of input.entries) {
        if (reader.gone()) return;
        row(entry);
        written += 1;
        if (reader.output.readableLength > BUFFER_LIMIT) {
          release();
          await reader.roomToWrite();
          release = await rendering.take(input.requester);
        }
        if (written % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      if (written === 0) {
        style('Helvetica', 10).fillColor('#000000');
        doc.text(ACTIVITY_LOG_MESSAGES.empty, MARGIN, y + 12, {
          width: TABLE_WIDTH,
          align: 'center',
        });
      }
    } finally {
      release();
    }
  }

  // A reader that went away has destroyed the document: nothing is left to end.
  write().then(
    () => {
      if (!reader.gone()) doc.end();
    },
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return reader.output;
}
