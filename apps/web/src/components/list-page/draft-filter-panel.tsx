import { Center, Loader } from '@mantine/core';
import { type ComponentType, Suspense } from 'react';
import { FilterPanel } from './filter-panel.tsx';
import type { FilterDraft } from './use-filter-draft.ts';

export type FilterFormProps<Filters> = {
  value: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
};

/**
 * The filter panel bound to a list's draft. `Form` is usually lazy: it loads when the panel
 * first opens, so selectors and sliders stay out of the list's first paint.
 */
export function DraftFilterPanel<Filters>({
  draft,
  Form,
}: {
  draft: FilterDraft<Filters>;
  Form: ComponentType<FilterFormProps<Filters>>;
}) {
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
          <Form value={draft.draft} onChange={draft.setDraft} />
        </Suspense>
      ) : null}
    </FilterPanel>
  );
}
