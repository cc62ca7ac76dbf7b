import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { FilterPanel } from '../../../components/list-page/filter-panel.tsx';
import type { ProposalFilterDraft } from '../hooks/use-proposal-filter-draft.ts';

// The form (selectors, ranges, dates) loads when the panel first opens.
const ProposalsFilterForm = lazy(async () => ({
  default: (await import('./proposals-filter-form.tsx')).ProposalsFilterForm,
}));

export function ProposalsFilterPanel({ draft }: { draft: ProposalFilterDraft }) {
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
          <ProposalsFilterForm
            value={draft.draft}
            onChange={draft.setDraft}
            onlyFavorites={draft.onlyFavorites}
            onOnlyFavoritesChange={draft.setOnlyFavorites}
          />
        </Suspense>
      ) : null}
    </FilterPanel>
  );
}
