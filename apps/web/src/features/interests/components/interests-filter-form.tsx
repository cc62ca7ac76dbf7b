import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import {
  INTEREST_STAGE_LABELS,
  INTEREST_STAGES,
  type InterestStage,
} from '@oportuna/domain/interests';
import { useTranslation } from 'react-i18next';
import type { FilterFormProps } from '../../../components/list-page/draft-filter-panel.tsx';
import type { InterestFilters } from '../lib/interest-filters.ts';

/** The filter panel of the interest lists: stage, opportunity, period and search. */
export function InterestsFilterForm({ value, onChange }: FilterFormProps<InterestFilters>) {
  const { t } = useTranslation();
  const set = <Key extends keyof InterestFilters>(key: Key, next: InterestFilters[Key]) =>
    onChange((filters) => ({ ...filters, [key]: next }));
  return (
    <Stack gap="md">
      <TextInput
        label={t('interests.filters.search')}
        description={t('interests.filters.searchHint')}
        value={value.search}
        onChange={(event) => set('search', event.currentTarget.value)}
      />
      <Checkbox.Group
        label={t('interests.filters.stage')}
        value={value.stages}
        onChange={(stages) => set('stages', stages as InterestStage[])}
      >
        <Stack gap={6} mt={6}>
          {INTEREST_STAGES.map((stage) => (
            <Checkbox key={stage} value={stage} label={INTEREST_STAGE_LABELS[stage]} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label={t('interests.filters.proposal')}
        inputMode="numeric"
        value={value.proposal}
        onChange={(event) => set('proposal', event.currentTarget.value.replace(/\D/g, ''))}
      />
      <Group grow gap="xs" align="flex-start">
        <TextInput
          type="date"
          label={t('interests.filters.startDate')}
          value={value.startDate ?? ''}
          max={value.endDate ?? undefined}
          onChange={(event) => set('startDate', event.currentTarget.value || null)}
        />
        <TextInput
          type="date"
          label={t('interests.filters.endDate')}
          value={value.endDate ?? ''}
          min={value.startDate ?? undefined}
          onChange={(event) => set('endDate', event.currentTarget.value || null)}
        />
      </Group>
    </Stack>
  );
}
