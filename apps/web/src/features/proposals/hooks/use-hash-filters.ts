import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { stateCatalogueQueryOptions } from '../../../components/selectors/api/get-state-options.ts';
import { cityLabelsQueryOptions } from '../api/get-city-labels.ts';
import {
  filtersFromHash,
  type HashFilterLabels,
  type ProposalHashFilter,
  parseProposalsHash,
} from '../lib/hash-filters.ts';
import type { ProposalFilters } from '../lib/proposal-filters.ts';

/** Names for the chips of the panel; a failed lookup leaves the ids (the filter still works). */
async function resolveLabels(
  filter: ProposalHashFilter,
  queryClient: ReturnType<typeof useQueryClient>,
): Promise<HashFilterLabels> {
  const [states, cities] = await Promise.all([
    filter.stateIds.length > 0
      ? queryClient
          .fetchQuery(stateCatalogueQueryOptions())
          .then((rows) => new Map(rows.map((row) => [String(row.id), row.name])))
          .catch(() => new Map<string, string>())
      : new Map<string, string>(),
    filter.cityIds.length > 0
      ? queryClient
          .fetchQuery(cityLabelsQueryOptions(filter.cityIds))
          .catch(() => new Map<string, string>())
      : new Map<string, string>(),
  ]);
  return { states, cities };
}

/**
 * Applies the filters a link put in the hash (/proposals#type:company, #customer:7) as a
 * fresh search, then drops the hash so that the URL no longer contradicts later edits.
 * Answers whether the list may load: not while a hash is still being applied.
 */
export function useHashFilters(list: ListStateControls<ProposalFilters>): boolean {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { applyFilters, setOnlyFavorites } = list;
  const [applying, setApplying] = useState(() => parseProposalsHash(hash) !== null);

  useEffect(() => {
    const filter = parseProposalsHash(hash);
    if (!filter) return;
    let cancelled = false;
    setApplying(true);
    void resolveLabels(filter, queryClient).then((labels) => {
      if (cancelled) return;
      setOnlyFavorites(false);
      applyFilters(filtersFromHash(filter, labels));
      setApplying(false);
      void navigate({ pathname, search }, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [hash, pathname, search, navigate, queryClient, applyFilters, setOnlyFavorites]);

  return !applying;
}
