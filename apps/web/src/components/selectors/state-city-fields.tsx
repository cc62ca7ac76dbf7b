import { useStateOptions } from './api/get-state-options.ts';
import { CatalogueMultiSelect } from './catalogue-multi-select.tsx';
import { CityMultiSelect } from './city-multi-select.tsx';
import type { SelectOption } from './options.ts';

/** Filters that choose states and, within them, cities. */
export interface StateCitySelection {
  states: SelectOption[];
  cities: SelectOption[];
}

/** Choosing states keeps the chosen cities; removing every state drops them (they hide). */
export function withStates<Filters extends StateCitySelection>(
  filters: Filters,
  states: SelectOption[],
): Filters {
  return { ...filters, states, cities: states.length === 0 ? [] : filters.cities };
}

/** The states selector and, once a state is chosen, the cities of the chosen states. */
export function StateCityFields<Filters extends StateCitySelection>({
  value,
  onChange,
  labels,
}: {
  value: Filters;
  onChange: (update: (filters: Filters) => Filters) => void;
  labels: { states: string; cities: string };
}) {
  const states = useStateOptions();
  return (
    <>
      <CatalogueMultiSelect
        label={labels.states}
        value={value.states}
        options={states.data ?? []}
        loading={states.isPending}
        onChange={(selected) => onChange((filters) => withStates(filters, selected))}
      />
      {value.states.length > 0 ? (
        <CityMultiSelect
          label={labels.cities}
          stateIds={value.states.map((state) => state.value)}
          value={value.cities}
          onChange={(cities) => onChange((filters) => ({ ...filters, cities }))}
        />
      ) : null}
    </>
  );
}
