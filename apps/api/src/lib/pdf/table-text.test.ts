import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfTextItems } from '../../../test/pdf-text.ts';
import { tableText, writeContent } from './table-text.ts';

function helvetica(size = 8) {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('Helvetica').fontSize(size);
  const bytes = () => {
    doc.end();
    return ended;
  };
  return { doc, bytes };
}

const PT_BR = [
  'Inscrição da Associação Comercial de São João',
  'ÁGUA MINERAL ÉRICA · Conceição do Araguaia',
  'Ações: “publicar” — açúcar, pão, maçã, você, à, ü',
  'Preço: € 1.250,00 – 50% … fim',
];

describe('table text in a standard font', () => {
  it('comes back from the PDF as written, accents, cedillas and punctuation included', async () => {
    const { doc, bytes } = helvetica();
    const text = tableText(doc);
    writeContent(
      doc,
      text.content(PT_BR.map((line, i) => ({ x: 40, y: 40 + i * 12, text: line }))),
    );
    const [page] = await pdfPages(await bytes());
    for (const line of PT_BR) expect(page).toContain(line);
  });

  it('shows a character the standard fonts lack as a question mark, the rest intact', async () => {
    const { doc, bytes } = helvetica();
    writeContent(doc, tableText(doc).content([{ x: 40, y: 40, text: 'São → Rio\tBahia' }]));
    const [page] = await pdfPages(await bytes());
    expect(page).toContain('São ? Rio Bahia');
  });

  it('measures as pdfkit does, kerning pairs included', () => {
    for (const size of [7, 8, 13]) {
      const { doc } = helvetica(size);
      const text = tableText(doc);
      for (const sample of [...PT_BR, 'AVATAR Tó Wa Yo LT P. F, “Vá”', 'To', 'AV']) {
        expect(text.widthOf(sample)).toBeCloseTo(doc.widthOfString(sample), 6);
      }
    }
  });

  it('draws each line as wide as pdfkit measures it: the kerning pairs are drawn too', async () => {
    const { doc, bytes } = helvetica();
    const samples = ['AVATAR Tó Wa Yo LT P. F, “Vá”', 'Associação Comercial de São João'];
    writeContent(
      doc,
      tableText(doc).content(samples.map((line, i) => ({ x: 40, y: 40 + i * 12, text: line }))),
    );
    const [items] = await pdfTextItems(await bytes());
    for (const sample of samples) {
      const item = items?.find((found) => found.str === sample);
      expect(item?.width).toBeCloseTo(doc.widthOfString(sample), 2);
    }
  });

  it('breaks lines between words where the next word would not fit', () => {
    const { doc } = helvetica();
    const text = tableText(doc);
    const paragraph = `${PT_BR.join(' ')} Centro logístico regional de distribuição de alimentos`;
    const width = 120;
    const lines = text.lines(paragraph, width, 50);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(' ')).toBe(paragraph);
    lines.forEach((line, i) => {
      expect(doc.widthOfString(line)).toBeLessThanOrEqual(width);
      const nextWord = lines[i + 1]?.split(' ')[0];
      if (nextWord) expect(doc.widthOfString(`${line} ${nextWord}`)).toBeGreaterThan(width);
    });
  });

  it("keeps the text's own line breaks and cuts a word longer than the line", () => {
    const { doc } = helvetica();
    const text = tableText(doc);
    const long = 'x'.repeat(80);
    const lines = text.lines(`Código: 15\nSituação: Ativa\n${long}`, 100, 50);
    expect(lines.slice(0, 2)).toEqual(['Código: 15', 'Situação: Ativa']);
    expect(lines.slice(2).join('')).toBe(long);
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(100);
  });

  it('ends a text longer than its lines with an ellipsis that fits', () => {
    const { doc } = helvetica();
    const text = tableText(doc);
    const words = Array.from({ length: 200 }, (_, i) => `palavra${i}`);
    const lines = text.lines(words.join(' '), 100, 4);
    expect(lines).toHaveLength(4);
    expect(lines[3]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(doc.widthOfString(line)).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).not.toContain('palavra199');
    expect(words.join(' ').startsWith(lines.slice(0, 3).join(' '))).toBe(true);
  });
});
