import { Checkbox, Divider, MultiSelect, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import { StateCityFields } from '../../../components/selectors/state-city-fields.tsx';
import { VocationIncentiveFields } from '../../../components/selectors/vocation-incentive-fields.tsx';
import { BIOMES } from '../lib/biomes.ts';
import type { CityFilters } from '../lib/city-filters.ts';
import { IndicatorRangeFields } from './indicator-range-fields.tsx';

interface CitiesFilterFormProps {
  value: CityFilters;
  onChange: (update: (filters: CityFilters) => CityFilters) => void;
}

/** The city filters of spec 2 §3 and §5. */
export function CitiesFilterForm({ value, onChange }: CitiesFilterFormProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <StateCityFields
        value={value}
        onChange={onChange}
        labels={{ states: t('cities.filters.states'), cities: t('cities.filters.cities') }}
      />
      <VocationIncentiveFields
        value={value}
        onChange={onChange}
        labels={{
          vocations: t('cities.filters.vocations'),
          incentives: t('cities.filters.incentives'),
        }}
      />
      <MultiSelect
        label={t('cities.filters.biomes')}
        data={[...BIOMES]}
        value={value.biomes}
        onChange={(biomes) => onChange((filters) => ({ ...filters, biomes: [...new Set(biomes)] }))}
        hidePickedOptions
        searchable
        clearable
        nothingFoundMessage={MESSAGES.common.noItemFound}
      />
      <Checkbox
        label={t('cities.filters.economicFreedom')}
        checked={value.economicFreedom}
        onChange={(event) => {
          const economicFreedom = event.currentTarget.checked;
          onChange((filters) => ({ ...filters, economicFreedom }));
        }}
      />
      <Divider />
      <Title order={3} fz="md">
        {t('cities.filters.indicators')}
      </Title>
      <IndicatorRangeFields value={value} onChange={onChange} />
    </Stack>
  );
}
