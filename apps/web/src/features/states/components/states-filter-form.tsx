import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CatalogueMultiSelect } from '../../../components/selectors/catalogue-multi-select.tsx';
import { VocationIncentiveFields } from '../../../components/selectors/vocation-incentive-fields.tsx';
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
  return (
    <Stack gap="md">
      <CatalogueMultiSelect
        label={t('states.filters.states')}
        value={value.states}
        options={states.data ?? []}
        loading={states.isPending}
        onChange={(selected) => onChange((filters) => ({ ...filters, states: selected }))}
      />
      <VocationIncentiveFields
        value={value}
        onChange={onChange}
        labels={{
          vocations: t('states.filters.vocations'),
          incentives: t('states.filters.incentives'),
        }}
      />
    </Stack>
  );
}
