import { useCallback, useState } from 'react';
import type { ListStateControls } from './use-list-state.ts';

export interface FilterDraft<Filters> {
  opened: boolean;
  open: () => void;
  /** 'Cancelar': closes and forgets the edits. */
  close: () => void;
  draft: Filters;
  setDraft: (update: (draft: Filters) => Filters) => void;
  /** 'Aplicar Filtros': the draft becomes the list's filters (page 1) and the panel closes. */
  apply: () => void;
  /** 'Limpar todos os filtros': back to no filter at all (page 1), the panel closes. */
  clear: () => void;
}

/** The panel edits a copy of the applied filters; nothing reaches the list before 'Aplicar'. */
export function useFilterDraft<Filters>(list: ListStateControls<Filters>): FilterDraft<Filters> {
  const [opened, setOpened] = useState(false);
  const [draft, setDraftState] = useState(list.state.filters);
  const { applyFilters, clearFilters } = list;
  const applied = list.state.filters;

  const open = useCallback(() => {
    setDraftState(applied);
    setOpened(true);
  }, [applied]);
  const close = useCallback(() => setOpened(false), []);
  const setDraft = useCallback((update: (draft: Filters) => Filters) => setDraftState(update), []);
  const apply = useCallback(() => {
    applyFilters(draft);
    setOpened(false);
  }, [applyFilters, draft]);
  const clear = useCallback(() => {
    clearFilters();
    setOpened(false);
  }, [clearFilters]);

  return { opened, open, close, draft, setDraft, apply, clear };
}
