import dayjs, { type Dayjs } from 'dayjs';
import { i18n } from '../i18n/index.ts';

// Intl's pt-BR output puts a non-breaking space (U+00A0) between "R$" and the amount and
// before the compact suffix ("mil", "mi", "bi"), so a value never wraps in a table cell.
// The exact results are pinned in format.test.ts.

const LOCALE = 'pt-BR';

const brlFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });

const compactBrlFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

const numberFormatters = new Map<number, Intl.NumberFormat>();
const percentFormatters = new Map<number, Intl.NumberFormat>();

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type NumericInput = number | null | undefined;
type DateInput = string | Date | null | undefined;

export function notInformed(): string {
  return i18n.t('common.notInformed');
}

/** 1234.5 → 'R$ 1.234,50' (with U+00A0 after R$). */
export function formatBRL(value: NumericInput): string {
  return isNumber(value) ? brlFormatter.format(value) : notInformed();
}

/** 1500000 → 'R$ 1,5 mi', 15000 → 'R$ 15 mil' (U+00A0 after R$ and before the suffix). */
export function formatCompactBRL(value: NumericInput): string {
  return isNumber(value) ? compactBrlFormatter.format(value) : notInformed();
}

/** 1234567.891 → '1.234.567,89'; at most `maximumFractionDigits` decimals. */
export function formatNumber(value: NumericInput, maximumFractionDigits = 2): string {
  if (!isNumber(value)) return notInformed();
  return cached(numberFormatters, maximumFractionDigits, () => ({ maximumFractionDigits })).format(
    value,
  );
}

/** Takes a ratio: 0.1256 → '12,56%', 1 → '100%'. */
export function formatPercent(ratio: NumericInput, maximumFractionDigits = 2): string {
  if (!isNumber(ratio)) return notInformed();
  return cached(percentFormatters, maximumFractionDigits, () => ({
    style: 'percent',
    maximumFractionDigits,
  })).format(ratio);
}

/** '2024-03-05' → '05/03/2024'; timestamps are shown in the browser's time zone. */
export function formatDate(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format('DD/MM/YYYY') : notInformed();
}

/** '2024-03-05T14:30:00-03:00' → '05/03/2024 14:30' in the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  const date = toDayjs(value);
  return date ? date.format('DD/MM/YYYY HH:mm') : notInformed();
}

function isNumber(value: NumericInput): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function cached(
  cache: Map<number, Intl.NumberFormat>,
  digits: number,
  options: () => Intl.NumberFormatOptions,
): Intl.NumberFormat {
  let formatter = cache.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, options());
    cache.set(digits, formatter);
  }
  return formatter;
}

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    // A calendar date names a day, not an instant: read it as local midnight so that no
    // time zone moves it to the previous day, and reject impossible days like 2024-02-30.
    if (dateOnly) {
      const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
      const date = dayjs(new Date(year, month - 1, day));
      const exists = date.year() === year && date.month() === month - 1 && date.date() === day;
      return exists ? date : null;
    }
  }
  const date = dayjs(value);
  return date.isValid() ? date : null;
}
