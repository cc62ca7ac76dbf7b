import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { InterestSide } from '@oportuna/domain/interests';
import { useTranslation } from 'react-i18next';
import type { OutcomesFilters } from '../api/get-outcomes.ts';

/** The period (native date fields, yyyy-mm-dd) and which side's interests the figures read. */
export function OutcomesFiltersBar({
  filters,
  onChange,
  errors = {},
}: {
  filters: OutcomesFilters;
  onChange: (filters: OutcomesFilters) => void;
  errors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        type="date"
        label={t('outcomes.from')}
        value={filters.from}
        error={errors.from}
        onChange={(event) => onChange({ ...filters, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('outcomes.to')}
        value={filters.to}
        error={errors.to}
        onChange={(event) => onChange({ ...filters, to: event.currentTarget.value })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="outcomes-side">
          {t('outcomes.side.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="outcomes-side"
          value={filters.side}
          onChange={(side) => onChange({ ...filters, side: side as InterestSide })}
          data={[
            { value: 'received', label: t('outcomes.side.received') },
            { value: 'sent', label: t('outcomes.side.sent') },
          ]}
        />
      </Stack>
    </Group>
  );
}
