import { useCallback, useState } from 'react';
import {
  type FilterDraft,
  useFilterDraft,
} from '../../../components/list-page/use-filter-draft.ts';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import type { ProposalFilters } from '../lib/proposal-filters.ts';

export interface ProposalFilterDraft extends FilterDraft<ProposalFilters> {
  /** The panel's own favourites-only box, applied with the rest. */
  onlyFavorites: boolean;
  setOnlyFavorites: (value: boolean) => void;
}

/**
 * The shared draft plus favourites only, which the proposals panel lists among its filters
 * (spec 1 §2). Clearing drops favourites only and the drawn polygon as well, and lets the
 * page reset the map's zoom.
 */
export function useProposalFilterDraft(
  list: ListStateControls<ProposalFilters>,
  onCleared: () => void,
): ProposalFilterDraft {
  const base = useFilterDraft(list);
  const [onlyFavorites, setOnlyFavorites] = useState(list.state.onlyFavorites);
  const applied = list.state.onlyFavorites;
  const { setOnlyFavorites: applyOnlyFavorites, setPolygon } = list;
  const { open: openBase, apply: applyBase, clear: clearBase } = base;

  const open = useCallback(() => {
    setOnlyFavorites(applied);
    openBase();
  }, [applied, openBase]);
  const apply = useCallback(() => {
    applyOnlyFavorites(onlyFavorites);
    applyBase();
  }, [applyOnlyFavorites, onlyFavorites, applyBase]);
  const clear = useCallback(() => {
    applyOnlyFavorites(false);
    setPolygon(null);
    clearBase();
    onCleared();
  }, [applyOnlyFavorites, setPolygon, clearBase, onCleared]);

  return { ...base, open, apply, clear, onlyFavorites, setOnlyFavorites };
}
