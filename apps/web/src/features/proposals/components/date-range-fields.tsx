import { Group, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type DateRange, dateRangeLimits, withEndDate, withStartDate } from '../lib/date-range.ts';

/**
 * Start and end date as native date inputs: the end waits for a start; the start goes up
 * to the end date or today, the end up to today.
 */
export function DateRangeFields<Range extends DateRange>({
  value,
  onChange,
}: {
  value: Range;
  onChange: (update: (range: Range) => Range) => void;
}) {
  const { t } = useTranslation();
  const limits = dateRangeLimits(value, dayjs().format('YYYY-MM-DD'));
  return (
    <Group grow gap="xs" align="flex-start">
      <TextInput
        type="date"
        label={t('proposals.filters.startDate')}
        value={value.startDate ?? ''}
        max={limits.startMax}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange((range) => withStartDate(range, next));
        }}
      />
      <TextInput
        type="date"
        label={t('proposals.filters.endDate')}
        value={value.endDate ?? ''}
        min={limits.endMin}
        max={limits.endMax}
        disabled={limits.endDisabled}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange((range) => withEndDate(range, next));
        }}
      />
    </Group>
  );
}
