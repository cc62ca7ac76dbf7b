import { winAnsiCharacter, winAnsiCode } from './win-ansi.ts';

/** What this writer reads of pdfkit's current font (a standard font: WinAnsi, one byte a glyph). */
type PdfkitFont = {
  id: string;
  name: string;
  ascender: number;
  widthOfString(text: string, size: number): number;
  ref(): unknown;
};

// pdfkit's font and size in use are not part of its typed interface.
type PdfkitState = { _font?: PdfkitFont; _fontSize?: number };

/** Widths and kerning pairs in thousandths of the font size, by WinAnsi code, as measured. */
type Metrics = { widths: Float64Array; kerns: Float64Array };

const SPACE = 0x20;
const ELLIPSIS = 133;
// The codes of the line being written, turned into hex by slices (one string a slice, not
// one a character). Writing is synchronous: one buffer serves every document.
let scratch = Buffer.allocUnsafe(1024);
// Standard fonts never change: their measures are shared by every document.
const metricsByFont = new Map<string, Metrics>();

const num = (n: number) => String(Math.round(n * 1000) / 1000);

function metricsOf(font: PdfkitFont): Metrics {
  let metrics = metricsByFont.get(font.name);
  if (!metrics) {
    metrics = {
      widths: new Float64Array(256).fill(Number.NaN),
      kerns: new Float64Array(256 * 256).fill(Number.NaN),
    };
    metricsByFont.set(font.name, metrics);
  }
  return metrics;
}

/**
 * Table cells in a standard PDF font, written as content operations: pdfkit's `text()` makes
 * objects for every glyph (its encoding and its kerning pair), measures each line three times
 * and writes each operator apart, which made most of a large table's time. Here each
 * character's width and each pair's kerning are measured once through pdfkit's own font and
 * kept by code, lines are wrapped by words, and a block of lines is one piece of content:
 * the same glyphs, the same kerning, the same extractable text, at a fraction of the cost.
 * Bound to the font and size current when called.
 */
