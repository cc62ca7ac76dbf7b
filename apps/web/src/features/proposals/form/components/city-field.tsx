import { Select } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { useCityOptions } from '../../../../components/selectors/api/get-city-options.ts';
import { useStateCatalogue } from '../../../../components/selectors/api/get-state-options.ts';
import { mergeOptions } from '../../../../components/selectors/options.ts';
import type { CityChoice } from '../lib/form-values.ts';
import { FieldRow } from './field-row.tsx';

export interface CityFieldProps {
  value: CityChoice;
  onChange: (value: CityChoice) => void;
  error?: string | undefined;
  cityLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A municipality picked within its state (GET states, then GET cities?ufs=…&limit=800). */
export function CityField({
  value,
  onChange,
  error,
  cityLabel,
  required = false,
  disabled = false,
}: CityFieldProps) {
  const { t } = useTranslation();
  const states = useStateCatalogue();
  const state = states.data?.find((row) => row.uf === value.uf);
  const stateIds = state ? [String(state.id)] : [];
  const cities = useCityOptions({ stateIds, search: '' }, stateIds.length > 0);
  const cityOptions = mergeOptions(value.city ? [value.city] : [], cities.data ?? []);
  const citiesLoading = stateIds.length > 0 && cities.isPending;

  return (
    <FieldRow>
      <Select
        label={t('proposalForm.fields.state')}
        data={(states.data ?? []).map((row) => ({ value: row.uf, label: row.name }))}
        value={value.uf}
        onChange={(uf) => onChange({ uf, city: null })}
        placeholder={states.isPending ? MESSAGES.common.loading : undefined}
        nothingFoundMessage={MESSAGES.common.noItemFound}
        withAsterisk={required}
        disabled={disabled}
        searchable
      />
      <Select
        label={cityLabel ?? t('proposalForm.fields.city')}
        data={cityOptions}
        value={value.city?.value ?? null}
        onChange={(selected) =>
          onChange({
            uf: value.uf,
            city: cityOptions.find((option) => option.value === selected) ?? null,
          })
        }
        placeholder={citiesLoading ? MESSAGES.common.loading : undefined}
        nothingFoundMessage={citiesLoading ? MESSAGES.common.loading : MESSAGES.common.noItemFound}
        error={error}
        withAsterisk={required}
        disabled={disabled || !value.uf}
        searchable
        limit={200}
      />
    </FieldRow>
  );
}
