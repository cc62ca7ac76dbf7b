import type { ResolvedFilter } from '../companies-filter-queries.ts';
import type { CompanyFilter, CompanySort } from '../company-filters.ts';
import type { IndexedPage } from './index-page.ts';
import type { SortKey } from './registry-index.ts';

/**
 * A list page as the index answers it, or null when the index cannot: a CNPJ prefix and
 * favourites (their own statements are cheap), a name shorter than three bytes (no sequence
 * to look up), and an order of several keys.
 */
export function indexedPageOf(
  filter: CompanyFilter,
  resolved: ResolvedFilter,
  sort: CompanySort,
  page: { offset: number; limit: number },
): IndexedPage | null {
  if (filter.cnpjPrefix || filter.favoritesOf !== undefined || sort.length > 1) return null;
  if (filter.name && Buffer.byteLength(resolved.nameKey ?? '') < 3) return null;
  const [first] = sort;
  // The query's schema admits the list's sort keys only.
  const key = (first?.key ?? 'capital_social') as SortKey;
  return {
    filter: {
      nameKey: filter.name ? (resolved.nameKey ?? undefined) : undefined,
      cityIds: resolved.cityIds ?? undefined,
      ufs: filter.stateIds?.length ? (resolved.filter.stateUfs ?? []) : undefined,
      activityCodes: filter.activityCodes,
      shareCapital: filter.shareCapital,
      statusCodes: filter.statusCodes,
      sizeCodes: filter.sizeCodes,
      foundedFrom: filter.foundedFrom,
      foundedUntil: filter.foundedUntil,
      simples: filter.simples,
      mei: filter.mei,
      headOffices: filter.headOffices,
    },
    sort: { key, direction: first?.order ?? 'desc' },
    ...page,
  };
}
