import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { CatalogueMultiSelect } from '../../../components/selectors/catalogue-multi-select.tsx';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { useCompanyActivities } from '../api/get-company-activities.ts';

const SEARCH_DEBOUNCE_MS = 300;

/** CNAE activities searched on the server (GET company-activities?q=) as the user types. */
export function ActivityMultiSelect({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: readonly SelectOption[];
  onChange: (value: SelectOption[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const activities = useCompanyActivities(debounced);
  return (
    <CatalogueMultiSelect
      label={label}
      placeholder={placeholder}
      value={value}
      options={activities.data ?? []}
      loading={activities.isPending}
      onChange={onChange}
      onSearchChange={setSearch}
    />
  );
}
