import { Checkbox, MultiSelect, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  PROPOSAL_TYPE_LABELS,
  PROPOSAL_TYPES,
  type ProposalStatus,
  type ProposalType,
} from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { StateCityFields } from '../../../components/selectors/state-city-fields.tsx';
import { type ProposalFilters, withInvestmentEnabled } from '../lib/proposal-filters.ts';
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
  return (
    <Stack gap="md">
      <StateCityFields
        value={value}
        onChange={onChange}
        labels={{ states: t('proposals.filters.states'), cities: t('proposals.filters.cities') }}
      />
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
