import { i18n } from '../i18n/index.ts';

// Intl's pt-BR output puts a non-breaking space (U+00A0) between "R$" and the amount and
// before the compact suffix ("mil", "mi", "bi"), so a value never wraps in a table cell.
// The exact results are pinned in format.test.ts. Dates live in format.ts: lists that show
// no date do not load the date library.

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

type NumericInput = number | null | undefined;

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
