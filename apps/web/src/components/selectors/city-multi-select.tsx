import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCityOptions } from './api/get-city-options.ts';
import { CatalogueMultiSelect } from './catalogue-multi-select.tsx';
import type { SelectOption } from './options.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** Cities searched on the server by name, within the chosen states. */
export function CityMultiSelect({
  label,
  stateIds,
  value,
  onChange,
}: {
  label: string;
  stateIds: readonly string[];
  value: readonly SelectOption[];
  onChange: (value: SelectOption[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const cities = useCityOptions({ stateIds, search: debounced });
  return (
    <CatalogueMultiSelect
      label={label}
      value={value}
      options={cities.data ?? []}
      loading={cities.isPending || cities.isFetching}
      onChange={onChange}
      onSearchChange={setSearch}
    />
  );
}
