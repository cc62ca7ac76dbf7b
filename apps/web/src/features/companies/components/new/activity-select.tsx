import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { mergeOptions } from '../../../../components/selectors/options.ts';
import { useCompanyActivities } from '../../api/get-company-activities.ts';

/** The main CNAE, searched on the server by code or text as the user types. */
export function ActivitySelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: { code: string; label: string } | null;
  onChange: (value: { code: string; label: string } | null) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const activities = useCompanyActivities(debounced);
  const options = mergeOptions(
    value ? [{ value: value.code, label: value.label }] : [],
    activities.data ?? [],
  );
  return (
    <Select
      label={label}
      data={options}
      value={value?.code ?? null}
      onChange={(code) => {
        const option = options.find((item) => item.value === code);
        onChange(option ? { code: option.value, label: option.label } : null);
      }}
      searchable
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        activities.isPending ? MESSAGES.common.loading : MESSAGES.common.noItemFound
      }
      error={error}
      withAsterisk
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
