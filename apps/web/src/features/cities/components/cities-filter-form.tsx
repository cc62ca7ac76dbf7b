import { Checkbox, Divider, MultiSelect, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain';
import { useTranslation } from 'react-i18next';
import { useBenefitOptions } from '../../../components/selectors/api/get-benefit-options.ts';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { useVocationOptions } from '../../../components/selectors/api/get-vocation-options.ts';
import { CatalogueMultiSelect } from '../../../components/selectors/catalogue-multi-select.tsx';
import { CityMultiSelect } from '../../../components/selectors/city-multi-select.tsx';
import { BIOMES } from '../lib/biomes.ts';
import { type CityFilters, withStates } from '../lib/city-filters.ts';
import { IndicatorRangeFields } from './indicator-range-fields.tsx';

interface CitiesFilterFormProps {
  value: CityFilters;
  onChange: (update: (filters: CityFilters) => CityFilters) => void;
}

/** The city filters of spec 2 §3 and §5. */
export function CitiesFilterForm({ value, onChange }: CitiesFilterFormProps) {
  const { t } = useTranslation();
  const states = useStateOptions();
  const vocations = useVocationOptions();
  const benefits = useBenefitOptions();
  return (
    <Stack gap="md">
      <CatalogueMultiSelect
        label={t('cities.filters.states')}
        value={value.states}
        options={states.data ?? []}
        loading={states.isPending}
        onChange={(selected) => onChange((filters) => withStates(filters, selected))}
      />
      {value.states.length > 0 ? (
        <CityMultiSelect
          label={t('cities.filters.cities')}
          stateIds={value.states.map((state) => state.value)}
          value={value.cities}
          onChange={(cities) => onChange((filters) => ({ ...filters, cities }))}
        />
      ) : null}
      <CatalogueMultiSelect
        label={t('cities.filters.vocations')}
        value={value.vocations}
        options={vocations.data ?? []}
        loading={vocations.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, vocations: selected }))}
      />
      <CatalogueMultiSelect
        label={t('cities.filters.incentives')}
        value={value.incentives}
        options={benefits.data ?? []}
        loading={benefits.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, incentives: selected }))}
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
