import { lazy } from 'react';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import type { FilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import type { StateFilters } from '../lib/state-filters.ts';

const StatesFilterForm = lazy(async () => ({
  default: (await import('./states-filter-form.tsx')).StatesFilterForm,
}));

export function StatesFilterPanel({ draft }: { draft: FilterDraft<StateFilters> }) {
  return <DraftFilterPanel draft={draft} Form={StatesFilterForm} />;
}
