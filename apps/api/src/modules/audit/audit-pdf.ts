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
// A row never outgrows a page: longer cells are cut with an ellipsis.
const MAX_CELL_HEIGHT = 220;
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
// Words and short labels are measured once; longer texts (whole lines) rarely come back.
const MEMO_MAX_LENGTH = 40;
const MEMO_MAX_ENTRIES = 50_000;

/**
 * pdfkit measures each word of every cell through its kerning tables, then again while
 * drawing: a large log repeats the same few thousand words, so their widths are kept per
 * font and size. The measure depends only on those and on spacing options this file never sets.
 */
function keepWordWidths(doc: PDFKit.PDFDocument, currentFont: () => string) {
  const measure = doc.widthOfString.bind(doc);
  const widths = new Map<string, number>();
  doc.widthOfString = (text, options) => {
    if (text.length > MEMO_MAX_LENGTH) return measure(text, options);
    const key = `${currentFont()}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      if (widths.size >= MEMO_MAX_ENTRIES) widths.clear();
      width = measure(text, options);
      widths.set(key, width);
    }
    return width;
  };
}

/**
 * Lets the writer wait for the reader. A readable stream calls `_read` when its reader wants
 * more (pdfkit's does nothing then); listening to 'data' instead would start a stream nobody
 * reads and lose what it holds.
 */
function readerDemand(doc: Readable) {
  let wake: (() => void) | undefined;
  const resolveWaiting = () => {
    wake?.();
    wake = undefined;
  };
  doc._read = resolveWaiting;
  doc.on('close', resolveWaiting);
  /** Resolves once the reader has taken the output down to the limit, or has gone away. */
  return async function roomToWrite(): Promise<void> {
    while (doc.readableLength > BUFFER_LIMIT && !doc.destroyed) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
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
  let font = '';
  keepWordWidths(doc, () => font);
  const roomToWrite = readerDemand(doc);

  /** Every font change goes through here, so that measured widths know their font. */
  function style(name: 'Helvetica' | 'Helvetica-Bold', size: number) {
    font = `${name}/${size}`;
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

  function row(entry: PdfLogEntry) {
    const cells = rowCells(entry);
    style('Helvetica', FONT_SIZE).fillColor('#000000');
    const textHeight = Math.min(
      MAX_CELL_HEIGHT,
      Math.max(
        ...cells.map((text, i) =>
          doc.heightOfString(text, { width: (COLUMNS[i]?.width ?? 0) - 2 * PADDING }),
        ),
      ),
    );
    const height = textHeight + 2 * PADDING;
    if (y + height > TABLE_BOTTOM) newPage();
    style('Helvetica', FONT_SIZE).fillColor('#000000');
    let x = MARGIN;
    cells.forEach((text, i) => {
      const width = COLUMNS[i]?.width ?? 0;
      doc.text(text, x + PADDING, y + PADDING, {
        width: width - 2 * PADDING,
        height: textHeight,
        ellipsis: true,
      });
      x += width;
    });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + TABLE_WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  }

  async function write() {
    let release = await rendering.take(input.requester);
    try {
      if (doc.destroyed) return;
      footer();
      documentHeader();
      tableHeader();
      let written = 0;
      for await (const entry of input.entries) {
        if (doc.destroyed) return;
        row(entry);
        written += 1;
        if (doc.readableLength > BUFFER_LIMIT) {
          release();
          await roomToWrite();
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
      if (!doc.destroyed) doc.end();
    },
    (error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}
