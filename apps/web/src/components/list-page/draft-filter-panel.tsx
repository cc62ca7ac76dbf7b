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
export function DraftFilterPanel<Filters, Extra extends object = Record<never, never>>({
  draft,
  Form,
  formProps,
}: {
  draft: FilterDraft<Filters>;
  Form: ComponentType<FilterFormProps<Filters> & Extra>;
  /** What a form takes besides its filters (the favourites-only switch of opportunities). */
  formProps?: Extra;
}) {
  const props = {
    ...formProps,
    value: draft.draft,
    onChange: draft.setDraft,
  } as FilterFormProps<Filters> & Extra;
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
          <Form {...props} />
        </Suspense>
      ) : null}
    </FilterPanel>
  );
}
