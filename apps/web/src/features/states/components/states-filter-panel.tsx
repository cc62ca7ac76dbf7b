import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FilterPanel } from '../../../components/list-page/filter-panel.tsx';
import type { FilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import type { StateFilters } from '../lib/state-filters.ts';

const StatesFilterForm = lazy(async () => ({
  default: (await import('./states-filter-form.tsx')).StatesFilterForm,
}));

export function StatesFilterPanel({ draft }: { draft: FilterDraft<StateFilters> }) {
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
          <StatesFilterForm value={draft.draft} onChange={draft.setDraft} />
        </Suspense>
      ) : null}
    </FilterPanel>
  );
}
