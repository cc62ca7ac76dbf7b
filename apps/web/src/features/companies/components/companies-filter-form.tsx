import { Group, MultiSelect, Radio, Stack, Switch, TextInput } from '@mantine/core';
import { COMPANY_SIZES, COMPANY_STATUSES } from '@oportuna/domain/companies';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import { EMPTY_RANGE } from '../../../components/selectors/range.ts';
import { RangeInput } from '../../../components/selectors/range-input.tsx';
import { StateCityFields } from '../../../components/selectors/state-city-fields.tsx';
import type { CompanyFilters, FlagFilter } from '../lib/company-filters.ts';
import { ActivityMultiSelect } from './activity-multi-select.tsx';

interface CompaniesFilterFormProps {
  value: CompanyFilters;
  onChange: (update: (filters: CompanyFilters) => CompanyFilters) => void;
}

/**
 * The company filters: name, CNPJ, place, activities, capital, foundation, status, size,
 * Simples, MEI, and head offices only.
 */
export function CompaniesFilterForm({ value, onChange }: CompaniesFilterFormProps) {
  const { t } = useTranslation();
  const set = <Key extends keyof CompanyFilters>(key: Key, next: CompanyFilters[Key]) =>
    onChange((filters) => ({ ...filters, [key]: next }));
  const flagOptions = [
    { value: 'any', label: t('companies.filters.any') },
    { value: 'yes', label: t('companies.filters.yes') },
    { value: 'no', label: t('companies.filters.no') },
  ];
  const flagField = (key: 'simples' | 'mei', label: string) => (
    <Radio.Group
      label={label}
      value={value[key] ?? 'any'}
      onChange={(next) => set(key, next === 'any' ? null : (next as FlagFilter))}
    >
      <Group gap="md" mt={4}>
        {flagOptions.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );

  return (
    <Stack gap="md">
      <TextInput
        label={t('companies.filters.name')}
        value={value.name}
        onChange={(event) => set('name', event.currentTarget.value)}
      />
      <MaskedInput
        label={t('companies.filters.cnpj')}
        mask="cnpj"
        inputMode="text"
        value={value.cnpj}
        onChange={(cnpj) => set('cnpj', cnpj)}
      />
      <StateCityFields
        value={value}
        onChange={onChange}
        labels={{ states: t('companies.filters.states'), cities: t('companies.filters.cities') }}
      />
      <ActivityMultiSelect
        label={t('companies.filters.activities')}
        placeholder={t('companies.filters.activitiesPlaceholder')}
        value={value.activities}
        onChange={(activities) => set('activities', activities)}
      />
      <Stack gap="xs">
        <Switch
          label={t('companies.filters.capitalToggle')}
          checked={value.capital !== null}
          onChange={(event) => set('capital', event.currentTarget.checked ? EMPTY_RANGE : null)}
        />
        {value.capital !== null ? (
          <RangeInput
            label={t('companies.filters.capital')}
            value={value.capital ?? EMPTY_RANGE}
            onChange={(capital) => set('capital', capital)}
          />
        ) : null}
      </Stack>
      <Group grow gap="xs" align="flex-start">
        <TextInput
          type="date"
          label={t('companies.filters.foundationStart')}
          value={value.foundationStart ?? ''}
          max={value.foundationEnd ?? undefined}
          onChange={(event) => set('foundationStart', event.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('companies.filters.foundationEnd')}
          value={value.foundationEnd ?? ''}
          min={value.foundationStart ?? undefined}
          onChange={(event) => set('foundationEnd', event.currentTarget.value || null)}
        />
      </Group>
      <MultiSelect
        label={t('companies.filters.status')}
        data={COMPANY_STATUSES.map((status) => ({
          value: status,
          label: t(`companies.statuses.${status}`),
        }))}
        value={value.statuses}
        onChange={(selected) => set('statuses', selected as CompanyFilters['statuses'])}
        hidePickedOptions
        clearable
        nothingFoundMessage={MESSAGES.common.noItemFound}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('companies.filters.size')}
        data={COMPANY_SIZES.map((size) => ({ value: size, label: t(`companies.sizes.${size}`) }))}
        value={value.sizes}
        onChange={(selected) => set('sizes', selected as CompanyFilters['sizes'])}
        hidePickedOptions
        clearable
        nothingFoundMessage={MESSAGES.common.noItemFound}
        comboboxProps={{ withinPortal: true }}
      />
      {flagField('simples', t('companies.filters.simples'))}
      {flagField('mei', t('companies.filters.mei'))}
      <Switch
        label={t('companies.filters.onlyHeadOffices')}
        checked={value.headOfficesOnly}
        onChange={(event) => set('headOfficesOnly', event.currentTarget.checked)}
      />
    </Stack>
  );
}
