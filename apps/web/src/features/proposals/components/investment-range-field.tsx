import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_RANGE, type RangeValue } from '../../../components/selectors/range.ts';
import { RangeInput } from '../../../components/selectors/range-input.tsx';

/**
 * The investment range on the project total: off by default; turning it on starts from
 * 100.000 to 1.000.000, and the end waits for a start above 0 (RangeInput).
 */
export function InvestmentRangeField({
  value,
  onToggle,
  onChange,
}: {
  value: RangeValue | null;
  onToggle: (enabled: boolean) => void;
  onChange: (value: RangeValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Switch
        label={t('proposals.filters.investmentToggle')}
        checked={value !== null}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      {value !== null ? (
        <RangeInput
          label={t('proposals.filters.investment')}
          value={value ?? EMPTY_RANGE}
          onChange={onChange}
        />
      ) : null}
    </Stack>
  );
}
