import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import {
  MESSAGES,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  PROPOSAL_TYPE_LABELS,
  PROPOSAL_TYPES,
  type ProposalStatus,
  type ProposalType,
} from '@oportuna/domain';
import { useTranslation } from 'react-i18next';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CatalogueMultiSelect } from '../../../components/selectors/catalogue-multi-select.tsx';
import { CityMultiSelect } from '../../../components/selectors/city-multi-select.tsx';
import {
  type ProposalFilters,
  withInvestmentEnabled,
  withStates,
} from '../lib/proposal-filters.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { InvestmentRangeField } from './investment-range-field.tsx';

const STATUS_OPTIONS = PROPOSAL_STATUSES.map((value) => ({
  value,
  label: PROPOSAL_STATUS_LABELS[value],
}));
const TYPE_OPTIONS = PROPOSAL_TYPES.map((value) => ({ value, label: PROPOSAL_TYPE_LABELS[value] }));

interface ProposalsFilterFormProps {
  value: ProposalFilters;
  onChange: (update: (filters: ProposalFilters) => ProposalFilters) => void;
  onlyFavorites: boolean;
  onOnlyFavoritesChange: (value: boolean) => void;
}

/** The proposal filters of spec 1 'Filter panels (proposals)' and §5. */
export function ProposalsFilterForm({
  value,
  onChange,
  onlyFavorites,
  onOnlyFavoritesChange,
}: ProposalsFilterFormProps) {
  const { t } = useTranslation();
  const states = useStateOptions();
  return (
    <Stack gap="md">
      <CatalogueMultiSelect
        label={t('proposals.filters.states')}
        value={value.states}
        options={states.data ?? []}
        loading={states.isPending}
        onChange={(selected) => onChange((filters) => withStates(filters, selected))}
      />
      {value.states.length > 0 ? (
        <CityMultiSelect
          label={t('proposals.filters.cities')}
          stateIds={value.states.map((state) => state.value)}
          value={value.cities}
          onChange={(cities) => onChange((filters) => ({ ...filters, cities }))}
        />
      ) : null}
      <MultiSelect
        label={t('proposals.filters.status')}
        data={STATUS_OPTIONS}
        value={value.statuses}
        onChange={(selected) =>
          onChange((filters) => ({
            ...filters,
            statuses: [...new Set(selected)] as ProposalStatus[],
          }))
        }
        hidePickedOptions
        clearable
        nothingFoundMessage={MESSAGES.common.noItemFound}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label={t('proposals.filters.types')}
        data={TYPE_OPTIONS}
        value={value.types}
        onChange={(selected) =>
          onChange((filters) => ({ ...filters, types: [...new Set(selected)] as ProposalType[] }))
        }
        hidePickedOptions
        clearable
        nothingFoundMessage={MESSAGES.common.noItemFound}
        comboboxProps={{ withinPortal: true }}
      />
      <InvestmentRangeField
        value={value.investment}
        onToggle={(enabled) => onChange((filters) => withInvestmentEnabled(filters, enabled))}
        onChange={(investment) => onChange((filters) => ({ ...filters, investment }))}
      />
      <DateRangeFields value={value} onChange={onChange} />
      <TextInput
        label={t('proposals.filters.companyTaxId')}
        value={value.companyTaxId}
        onChange={(event) => {
          const companyTaxId = event.currentTarget.value;
          onChange((filters) => ({ ...filters, companyTaxId }));
        }}
      />
      <Checkbox
        label={t('proposals.filters.onlyFavorites')}
        checked={onlyFavorites}
        onChange={(event) => onOnlyFavoritesChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}
