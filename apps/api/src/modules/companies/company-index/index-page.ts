import { dayOfIso, foundedPlaces } from './founded-dates.ts';
import { filteredRows, type IndexedFilter } from './index-filter.ts';
import { holdsName, nameCandidates } from './index-names.ts';
import {
  DEFAULT_LIMITS,
  type Direction,
  type IndexLimits,
  type Order,
  placeOf,
  type RegistryIndex,
  reversed,
  rowAt,
  type SortKey,
} from './registry-index.ts';
import type { ReadonlyRoaringBitmap32 } from './roaring.ts';
import { ScratchBitmaps } from './scratch-bitmaps.ts';

export type IndexedPage = {
  filter: IndexedFilter;
  sort: { key: SortKey; direction: Direction };
  offset: number;
  limit: number;
};

/** The page's rows and the filter's total: exact, or estimated for a common name. */
export type IndexAnswer = { rows: number[]; total: number; estimate: boolean };

export function answerPage(
  index: RegistryIndex,
  page: IndexedPage,
  limits: IndexLimits = DEFAULT_LIMITS,
): IndexAnswer {
  const scratch = new ScratchBitmaps();
  try {
    return answerWith(index, page, limits, scratch);
  } finally {
    scratch.free();
  }
}

function answerWith(
  index: RegistryIndex,
  page: IndexedPage,
  limits: IndexLimits,
  scratch: ScratchBitmaps,
): IndexAnswer {
  let kept = filteredRows(index, page.filter, scratch);
  if (page.filter.nameKey) {
    const term = Buffer.from(page.filter.nameKey);
    const candidates = nameCandidates(index, term, kept, scratch);
    if (candidates.size > limits.checkedAll) {
      return namedPage(index, candidates, term, page, limits.sampled, scratch);
    }
    kept = scratch.of(candidates.toUint32Array().filter((row) => holdsName(index, row, term)));
  }
  const rows = pageOf(index, kept, page, limits.sortedWhole, scratch);
  return { rows, total: kept.size, estimate: false };
}

/** The page of an exact set of rows in the order. */
function pageOf(
  index: RegistryIndex,
  kept: ReadonlyRoaringBitmap32,
  page: IndexedPage,
  sortedWhole: number,
  scratch: ScratchBitmaps,
): number[] {
  const { sort, offset, limit } = page;
  const order = index.orders[sort.key];
  const direction = sort.direction;
  if (offset >= kept.size) return [];
  // Rows are numbered in the default order itself.
  if (!order.rowAtAsc && direction === 'desc') return [...kept.rangeUint32Array(offset, limit)];
  if (kept.size <= sortedWhole) {
    return [...sortedPlaces(kept, order, direction).subarray(offset, offset + limit)].map((place) =>
      rowAt(order, place, direction),
    );
  }
  const rows: number[] = [];
  let passed = 0;
  for (const chunk of chunksToWalk(index, page, kept)) {
    const count = kept.andCardinality(chunk);
    if (passed + count > offset) {
      const places = sortedPlaces(scratch.and(kept, chunk), order, direction);
      for (let i = Math.max(0, offset - passed); i < places.length && rows.length < limit; i++) {
        rows.push(rowAt(order, places[i] as number, direction));
      }
      if (rows.length === limit) break;
    }
    passed += count;
  }
  return rows;
}

/** The rows' places in the order, sorted (in place of the rows, in one loop: this is hot). */
function sortedPlaces(rows: ReadonlyRoaringBitmap32, order: Order, direction: Direction) {
  const places = rows.toUint32Array();
  for (let i = 0; i < places.length; i++) {
    places[i] = placeOf(order, places[i] as number, direction);
  }
  return places.sort();
}

/**
 * A page of a name too common to check every candidate: the total is estimated from evenly
 * spaced candidates, and the page found by walking the order and checking the candidates it
 * passes. A walk that reaches the end has counted every match: the total is then exact.
 */
function namedPage(
  index: RegistryIndex,
  candidates: ReadonlyRoaringBitmap32,
  term: Buffer,
  page: IndexedPage,
  sampled: number,
  scratch: ScratchBitmaps,
): IndexAnswer {
  const { sort, offset, limit } = page;
  const order = index.orders[sort.key];
  let hits = 0;
  for (let i = 0; i < sampled; i++) {
    const row = candidates.select(Math.floor((i * candidates.size) / sampled)) as number;
    if (holdsName(index, row, term)) hits++;
  }
  const estimated = Math.round((candidates.size * hits) / sampled);
  const rows: number[] = [];
  let found = 0;
  for (const chunk of chunksToWalk(index, page, candidates)) {
    const inChunk = scratch.and(candidates, chunk);
    if (inChunk.isEmpty) continue;
    for (const place of sortedPlaces(inChunk, order, sort.direction)) {
      const row = rowAt(order, place, sort.direction);
      if (!holdsName(index, row, term)) continue;
      if (found >= offset) rows.push(row);
      found++;
      if (rows.length === limit) return { rows, total: Math.max(estimated, found), estimate: true };
    }
  }
  return { rows, total: found, estimate: false };
}

/**
 * The chunks of the page's order, in its direction, that can hold the rows: all of them, but
 * where the filter keeps one span of the order's places: a share capital range in the capital
 * order (rows are numbered in it), a foundation range in the foundation order. A walk then
 * never counts the chunks before the span.
 */
function chunksToWalk(
  index: RegistryIndex,
  page: IndexedPage,
  rows: ReadonlyRoaringBitmap32,
): readonly ReadonlyRoaringBitmap32[] {
  const order = index.orders[page.sort.key];
  const chunks = order.chunks[page.sort.direction];
  const span = rows.isEmpty ? null : ascendingSpan(index, page, rows);
  if (!span || span[1] >= order.valued) return chunks;
  const [first, last] =
    page.sort.direction === 'asc' ? span : [reversed(order, span[1]), reversed(order, span[0])];
  return chunks.slice(Math.floor(first / order.chunk), Math.floor(last / order.chunk) + 1);
}

/** The ascending places the rows lie within, when the order tells: [first, last]. */
function ascendingSpan(
  index: RegistryIndex,
  { sort, filter }: IndexedPage,
  rows: ReadonlyRoaringBitmap32,
): [number, number] | null {
  if (sort.key === 'capital_social') {
    const valued = index.orders.capital_social.valued;
    const [first, last] = [rows.minimum(), rows.maximum()];
    return last < valued ? [valued - 1 - last, valued - 1 - first] : null;
  }
  if (sort.key === 'fundacao' && (filter.foundedFrom || filter.foundedUntil)) {
    const from = filter.foundedFrom ? dayOfIso(filter.foundedFrom) : index.founded.first;
    const until = filter.foundedUntil ? dayOfIso(filter.foundedUntil) : index.founded.last;
    return foundedPlaces(index.founded, from, until);
  }
  return null;
}