export function tableText(doc: PDFKit.PDFDocument) {
  const { _font: font, _fontSize: size } = doc as unknown as PdfkitState;
  if (!font || !size || typeof font.widthOfString !== 'function') {
    throw new Error('tableText needs a standard font set on the document');
  }
  const { widths, kerns } = metricsOf(font);
  const measure = (text: string) => font.widthOfString(text, 1000);
  const width = (code: number) => {
    let value = widths[code] as number;
    if (Number.isNaN(value)) {
      value = measure(winAnsiCharacter(code));
      widths[code] = value;
    }
    return value;
  };
  const kern = (left: number, right: number) => {
    const pair = left * 256 + right;
    let value = kerns[pair] as number;
    if (Number.isNaN(value)) {
      const measured =
        measure(winAnsiCharacter(left) + winAnsiCharacter(right)) - width(left) - width(right);
      // The difference of two sums: what is left of a pair without kerning is rounding.
      value = Math.abs(measured) < 1e-6 ? 0 : measured;
      kerns[pair] = value;
    }
    return value;
  };
  const scale = size / 1000;

  /** Width of a text in thousandths of the font size, kerning included. */
  function units(text: string): number {
    let total = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i += 1) {
      const code = winAnsiCode(text.charCodeAt(i));
      if (previous >= 0) total += kern(previous, code);
      total += width(code);
      previous = code;
    }
    return total;
  }

  /** A word wider than the line, cut character by character (at least one a line). */
  function cutWord(word: string, max: number, into: string[]): string {
    let start = 0;
    let total = 0;
    let previous = -1;
    for (let i = 0; i < word.length; i += 1) {
      const code = winAnsiCode(word.charCodeAt(i));
      const added = (previous >= 0 ? kern(previous, code) : 0) + width(code);
      if (total + added > max && i > start) {
        into.push(word.slice(start, i));
        start = i;
        total = width(code);
      } else total += added;
      previous = code;
    }
    return word.slice(start);
  }

  /** The lines of one paragraph, broken between words where the next word would not fit. */
  function wrap(paragraph: string, max: number, into: string[]) {
    let line = '';
    let lineUnits = 0;
    let lineLast = -1;
    for (const word of paragraph.split(' ')) {
      const wordUnits = units(word);
      const first = word ? winAnsiCode(word.charCodeAt(0)) : SPACE;
      const joined =
        line === ''
          ? 0
          : kern(lineLast, SPACE) + width(SPACE) + (word ? kern(SPACE, first) : 0) + wordUnits;
      if (line !== '' && lineUnits + joined <= max) {
        line += ` ${word}`;
        lineUnits += joined;
      } else {
        if (line !== '') into.push(line);
        line = wordUnits <= max ? word : cutWord(word, max, into);
        lineUnits = units(line);
      }
      lineLast = line ? winAnsiCode(line.charCodeAt(line.length - 1)) : SPACE;
    }
    into.push(line);
  }

  /** A line as a TJ operation: its codes in hex, broken where a kerning pair moves a glyph. */
  function encode(text: string): string {
    if (scratch.length < text.length) scratch = Buffer.allocUnsafe(text.length);
    let out = '[';
    let start = 0;
    let previous = -1;
    for (let i = 0; i < text.length; i += 1) {
      const code = winAnsiCode(text.charCodeAt(i));
      scratch[i] = code;
      const adjust = previous >= 0 ? kern(previous, code) : 0;
      if (adjust !== 0) {
        out += `<${scratch.toString('hex', start, i)}> ${num(-adjust)} `;
        start = i;
      }
      previous = code;
    }
    return `${out}<${scratch.toString('hex', start, text.length)}>] TJ`;
  }

  return {
    /** Distance between the tops of two lines, as pdfkit's `currentLineHeight(true)`. */
    lineHeight: doc.currentLineHeight(true),

    /** Width of a line of text in points. */
    widthOf: (text: string) => units(text) * scale,

    /**
     * The lines a text takes in `width` points: its own line breaks, then breaks between words
     * (a word longer than the line is cut). Past `maxLines` the last line ends in an ellipsis.
     */
    lines(text: string, widthPoints: number, maxLines: number): string[] {
      const max = widthPoints / scale + 1e-6;
      const lines: string[] = [];
      for (const paragraph of text.split('\n')) {
        if (lines.length > maxLines) break;
        wrap(paragraph, max, lines);
      }
      if (lines.length <= maxLines) return lines;
      lines.length = maxLines;
      let last = lines[maxLines - 1] ?? '';
      while (last.length > 0 && units(last) + kernAfter(last) + width(ELLIPSIS) > max) {
        last = last.slice(0, -1).trimEnd();
      }
      lines[maxLines - 1] = `${last}…`;
      return lines;
    },

    /**
     * Content that draws each text with its top-left corner at (x, y) in pdfkit's coordinates,
     * filled in `rgb` (three numbers from 0 to 1), as one text object.
     */
    content(runs: { x: number; y: number; text: string }[], rgb = '0 0 0'): string {
      doc.page.fonts[font.id] ??= font.ref();
      const height = doc.page.height;
      const baseline = font.ascender * scale;
      let out = `q\n1 0 0 -1 0 ${num(height)} cm\n${rgb} rg\nBT\n/${font.id} ${num(size)} Tf\n`;
      for (const run of runs) {
        if (run.text === '') continue;
        out += `1 0 0 1 ${num(run.x)} ${num(height - run.y - baseline)} Tm\n${encode(run.text)}\n`;
      }
      return `${out}ET\nQ`;
    },
  };

  function kernAfter(text: string): number {
    return text ? kern(winAnsiCode(text.charCodeAt(text.length - 1)), ELLIPSIS) : 0;
  }
}

export type TableText = ReturnType<typeof tableText>;

/**
 * Writes content operations to the current page as bytes: pdfkit turns a string into bytes
 * one character at a time in JavaScript. The operations hold only ASCII (texts are in hex).
 */
export function writeContent(doc: PDFKit.PDFDocument, content: string) {
  doc.addContent(Buffer.from(`${content}\n`, 'latin1'));
}
