import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCityOptions } from './api/get-city-options.ts';
import { CatalogueSelect } from './catalogue-select.tsx';
import type { SelectOption } from './options.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** One city, searched on the server by name within the chosen states. */
export function CitySelect({
  label,
  stateIds,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  stateIds: readonly string[];
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Typing the chosen label back into the box is not a new search.
  const term = value && debounced === value.label ? '' : debounced;
  const cities = useCityOptions({ stateIds, search: term });
  return (
    <CatalogueSelect
      label={label}
      error={error}
      required={required}
      value={value}
      options={cities.data ?? []}
      loading={cities.isPending}
      onChange={onChange}
      onSearchChange={setSearch}
    />
  );
}
