import { formatNumber } from '../../../lib/format-number.ts';

const compactLong = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
});

/**
 * An estimated count rounded down to two significant digits: 1.234.567 → 1.200.000. Saying
 * "more than" the rounded value never claims more than the estimate does.
 */
export function estimateFloor(total: number): number {
  if (total < 100) return Math.max(0, Math.floor(total));
  const magnitude = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.floor(total / magnitude) * magnitude;
}

/** 'mais de 1,2 milhão', 'mais de 45 mil': never a fake exact number. */
export function formatEstimate(total: number): string {
  return `mais de ${compactLong.format(estimateFloor(total))}`;
}

/** A count as the heading shows it: exact, or in words when the server only estimated it. */
export function formatCount(total: number, estimate: boolean): string {
  return estimate ? formatEstimate(total) : formatNumber(total);
}

export interface CompanyHeadingTexts {
  active: (total: string) => string;
  filtered: (filtered: string, total: string) => string;
}

/**
 * The line above the list. When the server estimated the filtered total, the whole base is at
 * least as large and is estimated too, so both read as estimates.
 */
export function companyHeading(
  counts: { total: number; total_without_filter: number; total_is_estimate: boolean },
  filtered: boolean,
  texts: CompanyHeadingTexts,
): string {
  const estimate = counts.total_is_estimate;
  return filtered
    ? texts.filtered(
        formatCount(counts.total, estimate),
        formatCount(counts.total_without_filter, estimate),
      )
    : texts.active(formatCount(counts.total_without_filter, estimate));
}
