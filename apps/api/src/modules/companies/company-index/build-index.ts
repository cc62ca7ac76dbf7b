import { setImmediate as nextTurn } from 'node:timers/promises';
import { copyOut } from '../../../db/copy-out.ts';
import type { Db } from '../../../db/database.ts';
import type { Codes } from './codes.ts';
import { foundedDates } from './founded-dates.ts';
import { INDEX_ROWS, registryState, registryVersion } from './index-queries.ts';
import { IndexRows, RegistryChanged } from './index-rows.ts';
import {
  DEFAULT_LIMITS,
  type Direction,
  type Order,
  type RegistryIndex,
  rowAt,
  type SortKey,
} from './registry-index.ts';
import { RoaringBitmap32 } from './roaring.ts';

/**
 * Reads the registry and builds its index; null when the registry changed while it was read
 * (its version moved on), since what was read may mix two states of it. The version is read
 * before and after: writes move it on in their own transaction (migration 0026), so an
 * unchanged version means no write was committed in between. Yields to other work between its
 * steps, so that requests go on being answered while it runs; `signal` stops it.
 */
export async function buildRegistryIndex(
  db: Db,
  signal: AbortSignal,
  chunk = DEFAULT_LIMITS.chunk,
): Promise<RegistryIndex | null> {
  const { version, size } = await registryState(db);
  const trigrams = new Map<number, RoaringBitmap32>();
  const rows = new IndexRows(size, (trigram, batch) => {
    const bitmap = trigrams.get(trigram) ?? new RoaringBitmap32();
    trigrams.set(trigram, bitmap);
    bitmap.addMany(batch);
  });
  try {
    for await (const data of copyOut(db, INDEX_ROWS)) {
      // Leaving the loop ends the COPY and closes its connection.
      if (signal.aborted) return null;
      rows.push(data);
    }
    rows.end();
  } catch (error) {
    if (error instanceof RegistryChanged) return null;
    throw error;
  }
  if ((await registryVersion(db)) !== version || rows.count !== size) return null;
  for (const bitmap of trigrams.values()) bitmap.runOptimize();
  return signal.aborted ? null : assemble(rows, version, trigrams, chunk);
}

async function assemble(
  rows: IndexRows,
  version: number,
  trigrams: Map<number, RoaringBitmap32>,
  chunk: number,
): Promise<RegistryIndex> {
  const n = rows.count;
  const options = (bit: number) => {
    const chosen = new Uint32Array(n);
    let count = 0;
    for (let row = 0; row < n; row++)
      if ((rows.options[row] as number) & bit) chosen[count++] = row;
    return new RoaringBitmap32(chosen.subarray(0, count));
  };
  const all = RoaringBitmap32.fromRange(0, n);
  const simples = options(1);
  const mei = options(2);
  const headOffices = options(4);
  const capital = capitalOrder(n, rows.capitalValued, chunk);
  const [name, businessName, city, founded] = rows.ranks.map((ranks, k) =>
    rankedOrder(ranks, n, rows.valued[k] as number, chunk),
  );
  const orders = {
    capital_social: capital,
    razao_social: name,
    nome_fantasia: businessName,
    municipio: city,
    fundacao: founded,
  } as Record<SortKey, Order>;
  for (const order of Object.values(orders)) {
    for (const direction of ['asc', 'desc'] as Direction[]) {
      order.chunks[direction] = await chunksOf(order, direction);
    }
  }
  return {
    version,
    size: n,
    cnpjs: rows.cnpjs,
    all,
    byState: bitmapsByValue(rows.state, rows.states, n),
    byCity: bitmapsByValue(rows.city, rows.cities, n),
    byActivity: bitmapsByValue(rows.activity, rows.activities, n),
    byStatus: withCombinations(bitmapsByValue(rows.status, rows.statuses, n)),
    bySize: withCombinations(bitmapsByValue(rows.size, rows.sizes, n)),
    simples,
    notSimples: RoaringBitmap32.andNot(all, simples),
    mei,
    notMei: RoaringBitmap32.andNot(all, mei),
    headOffices,
    capitals: rows.capital,
    founded: foundedDates(rows.foundedDay, n, (codes, values) => bitmapsByValue(codes, values, n)),
    orders,
    names: {
      keys: rows.keys,
      starts: rows.keyStarts,
      trigrams,
    },
  };
}

