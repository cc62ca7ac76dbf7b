import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FilterPanel } from '../../../components/list-page/filter-panel.tsx';
import type { FilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import type { CityFilters } from '../lib/city-filters.ts';

// The form (selectors, sliders, every indicator) loads when the panel first opens.
const CitiesFilterForm = lazy(async () => ({
  default: (await import('./cities-filter-form.tsx')).CitiesFilterForm,
}));

export function CitiesFilterPanel({ draft }: { draft: FilterDraft<CityFilters> }) {
  return (
    <FilterPanel
      opened={draft.opened}
      onClose={draft.close}
      onApply={draft.apply}
      onClear={draft.clear}
    >
      {draft.opened ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <CitiesFilterForm value={draft.draft} onChange={draft.setDraft} />
        </Suspense>
      ) : null}
    </FilterPanel>
  );
}
