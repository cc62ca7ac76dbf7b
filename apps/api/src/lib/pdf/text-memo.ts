// Words, labels and dates come back thousands of times in a long table: their measures and
// encodings are kept. Longer texts (whole lines) rarely come back.
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

type Encoding = [string[], unknown[]];
type EncodingFont = { encode: (text: string, features?: unknown) => Encoding };

/**
 * Drawing a text encodes it glyph by glyph, looking up each pair's kerning: the labels, dates
 * and parameters of a log come back thousands of times, so the encodings of short texts are
 * kept per font (pdfkit only reads what `encode` answers). The widths come from the same
 * tables, so what is drawn stays what was measured.
 */
export function keepEncodings(doc: PDFKit.PDFDocument) {
  const fonts = new WeakSet<EncodingFont>();
  return function keepCurrentFontEncodings() {
    const font = (doc as unknown as { _font: EncodingFont })._font;
    if (fonts.has(font)) return;
    fonts.add(font);
    const encode = font.encode.bind(font);
    const encodings = new Map<string, Encoding>();
    font.encode = (text, features) => {
      if (text.length > MEMO_MAX_LENGTH || features !== undefined) return encode(text, features);
      let encoding = encodings.get(text);
      if (!encoding) {
        if (encodings.size >= MEMO_MAX_ENTRIES) encodings.clear();
        encoding = encode(text, features);
        encodings.set(text, encoding);
      }
      return encoding;
    };
  };
}
