import { MultiSelect } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { mergeOptions, pickOptions, type SelectOption } from './options.ts';

export interface CatalogueMultiSelectProps {
  label: string;
  value: readonly SelectOption[];
  onChange: (value: SelectOption[]) => void;
  options: readonly SelectOption[];
  loading: boolean;
  /** Set for catalogues searched on the server as the user types. */
  onSearchChange?: (search: string) => void;
  placeholder?: string;
}

/**
 * A multi-select over a catalogue: a value picked once leaves the list, 'Aguarde...' while
 * the options load, 'Nenhum item encontrado' when nothing matches.
 */
export function CatalogueMultiSelect({
  label,
  value,
  onChange,
  options,
  loading,
  onSearchChange,
  placeholder,
}: CatalogueMultiSelectProps) {
  const data = mergeOptions(value, options);
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value.map((option) => option.value)}
      onChange={(values) => onChange(pickOptions(values, data))}
      placeholder={loading ? MESSAGES.common.loading : value.length === 0 ? placeholder : undefined}
      nothingFoundMessage={loading ? MESSAGES.common.loading : MESSAGES.common.noItemFound}
      hidePickedOptions
      searchable
      clearable
      onSearchChange={onSearchChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
