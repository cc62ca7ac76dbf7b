import { placeOf, type RegistryIndex, rowAt } from './registry-index.ts';
import { RoaringBitmap32 } from './roaring.ts';

/** A list filter as the index answers it: places already resolved to municipality ids. */
export type IndexedFilter = {
  /** The name term's search key (as `lower(immutable_unaccent())` gives it), three bytes or more. */
  nameKey?: string;
  /** Municipality ids (a code, ids or a polygon, resolved); empty: none matches. */
  cityIds?: number[];
  /** UFs; empty: none matches. */
  ufs?: string[];
  activityCodes?: string[];
  shareCapital?: { start?: number; end?: number };
  statusCodes?: string[];
  sizeCodes?: string[];
  /** ISO dates. */
  foundedFrom?: string;
  foundedUntil?: string;
  simples?: boolean;
  mei?: boolean;
};

const DAY_MS = 86_400_000;
const daysOf = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
/** Up to this many rows, a range is checked row by row rather than built as a bitmap. */
const CHECKED_ONE_BY_ONE = 65_536;

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
 * large unions are never built. Then the share capital range (a range of rows) and the
 * foundation range (a range of places in the foundation order).
 */
export function filteredRows(index: RegistryIndex, filter: IndexedFilter): RoaringBitmap32 {
  const groups: RoaringBitmap32[][] = [];
  const group = <T>(values: T[] | undefined, byValue: Map<T, RoaringBitmap32>) => {
    if (values) groups.push(values.flatMap((value) => byValue.get(value) ?? []));
  };
  group(filter.cityIds, index.byCity);
  group(filter.ufs, index.byState);
  group(filter.activityCodes, index.byActivity);
  group(filter.statusCodes, index.byStatus);
  group(filter.sizeCodes, index.bySize);
  if (filter.simples !== undefined)
    groups.push([filter.simples ? index.simples : index.notSimples]);
  if (filter.mei !== undefined) groups.push([filter.mei ? index.mei : index.notMei]);

  const weight = (bitmaps: RoaringBitmap32[]) => bitmaps.reduce((sum, b) => sum + b.size, 0);
  groups.sort((a, b) => weight(a) - weight(b));
  let kept: RoaringBitmap32 | null = null;
  for (const bitmaps of groups) {
    if (kept === null) {
      kept =
        bitmaps.length === 1
          ? (bitmaps[0] as RoaringBitmap32).clone()
          : RoaringBitmap32.orMany(bitmaps);
    } else if (bitmaps.length === 1) {
      kept.andInPlace(bitmaps[0] as RoaringBitmap32);
    } else {
      const sofar: RoaringBitmap32 = kept;
      kept = RoaringBitmap32.orMany(bitmaps.map((bitmap) => RoaringBitmap32.and(sofar, bitmap)));
    }
    if (kept.isEmpty) return kept;
  }
  kept = withinCapital(index, filter, kept);
  return withinFounded(index, filter, kept);
}

/** Share capital descends with the row number: the range is a range of rows. */
function withinCapital(
  index: RegistryIndex,
  { shareCapital }: IndexedFilter,
  kept: RoaringBitmap32 | null,
): RoaringBitmap32 | null {
  if (shareCapital?.start === undefined && shareCapital?.end === undefined) return kept;
  const valued = index.orders.capital_social.valued;
  const capitals = index.capitals;
  const { start, end } = shareCapital;
  const first =
    end === undefined ? 0 : firstPast(valued, (row) => (capitals[row] as number) <= end);
  const last =
    start === undefined ? valued : firstPast(valued, (row) => (capitals[row] as number) < start);
  const range = RoaringBitmap32.fromRange(first, Math.max(first, last));
  if (kept === null) return range;
  kept.andInPlace(range);
  return kept;
}

/** Foundation dates ascend with the foundation order's places: the range is a range of places. */
function withinFounded(
  index: RegistryIndex,
  { foundedFrom, foundedUntil }: IndexedFilter,
  kept: RoaringBitmap32 | null,
): RoaringBitmap32 {
  if (!foundedFrom && !foundedUntil) return kept ?? index.all.clone();
  const order = index.orders.fundacao;
  const days = index.foundedDays;
  // Places without a date come last, marked with the largest day: the range stops before them.
  const dated = firstPast(index.size, (place) => (days[place] as number) === 0x7fffffff);
  const from = foundedFrom ? daysOf(foundedFrom) : null;
  const until = foundedUntil ? daysOf(foundedUntil) : null;
  const first = from === null ? 0 : firstPast(dated, (place) => (days[place] as number) >= from);
  const last =
    until === null ? dated : firstPast(dated, (place) => (days[place] as number) > until);
  if (last <= first) return new RoaringBitmap32();
  if (kept !== null && kept.size <= CHECKED_ONE_BY_ONE) {
    const rows = kept.toUint32Array().filter((row) => {
      const place = placeOf(order, row, 'asc');
      return place >= first && place < last;
    });
    return new RoaringBitmap32(rows);
  }
  const range = placesAsRows(index, first, last);
  if (kept === null) return range;
  kept.andInPlace(range);
  return kept;
}

/** The rows at places [first, last) of the foundation order: whole chunks, and the ends row by row. */
function placesAsRows(index: RegistryIndex, first: number, last: number): RoaringBitmap32 {
  const order = index.orders.fundacao;
  const size = order.chunk;
  const whole: RoaringBitmap32[] = [];
  const loose: number[] = [];
  let place = first;
  while (place < last) {
    const chunk = Math.floor(place / size);
    const chunkEnd = Math.min((chunk + 1) * size, index.size);
    if (place === chunk * size && chunkEnd <= last) {
      whole.push(order.chunks.asc[chunk] as RoaringBitmap32);
      place = chunkEnd;
    } else {
      const stop = Math.min(chunkEnd, last);
      for (; place < stop; place++) loose.push(rowAt(order, place, 'asc'));
    }
  }
  const rows = RoaringBitmap32.orMany(whole);
  rows.addMany(Uint32Array.from(loose).sort());
  return rows;
}
