import { Select } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { mergeOptions, type SelectOption } from './options.ts';

export interface CatalogueSelectProps {
  label: string;
  value: SelectOption | null;
  onChange: (value: SelectOption | null) => void;
  options: readonly SelectOption[];
  loading: boolean;
  onSearchChange?: (search: string) => void;
  placeholder?: string;
  error?: string | undefined;
  /** Shows the required mark and marks the field required. */
  required?: boolean;
}

/** A single choice over a catalogue, with the same loading and no-match texts. */
export function CatalogueSelect({
  label,
  value,
  onChange,
  options,
  loading,
  onSearchChange,
  placeholder,
  error,
  required,
}: CatalogueSelectProps) {
  const data = mergeOptions(value ? [value] : [], options);
  return (
    <Select
      label={label}
      error={error}
      required={required}
      data={data}
      value={value?.value ?? null}
      onChange={(selected) => onChange(data.find((option) => option.value === selected) ?? null)}
      placeholder={loading ? MESSAGES.common.loading : placeholder}
      nothingFoundMessage={loading ? MESSAGES.common.loading : MESSAGES.common.noItemFound}
      searchable
      clearable
      onSearchChange={onSearchChange}
    />
  );
}