/** The default order: a row's descending place is its number. */
const capitalOrder = (size: number, valued: number, chunk: number): Order => ({
  size,
  valued,
  chunk,
  ascRank: null,
  rowAtAsc: null,
  chunks: { asc: [], desc: [] },
});

/** An order of the places PostgreSQL gave each row; rows without a value are the last places. */
function rankedOrder(ascRank: Uint32Array, size: number, valued: number, chunk: number): Order {
  const rowAtAsc = new Uint32Array(size);
  for (let row = 0; row < size; row++) rowAtAsc[ascRank[row] as number] = row;
  return { size, valued, ascRank, rowAtAsc, chunk, chunks: { asc: [], desc: [] } };
}

/** The rows of each code's value, by counting sort: each value's rows come out in order. */
function bitmapsByValue<T>(
  codes: Uint8Array | Uint16Array,
  values: Codes<T>,
  size: number,
): Map<T, RoaringBitmap32> {
  const starts = new Uint32Array(values.values.length + 2);
  for (let row = 0; row < size; row++) {
    const after = (codes[row] as number) + 1;
    starts[after] = (starts[after] as number) + 1;
  }
  for (let code = 1; code < starts.length; code++) {
    starts[code] = (starts[code] as number) + (starts[code - 1] as number);
  }
  const sorted = new Uint32Array(size);
  const next = starts.slice();
  for (let row = 0; row < size; row++) {
    const code = codes[row] as number;
    sorted[next[code] as number] = row;
    next[code] = (next[code] as number) + 1;
  }
  const byValue = new Map<T, RoaringBitmap32>();
  values.values.forEach((value, index) => {
    const code = index + 1;
    const bitmap = new RoaringBitmap32(sorted.subarray(starts[code], starts[code + 1]));
    bitmap.runOptimize();
    byValue.set(value, bitmap);
  });
  return byValue;
}

/** The bitmaps of a few values, with the union of every combination of two or more of them. */
function withCombinations(byValue: Map<string, RoaringBitmap32>): Map<string, RoaringBitmap32> {
  const values = [...byValue.keys()].sort();
  const combined = new Map<string, RoaringBitmap32>();
  for (let subset = 1; subset < 1 << values.length; subset++) {
    const chosen = values.filter((_, bit) => subset & (1 << bit));
    const bitmaps = chosen.map((value) => byValue.get(value) as RoaringBitmap32);
    const union =
      bitmaps.length === 1 ? (bitmaps[0] as RoaringBitmap32) : RoaringBitmap32.orMany(bitmaps);
    union.runOptimize();
    combined.set(chosen.join(','), union);
  }
  return combined;
}

/** The rows of every `chunk` consecutive places of the order, in the direction. */
async function chunksOf(order: Order, direction: Direction): Promise<RoaringBitmap32[]> {
  const chunks: RoaringBitmap32[] = [];
  for (let start = 0; start < order.size; start += order.chunk) {
    const end = Math.min(order.size, start + order.chunk);
    if (!order.rowAtAsc && direction === 'desc') {
      chunks.push(RoaringBitmap32.fromRange(start, end));
      continue;
    }
    const inChunk = new Uint32Array(end - start);
    for (let place = start; place < end; place++) {
      inChunk[place - start] = rowAt(order, place, direction);
    }
    chunks.push(new RoaringBitmap32(inChunk.sort()));
    if (chunks.length % 16 === 0) await nextTurn();
  }
  return chunks;
}
