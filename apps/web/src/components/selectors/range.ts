/** An indicator range; null on a side means unbounded there. */
export type RangeValue = readonly [number | null, number | null];

export const EMPTY_RANGE: RangeValue = [null, null];

/** The end input waits for a start above 0 (spec 2 §5). */
export function isRangeEndDisabled(range: RangeValue): boolean {
  return !(range[0] !== null && range[0] > 0);
}

/** The end cannot be below the start, nor below the range's minimum. */
export function rangeEndMinimum(range: RangeValue, minimum = 0): number {
  return Math.max(minimum, range[0] ?? minimum);
}

/**
 * A new start: without a start above 0 the end goes too (it is disabled then); an end
 * left below the new start is dropped rather than silently moved.
 */
export function withRangeStart(range: RangeValue, start: number | null): RangeValue {
  const next = start === null || Number.isNaN(start) ? null : start;
  if (next === null || next <= 0) return [next, null];
  const end = range[1] !== null && range[1] < next ? null : range[1];
  return [next, end];
}

export function withRangeEnd(range: RangeValue, end: number | null): RangeValue {
  if (isRangeEndDisabled(range)) return [range[0], null];
  const next = end === null || Number.isNaN(end) ? null : end;
  return [range[0], next !== null && range[0] !== null && next < range[0] ? range[0] : next];
}

export function isEmptyRange(range: RangeValue): boolean {
  return range[0] === null && range[1] === null;
}

/**
 * The API's `start,end` (either side optional, e.g. `0.7,`); `factor` converts the value
 * people edit into the stored one (an IDHM of 70 on the slider is 0.7).
 */
export function rangeParam(range: RangeValue, factor = 1): string | undefined {
  if (isEmptyRange(range)) return undefined;
  const side = (value: number | null) =>
    value === null ? '' : String(Number((value * factor).toPrecision(12)));
  return `${side(range[0])},${side(range[1])}`;
}

/** A slider position as a range: a thumb left at its bound does not filter on that side. */
export function sliderToRange(
  [start, end]: readonly [number, number],
  [minimum, maximum]: readonly [number, number],
): RangeValue {
  return [start <= minimum ? null : start, end >= maximum ? null : end];
}

export function rangeToSlider(
  range: RangeValue,
  [minimum, maximum]: readonly [number, number],
): [number, number] {
  return [range[0] ?? minimum, range[1] ?? maximum];
}
