import { StringDecoder } from 'node:string_decoder';
import { Codes } from './codes.ts';
import { NO_DAY } from './founded-dates.ts';
import { CNPJ_LENGTH } from './registry-index.ts';

/** The registry grew while it was read: the read is given up. */
export class RegistryChanged extends Error {}

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const unescaped = (field: string) =>
  field.includes('\\') ? field.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c) : field;
const fieldValue = (field: string | undefined) =>
  field === undefined || field === '\\N' ? null : unescaped(field);

/** Three bytes as one number. */
export const trigramAt = (bytes: Buffer, at: number) =>
  ((bytes[at] as number) << 16) | ((bytes[at + 1] as number) << 8) | (bytes[at + 2] as number);

/** The rows of one trigram, gathered in growing buffers and handed to the bitmap in batches. */
type TrigramRows = { trigram: number; rows: Uint32Array; count: number; lastRow: number };
const FIRST_BATCH = 16;
const LAST_BATCH = 65_536;

/**
 * The index's columns, filled from the lines of `INDEX_ROWS` (COPY text format) as they
 * arrive. Every value is kept in typed arrays and one buffer, never as a string per row: a
 * national registry would otherwise keep the garbage collector busy for seconds.
 */
export class IndexRows {
  count = 0;
  readonly cnpjs: Buffer;
  readonly states = new Codes<string>();
  readonly cities = new Codes<number>();
  readonly activities = new Codes<string>();
  readonly statuses = new Codes<string>();
  readonly sizes = new Codes<string>();
  readonly state: Uint8Array;
  readonly city: Uint16Array;
  readonly activity: Uint16Array;
  readonly status: Uint8Array;
  readonly size: Uint8Array;
  /** Bit 1: opted into Simples; bit 2: MEI; bit 4: a head office (matriz). */
  readonly options: Uint8Array;
  readonly foundedDay: Int32Array;
  readonly capital: Float64Array;
  capitalValued = 0;
  /** Places in the orders by name, trade name, municipality and foundation. */
  readonly ranks: [Uint32Array, Uint32Array, Uint32Array, Uint32Array];
  /** How many rows have a value in each of those orders (they come first both ways). */
  readonly valued: [number, number, number, number] = [0, 0, 0, 0];
  keys: Buffer;
  readonly keyStarts: Uint32Array;
  private keyEnd = 0;
  /** Each trigram's slot in `trigramRows`, plus one (0: not seen yet). */
  private readonly trigramSlot = new Int32Array(1 << 24);
  readonly trigramRows: TrigramRows[] = [];
  private readonly decoder = new StringDecoder('utf8');
  private rest = '';

  constructor(
    readonly capacity: number,
    private readonly onTrigramBatch: (trigram: number, rows: Uint32Array) => void,
  ) {
    this.cnpjs = Buffer.alloc(capacity * CNPJ_LENGTH);
    this.state = new Uint8Array(capacity);
    this.city = new Uint16Array(capacity);
    this.activity = new Uint16Array(capacity);
    this.status = new Uint8Array(capacity);
    this.size = new Uint8Array(capacity);
    this.options = new Uint8Array(capacity);
    this.foundedDay = new Int32Array(capacity);
    this.capital = new Float64Array(capacity);
    this.ranks = [
      new Uint32Array(capacity),
      new Uint32Array(capacity),
      new Uint32Array(capacity),
      new Uint32Array(capacity),
    ];
    this.keys = Buffer.alloc(Math.max(1024, capacity * 48));
    this.keyStarts = new Uint32Array(capacity + 1);
  }

  push(chunk: Buffer): void {
    const lines = (this.rest + this.decoder.write(chunk)).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) this.add(line.split('\t'));
  }

  end(): void {
    const last = this.rest + this.decoder.end();
    if (last) this.add(last.split('\t'));
    this.keyStarts[this.count] = this.keyEnd;
    // The buffer grew ahead of need: only what it holds is kept.
    const keys = Buffer.alloc(this.keyEnd);
    this.keys.copy(keys, 0, 0, this.keyEnd);
    this.keys = keys;
    for (const slot of this.trigramRows) this.flush(slot);
  }

  private add(fields: string[]): void {
    const row = this.count;
    if (row >= this.capacity) throw new RegistryChanged();
    const [cnpj, state, city, activity, status, size, day, simples, mei, capital] = fields;
    if (!cnpj || cnpj.length !== CNPJ_LENGTH) throw new Error(`CNPJ fora do padrão: ${cnpj}`);
    this.cnpjs.write(cnpj, row * CNPJ_LENGTH, 'latin1');
    const code = <T>(codes: Codes<T>, value: T | null) =>
      value === null ? 0 : codes.codeOf(value);
    this.state[row] = code(this.states, fieldValue(state));
    const cityId = fieldValue(city);
    this.city[row] = code(this.cities, cityId === null ? null : Number(cityId));
    this.activity[row] = code(this.activities, fieldValue(activity));
    this.status[row] = code(this.statuses, fieldValue(status));
    this.size[row] = code(this.sizes, fieldValue(size));
    this.options[row] =
      (simples === 't' ? 1 : 0) | (mei === 't' ? 2 : 0) | (fields[17] === 't' ? 4 : 0);
    const days = fieldValue(day);
    this.foundedDay[row] = days === null ? NO_DAY : Number(days);
    const amount = fieldValue(capital);
    this.capital[row] = amount === null ? Number.NaN : Number(amount);
    if (amount !== null) this.capitalValued = row + 1;
    for (let k = 0; k < 4; k++) (this.ranks[k] as Uint32Array)[row] = Number(fields[12 + k]);
    const businessName = fieldValue(fields[11]);
    const has = [true, businessName !== null, fields[16] === 't', days !== null];
    has.forEach((value, k) => {
      if (value) this.valued[k] = (this.valued[k] as number) + 1;
    });
    this.addKeys(row, fieldValue(fields[10]) ?? '', businessName ?? '');
    this.count = row + 1;
  }

  private addKeys(row: number, name: string, businessName: string): void {
    const start = this.keyEnd;
    const text = `${name}\u0000${businessName}`;
    const most = Buffer.byteLength(text);
    if (start + most > this.keys.length) {
      const larger = Buffer.alloc(Math.max(this.keys.length * 1.5, start + most));
      this.keys.copy(larger, 0, 0, start);
      this.keys = larger;
    }
    const end = start + this.keys.write(text, start, 'utf8');
    this.keyStarts[row] = start;
    this.keyEnd = end;
    for (let at = start; at + 3 <= end; at++) this.addTrigram(trigramAt(this.keys, at), row);
  }

  private addTrigram(trigram: number, row: number): void {
    let slot = this.trigramSlot[trigram] as number;
    if (slot === 0) {
      this.trigramRows.push({ trigram, rows: new Uint32Array(FIRST_BATCH), count: 0, lastRow: -1 });
      slot = this.trigramRows.length;
      this.trigramSlot[trigram] = slot;
    }
    const rows = this.trigramRows[slot - 1] as TrigramRows;
    if (rows.lastRow === row) return;
    rows.lastRow = row;
    if (rows.count === rows.rows.length) {
      if (rows.rows.length < LAST_BATCH) {
        const larger = new Uint32Array(rows.rows.length * 4);
        larger.set(rows.rows);
        rows.rows = larger;
      } else this.flush(rows);
    }
    rows.rows[rows.count++] = row;
  }

  private flush(rows: TrigramRows): void {
    if (rows.count) this.onTrigramBatch(rows.trigram, rows.rows.subarray(0, rows.count));
    rows.count = 0;
  }
}
