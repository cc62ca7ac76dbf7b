type Reference = { data: Record<string, unknown> };

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && 'data' in value;

/**
 * pdfkit keeps every page's dictionaries (the page's, its contents' and its resources') until
 * the document ends, where all it needs of them is their numbers: the page tree lists "12 0 R"
 * for each page. That is about 1 KB a page, 5 MB over the 6,000 pages of 100,000 log entries.
 * With pages written out as they are finished (`bufferPages` off), a page's dictionaries are
 * emptied once it is written, when the next one starts: memory no longer grows with the pages.
 */
export function forgetWrittenPages(doc: PDFKit.PDFDocument) {
  doc.on('pageAdded', () => {
    const tree = (doc.page.dictionary.data as { Parent?: unknown }).Parent;
    const kids = isReference(tree) ? tree.data.Kids : undefined;
    if (!Array.isArray(kids)) return;
    const written: unknown = kids[kids.length - 2];
    if (!isReference(written)) return;
    for (const part of [written.data.Contents, written.data.Resources]) {
      if (isReference(part)) part.data = {};
    }
    written.data = {};
  });
}
