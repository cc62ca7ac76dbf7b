import { Codes } from './codes.ts';
import type { RoaringBitmap32 } from './roaring.ts';

/** Days since 1970 of a row without a foundation date. */
export const NO_DAY = 0x7fffffff;
const DAY_MS = 86_400_000;

/**
 * The rows founded in each year, month and day, so that a date range is the union of a few
 * dozen bitmaps at most: whole years in its middle, whole months and single days at its ends.
 */
export type FoundedDates = {
  years: Map<number, RoaringBitmap32>;
  /** By year × 12 + month (0–11). */
  months: Map<number, RoaringBitmap32>;
  /** By days since 1970. */
  days: Map<number, RoaringBitmap32>;
  first: number;
  last: number;
  /** The distinct days ascending, and how many rows were founded before each (one more: all). */
  sortedDays: Int32Array;
  rowsBefore: Float64Array;
};

const yearOf = (day: number) => new Date(day * DAY_MS).getUTCFullYear();
const monthOf = (day: number) => {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};
const dayOf = (year: number, month: number, date = 1) => Date.UTC(year, month, date) / DAY_MS;

export const dayOfIso = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The bitmaps of each year, month and day that rows were founded in. */
export function foundedDates(
  dayOfRow: Int32Array,
  size: number,
  bitmapsOf: <T>(codes: Uint16Array, values: Codes<T>) => Map<T, RoaringBitmap32>,
): FoundedDates {
  const days = new Codes<number>();
  const dayCodes = new Uint16Array(size);
  for (let row = 0; row < size; row++) {
    const day = dayOfRow[row] as number;
    dayCodes[row] = day === NO_DAY ? 0 : days.codeOf(day);
  }
  // Each distinct day's month and year, then each row's through its day.
  const months = new Codes<number>();
  const years = new Codes<number>();
  const monthOfDay = new Uint16Array(days.values.length + 1);
  const yearOfDay = new Uint16Array(days.values.length + 1);
  days.values.forEach((day, index) => {
    monthOfDay[index + 1] = months.codeOf(monthOf(day));
    yearOfDay[index + 1] = years.codeOf(yearOf(day));
  });
  const monthCodes = dayCodes.map((code) => monthOfDay[code] as number);
  const yearCodes = dayCodes.map((code) => yearOfDay[code] as number);
  const byDay = bitmapsOf(dayCodes, days);
  const sortedDays = Int32Array.from(days.values).sort();
  const rowsBefore = new Float64Array(sortedDays.length + 1);
  sortedDays.forEach((day, index) => {
    rowsBefore[index + 1] = (rowsBefore[index] as number) + (byDay.get(day)?.size ?? 0);
  });
  return {
    years: bitmapsOf(yearCodes, years),
    months: bitmapsOf(monthCodes, months),
    days: byDay,
    sortedDays,
    rowsBefore,
    first: days.values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY),
    last: days.values.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY),
  };
}

/** The bitmaps whose union is the rows founded from `from` to `until` (days since 1970, inclusive). */
export function foundedBetween(
  dates: FoundedDates,
  from: number,
  until: number,
): RoaringBitmap32[] {
  const parts: RoaringBitmap32[] = [];
  const add = (bitmap: RoaringBitmap32 | undefined) => {
    if (bitmap) parts.push(bitmap);
  };
  let day = Math.max(from, dates.first);
  const last = Math.min(until, dates.last);
  while (day <= last) {
    const date = new Date(day * DAY_MS);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const startsMonth = date.getUTCDate() === 1;
    const nextYear = dayOf(year + 1, 0);
    const nextMonth = dayOf(year, month + 1);
    if (startsMonth && month === 0 && nextYear - 1 <= last) {
      add(dates.years.get(year));
      day = nextYear;
    } else if (startsMonth && nextMonth - 1 <= last) {
      add(dates.months.get(year * 12 + month));
      day = nextMonth;
    } else {
      add(dates.days.get(day));
      day++;
    }
  }
  return parts;
}

/**
 * The places in the ascending foundation order (date, then CNPJ) of the rows founded from
 * `from` to `until`: [first, last], or null when none were.
 */
export function foundedPlaces(
  dates: FoundedDates,
  from: number,
  until: number,
): [number, number] | null {
  const before = (day: number) => {
    let low = 0;
    let high = dates.sortedDays.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((dates.sortedDays[middle] as number) < day) low = middle + 1;
      else high = middle;
    }
    return dates.rowsBefore[low] as number;
  };
  const first = before(from);
  const last = before(until + 1) - 1;
  return last >= first ? [first, last] : null;
}
