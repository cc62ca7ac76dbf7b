import { lazy } from 'react';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import type { FilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import type { CityFilters } from '../lib/city-filters.ts';

// The form (selectors, sliders, every indicator) loads when the panel first opens.
const CitiesFilterForm = lazy(async () => ({
  default: (await import('./cities-filter-form.tsx')).CitiesFilterForm,
}));

export function CitiesFilterPanel({ draft }: { draft: FilterDraft<CityFilters> }) {
  return <DraftFilterPanel draft={draft} Form={CitiesFilterForm} />;
}
