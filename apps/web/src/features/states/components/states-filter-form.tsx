import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBenefitOptions } from '../../../components/selectors/api/get-benefit-options.ts';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { useVocationOptions } from '../../../components/selectors/api/get-vocation-options.ts';
import { CatalogueMultiSelect } from '../../../components/selectors/catalogue-multi-select.tsx';
import type { StateFilters } from '../lib/state-filters.ts';

/** States, regional vocations and incentives. */
export function StatesFilterForm({
  value,
  onChange,
}: {
  value: StateFilters;
  onChange: (update: (filters: StateFilters) => StateFilters) => void;
}) {
  const { t } = useTranslation();
  const states = useStateOptions();
  const vocations = useVocationOptions();
  const benefits = useBenefitOptions();
  return (
    <Stack gap="md">
      <CatalogueMultiSelect
        label={t('states.filters.states')}
        value={value.states}
        options={states.data ?? []}
        loading={states.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, states: selected }))}
      />
      <CatalogueMultiSelect
        label={t('states.filters.vocations')}
        value={value.vocations}
        options={vocations.data ?? []}
        loading={vocations.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, vocations: selected }))}
      />
      <CatalogueMultiSelect
        label={t('states.filters.incentives')}
        value={value.incentives}
        options={benefits.data ?? []}
        loading={benefits.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, incentives: selected }))}
      />
    </Stack>
  );
}
