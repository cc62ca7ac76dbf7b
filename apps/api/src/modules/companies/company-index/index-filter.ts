import type { CompanyFilter } from '../company-filters.ts';
import { dayOfIso, foundedBetween } from './founded-dates.ts';
import type { RegistryIndex } from './registry-index.ts';
import type { ReadonlyRoaringBitmap32, RoaringBitmap32 } from './roaring.ts';
import type { ScratchBitmaps } from './scratch-bitmaps.ts';

/**
 * A list filter as the index answers it: the list's own conditions on coded columns and
 * ranges, with the name as its search key and places already resolved.
 */
export type IndexedFilter = Pick<
  CompanyFilter,
  | 'activityCodes'
  | 'shareCapital'
  | 'statusCodes'
  | 'sizeCodes'
  | 'foundedFrom'
  | 'foundedUntil'
  | 'simples'
  | 'mei'
  | 'headOffices'
> & {
  /** The name term's search key (as `lower(immutable_unaccent())` gives it), three bytes or more. */
  nameKey?: string;
  /** Municipality ids (a code, ids or a polygon, resolved); empty: none matches. */
  cityIds?: number[];
  /** UFs; empty: none matches. */
  ufs?: string[];
};

/** The first place in [0, end) whose value `isPast` holds for, in values ordered so that it holds for a suffix. */
function firstPast(end: number, isPast: (place: number) => boolean): number {
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isPast(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The rows the filter keeps, but for its name: each group of values (the UFs, the statuses…)
 * is the union of its bitmaps; the groups are intersected smallest first, and a group of
 * several values is intersected value by value with what is kept so far before the union, so
 * large unions are never built. The answer may be one of the index's own bitmaps: it is only
 * read, never changed. A foundation range is such a group: its years, months and days.
 * Then the share capital range, a range of rows.
 */
export function filteredRows(
  index: RegistryIndex,
  filter: IndexedFilter,
  scratch: ScratchBitmaps,
): ReadonlyRoaringBitmap32 {
  const groups: RoaringBitmap32[][] = [];
  const group = <T>(values: T[] | undefined, byValue: Map<T, RoaringBitmap32>) => {
    if (values) groups.push(values.flatMap((value) => byValue.get(value) ?? []));
  };
  const combination = (values: string[] | undefined, byValues: Map<string, RoaringBitmap32>) => {
    if (!values) return;
    const held = [...new Set(values)].filter((value) => byValues.has(value)).sort();
    groups.push(held.length ? [byValues.get(held.join(',')) as RoaringBitmap32] : []);
  };
  group(filter.cityIds, index.byCity);
  group(filter.ufs, index.byState);
  group(filter.activityCodes, index.byActivity);
  combination(filter.statusCodes, index.byStatus);
  combination(filter.sizeCodes, index.bySize);
  if (filter.simples !== undefined)
    groups.push([filter.simples ? index.simples : index.notSimples]);
  if (filter.mei !== undefined) groups.push([filter.mei ? index.mei : index.notMei]);
  if (filter.headOffices) groups.push([index.headOffices]);
  if (filter.foundedFrom || filter.foundedUntil) {
    const from = filter.foundedFrom ? dayOfIso(filter.foundedFrom) : index.founded.first;
    const until = filter.foundedUntil ? dayOfIso(filter.foundedUntil) : index.founded.last;
    groups.push(foundedBetween(index.founded, from, until));
  }

  const weight = (bitmaps: RoaringBitmap32[]) => bitmaps.reduce((sum, b) => sum + b.size, 0);
  groups.sort((a, b) => weight(a) - weight(b));
  let kept: ReadonlyRoaringBitmap32 | null = null;
  for (const bitmaps of groups) {
    const sofar: ReadonlyRoaringBitmap32 | null = kept;
    if (bitmaps.length === 1) {
      const only = bitmaps[0] as RoaringBitmap32;
      kept = sofar === null ? only : scratch.and(sofar, only);
    } else if (sofar === null) {
      kept = scratch.orMany(bitmaps);
    } else if (weight(bitmaps) > sofar.size) {
      // Values that together outweigh what is kept: their union once, then one intersection.
      kept = scratch.and(sofar, scratch.orMany(bitmaps));
    } else {
      kept = scratch.orMany(bitmaps.map((bitmap) => scratch.and(sofar, bitmap)));
    }
    if (kept.isEmpty) return kept;
  }
  return withinCapital(index, filter, kept ?? index.all, scratch);
}

/** Share capital descends with the row number: the range is a range of rows. */
function withinCapital(
  index: RegistryIndex,
  { shareCapital }: IndexedFilter,
  kept: ReadonlyRoaringBitmap32,
  scratch: ScratchBitmaps,
): ReadonlyRoaringBitmap32 {
  if (shareCapital?.start === undefined && shareCapital?.end === undefined) return kept;
  const valued = index.orders.capital_social.valued;
  const capitals = index.capitals;
  const { start, end } = shareCapital;
  const first =
    end === undefined ? 0 : firstPast(valued, (row) => (capitals[row] as number) <= end);
  const last =
    start === undefined ? valued : firstPast(valued, (row) => (capitals[row] as number) < start);
  const range = scratch.range(first, Math.max(first, last));
  return kept === index.all ? range : scratch.and(kept, range);
}
