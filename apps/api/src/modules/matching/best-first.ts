/** The first `count` of `indexes` in best-first order, without sorting them all. */
export function best(
  indexes: Uint32Array,
  count: number,
  compare: (a: number, b: number) => number,
) {
  if (count <= 0) return [];
  if (count >= indexes.length / 8) return Array.from(indexes).sort(compare).slice(0, count);
  const kept: number[] = [];
  for (const index of indexes) {
    const last = kept[count - 1];
    if (last !== undefined && compare(index, last) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(index, kept[middle] ?? index) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, index);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/**
 * Entries `start` to `start + limit` of the ranked indexes in best-first order, then of those
 * a hard condition left out (rank null), each made by `entry`: the page of a match list.
 */
export function pageOf<E>(
  ranked: Uint32Array,
  excluded: Uint32Array,
  compare: (a: number, b: number) => number,
  entry: (index: number, rank: number | null) => E,
  page: { start: number; limit: number; withExcluded: boolean },
): E[] {
  const { start, limit, withExcluded } = page;
  const end = start + limit;
  const fromRanked = best(ranked, Math.min(end, ranked.length), compare)
    .slice(start)
    .map((index, i) => entry(index, start + i + 1));
  if (!withExcluded || end <= ranked.length) return fromRanked;
  const fromExcluded = best(excluded, Math.min(end - ranked.length, excluded.length), compare)
    .slice(Math.max(0, start - ranked.length))
    .map((index) => entry(index, null));
  return [...fromRanked, ...fromExcluded];
}
