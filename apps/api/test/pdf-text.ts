import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${join(pdfjsFolder, 'standard_fonts')}/`;

/** The text of each page of a PDF, as a reader's viewer would extract it. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(words.replace(/\s+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

/** The pieces of text of each page with where they start and how wide they are, in points. */
export async function pdfTextItems(
  bytes: Uint8Array,
): Promise<{ str: string; x: number; width: number }[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: { str: string; x: number; width: number }[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ str: item.str, x: Number(item.transform[4]), width: item.width }]
          : [],
      ),
    );
  }
  await pdf.destroy();
  return pages;
}
