import { filteredRows, type IndexedFilter } from './index-filter.ts';
import { holdsName, nameCandidates } from './index-names.ts';
import {
  DEFAULT_LIMITS,
  type Direction,
  type IndexLimits,
  type Order,
  placeOf,
  type RegistryIndex,
  rowAt,
  type SortKey,
} from './registry-index.ts';
import { RoaringBitmap32 } from './roaring.ts';

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
  const order = index.orders[page.sort.key];
  let kept = filteredRows(index, page.filter);
  if (page.filter.nameKey) {
    const term = Buffer.from(page.filter.nameKey);
    const candidates = nameCandidates(index, term, kept);
    if (candidates.size > limits.checkedAll) {
      return namedPage(index, candidates, term, order, page, limits.sampled);
    }
    kept = new RoaringBitmap32(
      candidates.toUint32Array().filter((row) => holdsName(index, row, term)),
    );
  }
  return { rows: pageOf(kept, order, page, limits.sortedWhole), total: kept.size, estimate: false };
}

/** The page of an exact set of rows in the order. */
function pageOf(
  kept: RoaringBitmap32,
  order: Order,
  { sort, offset, limit }: IndexedPage,
  sortedWhole: number,
): number[] {
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
  for (const chunk of order.chunks[direction]) {
    const count = kept.andCardinality(chunk);
    if (passed + count > offset) {
      const places = sortedPlaces(RoaringBitmap32.and(kept, chunk), order, direction);
      for (let i = Math.max(0, offset - passed); i < places.length && rows.length < limit; i++) {
        rows.push(rowAt(order, places[i] as number, direction));
      }
      if (rows.length === limit) break;
    }
    passed += count;
  }
  return rows;
}

const sortedPlaces = (rows: RoaringBitmap32, order: Order, direction: Direction) =>
  rows
    .toUint32Array()
    .map((row) => placeOf(order, row, direction))
    .sort();

/**
 * A page of a name too common to check every candidate: the total is estimated from evenly
 * spaced candidates, and the page found by walking the order and checking the candidates it
 * passes. A walk that reaches the end has counted every match: the total is then exact.
 */
function namedPage(
  index: RegistryIndex,
  candidates: RoaringBitmap32,
  term: Buffer,
  order: Order,
  { sort, offset, limit }: IndexedPage,
  sampled: number,
): IndexAnswer {
  let hits = 0;
  for (let i = 0; i < sampled; i++) {
    const row = candidates.select(Math.floor((i * candidates.size) / sampled)) as number;
    if (holdsName(index, row, term)) hits++;
  }
  const estimated = Math.round((candidates.size * hits) / sampled);
  const rows: number[] = [];
  let found = 0;
  for (const chunk of order.chunks[sort.direction]) {
    const inChunk = RoaringBitmap32.and(candidates, chunk);
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
