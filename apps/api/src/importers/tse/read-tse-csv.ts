import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export type TseCsv = {
  header: string[];
  /** Data rows as read; a row whose field count differs from the header's comes as is. */
  rows: AsyncIterable<string[]>;
  /** Bytes read so far, for progress. */
  bytesRead: () => number;
};

/**
 * TSE's CSVs: Latin-1, `;`, every field quoted, one header row. Quotes inside a field are not
 * always doubled in older years, so a stray quote is kept as text rather than failing the file.
 */
export async function readTseCsv(input: Readable): Promise<TseCsv> {
  const parser = parse({
    delimiter: ';',
    encoding: 'latin1',
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const first = await records.next();
  const header = first.done ? [] : first.value;
  return {
    header,
    rows: { [Symbol.asyncIterator]: () => records },
    bytesRead: () => parser.info.bytes,
  };
}
