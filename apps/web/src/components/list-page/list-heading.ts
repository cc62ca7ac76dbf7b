import { formatNumber } from '../../lib/format-number.ts';

export interface ListCounts {
  /** Items matching the current filters. */
  total: number;
  /** Items in the base with no filter at all. */
  totalWithoutFilter: number;
}

export interface ListHeadingTexts {
  /** 'Total de cidades ativas na base: N' */
  active: (total: string) => string;
  /** 'Total de cidades filtradas na base: N / total' */
  filtered: (filtered: string, total: string) => string;
}

/** The line above a list: the active total, or the filtered one over it once anything filters. */
export function listHeading(
  counts: ListCounts,
  filtered: boolean,
  texts: ListHeadingTexts,
): string {
  return filtered
    ? texts.filtered(formatNumber(counts.total), formatNumber(counts.totalWithoutFilter))
    : texts.active(formatNumber(counts.totalWithoutFilter));
}
