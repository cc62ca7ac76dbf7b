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
