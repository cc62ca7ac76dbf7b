import type { CompanySortKey } from '@oportuna/domain';
import type { FoundedDates } from './founded-dates.ts';
import type { RoaringBitmap32 } from './roaring.ts';

/**
 * The company list's index (decision 0025): the registry's filter columns as compressed
 * bitmaps of row numbers, held in memory. A row's number is its place in the list's default
 * order (share capital descending, empty last, ties by CNPJ descending), so a share capital
 * range is a range of row numbers.
 */
export type RegistryIndex = {
  /** The registry's version it was read at (migration 0026). */
  version: number;
  size: number;
  /** Every row's CNPJ, 14 ASCII characters each, in row order. */
  cnpjs: Buffer;
  all: RoaringBitmap32;
  byState: Map<string, RoaringBitmap32>;
  byCity: Map<number, RoaringBitmap32>;
  byActivity: Map<string, RoaringBitmap32>;
  /**
   * Statuses and sizes are few and each holds a large share of the registry: the rows of every
   * combination of their values are kept whole, keyed by the values sorted and joined by commas,
   * so that filtering by several costs one intersection.
   */
  byStatus: Map<string, RoaringBitmap32>;
  /** A company without a size counts as '00' (não informado), as the list filters it. */
  bySize: Map<string, RoaringBitmap32>;
  simples: RoaringBitmap32;
  notSimples: RoaringBitmap32;
  mei: RoaringBitmap32;
  notMei: RoaringBitmap32;
  /** Head offices (matrizes): Receita's type 1 (a branch, filial, is 2). */
  headOffices: RoaringBitmap32;
  /** Share capital by row, descending; rows from `orders.capital_social.valued` on have none. */
  capitals: Float64Array;
  founded: FoundedDates;
  orders: Record<SortKey, Order>;
  names: NameIndex;
};

/** The list's sort keys (the API's own). */
export type SortKey = CompanySortKey;
export type Direction = 'asc' | 'desc';

/**
 * One order of the list. Rows with a value come first both ways, and ties go by CNPJ in the
 * order's direction; so descending is ascending reversed within the rows with a value and
 * within those without.
 */
export type Order = {
  size: number;
  /** Rows with a value. */
  valued: number;
  /** Each row's ascending place; none for share capital, whose descending place is the row number. */
  ascRank: Uint32Array | null;
  /** The row at each ascending place (the inverse of `ascRank`). */
  rowAtAsc: Uint32Array | null;
  /** Places per chunk: a page past thousands of matches skips whole chunks by their count. */
  chunk: number;
  /** The rows of every `chunk` consecutive places, per direction. */
  chunks: Record<Direction, RoaringBitmap32[]>;
};

/** How the index trades memory for speed; tests lower them to reach every path on few rows. */
export type IndexLimits = {
  /** Places per chunk of an order. */
  chunk: number;
  /** Up to this many matches are sorted whole; past it, the order's chunks are walked. */
  sortedWhole: number;
  /** Up to this many rows holding a name's sequences are all checked, and the total is exact. */
  checkedAll: number;
  /** Past that, how many of them, evenly spaced, estimate the total. */
  sampled: number;
};

export const DEFAULT_LIMITS: IndexLimits = {
  chunk: 16_384,
  sortedWhole: 20_000,
  checkedAll: 5_000,
  sampled: 500,
};

/** A place counted the other way (an involution). */
export const reversed = (order: Pick<Order, 'size' | 'valued'>, place: number) =>
  place < order.valued ? order.valued - 1 - place : order.valued + (order.size - 1 - place);

/** The row's place in the order, in the direction. */
export function placeOf(order: Order, row: number, direction: Direction): number {
  const asc = order.ascRank ? (order.ascRank[row] as number) : reversed(order, row);
  return direction === 'asc' ? asc : reversed(order, asc);
}

/** The row at the place, in the direction. */
export function rowAt(order: Order, place: number, direction: Direction): number {
  const asc = direction === 'asc' ? place : reversed(order, place);
  return order.rowAtAsc ? (order.rowAtAsc[asc] as number) : reversed(order, asc);
}

/**
 * Name search: each row's search keys (name, a NUL, trade name) in one buffer, UTF-8, and a
 * bitmap of the rows holding each three-byte sequence. A term's rows hold all its sequences;
 * those are checked against the keys themselves.
 */
export type NameIndex = {
  keys: Buffer;
  /** Where each row's keys start in `keys`; the last entry is the end. */
  starts: Uint32Array;
  trigrams: Map<number, RoaringBitmap32>;
};

export const CNPJ_LENGTH = 14;

export const cnpjAt = (index: RegistryIndex, row: number) =>
  index.cnpjs.toString('latin1', row * CNPJ_LENGTH, (row + 1) * CNPJ_LENGTH);
