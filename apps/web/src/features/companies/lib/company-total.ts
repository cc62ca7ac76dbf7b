import { formatEstimate } from '../../../lib/format-estimate.ts';
import { formatNumber } from '../../../lib/format-number.ts';

export { estimateRounded, formatEstimate } from '../../../lib/format-estimate.ts';

/** A count as the heading shows it: exact, or in words when the server only estimated it. */
export function formatCount(total: number, estimate: boolean): string {
  return estimate ? formatEstimate(total) : formatNumber(total);
}

/** The texts take the counts already written: exact ('1.234') or an estimate in words. */
export interface CompanyHeadingTexts {
  active: (all: string) => string;
  filtered: (found: string, all: string) => string;
}

/**
 * The line above the list. The whole base is always counted (the server keeps its tallies); the
 * filtered total reads as an estimate when the server only estimated it.
 */
export function companyHeading(
  counts: { total: number; total_without_filter: number; total_is_estimate: boolean },
  filtered: boolean,
  texts: CompanyHeadingTexts,
): string {
  const all = formatNumber(counts.total_without_filter);
  return filtered
    ? texts.filtered(formatCount(counts.total, counts.total_is_estimate), all)
    : texts.active(all);
}
