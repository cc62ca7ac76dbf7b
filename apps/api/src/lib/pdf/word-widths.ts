// Words and labels come back thousands of times in a long table: their measures are kept.
// Longer texts (whole lines) rarely come back.
const MEMO_MAX_LENGTH = 40;
const MEMO_MAX_ENTRIES = 50_000;

/**
 * pdfkit measures each word of every cell through its kerning tables, then again while
 * drawing: a large log repeats the same few thousand words, so their widths are kept per
 * font and size. The measure depends only on those and on spacing options the callers never set.
 */
export function keepWordWidths(doc: PDFKit.PDFDocument, currentFont: () => string) {
  const measure = doc.widthOfString.bind(doc);
  const byFont = new Map<string, Map<string, number>>();
  let kept = 0;
  doc.widthOfString = (text, options) => {
    if (text.length > MEMO_MAX_LENGTH) return measure(text, options);
    const font = currentFont();
    let widths = byFont.get(font);
    if (!widths) {
      widths = new Map();
      byFont.set(font, widths);
    }
    let width = widths.get(text);
    if (width === undefined) {
      if (kept >= MEMO_MAX_ENTRIES) {
        for (const map of byFont.values()) map.clear();
        kept = 0;
      }
      width = measure(text, options);
      widths.set(text, width);
      kept += 1;
    }
    return width;
  };
}
