import { formatEstimate } from '../../../lib/format-estimate.ts';
import { formatNumber } from '../../../lib/format-number.ts';

export { estimateFloor, formatEstimate } from '../../../lib/format-estimate.ts';

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
