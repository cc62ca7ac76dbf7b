export interface ListCounts {
  /** Items matching the current filters. */
  total: number;
  /** Items in the base with no filter at all. */
  totalWithoutFilter: number;
}

/** The texts take the counts as numbers: the resource writes them pt-BR ('5.571'). */
export interface ListHeadingTexts {
  /** 'Total de cidades ativas na base: N' */
  active: (total: number) => string;
  /** 'Total de cidades filtradas na base: N / total' */
  filtered: (filtered: number, total: number) => string;
}

/** The line above a list: the active total, or the filtered one over it once anything filters. */
export function listHeading(
  counts: ListCounts,
  filtered: boolean,
  texts: ListHeadingTexts,
): string {
  return filtered
    ? texts.filtered(counts.total, counts.totalWithoutFilter)
    : texts.active(counts.totalWithoutFilter);
}
