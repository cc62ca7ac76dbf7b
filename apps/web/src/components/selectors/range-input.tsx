import { Group, Input, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  isRangeEndDisabled,
  type RangeValue,
  rangeEndMinimum,
  withRangeEnd,
  withRangeStart,
} from './range.ts';

export interface RangeInputProps {
  label: string;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  minimum?: number;
  decimalScale?: number;
}

const toNumber = (value: string | number): number | null =>
  value === '' ? null : typeof value === 'number' ? value : Number(value.replace(',', '.'));

/** Start and end of a numeric range; the end waits for a start above 0 and never goes below it. */
export function RangeInput({
  label,
  value,
  onChange,
  minimum = 0,
  decimalScale = 2,
}: RangeInputProps) {
  const { t } = useTranslation();
  const endDisabled = isRangeEndDisabled(value);
  return (
    <Input.Wrapper label={label}>
      <Group grow gap="xs" wrap="nowrap">
        <NumberInput
          aria-label={t('list.range.fromAria', { label })}
          placeholder={t('list.range.from')}
          min={minimum}
          value={value[0] ?? ''}
          onChange={(next) => onChange(withRangeStart(value, toNumber(next)))}
          decimalScale={decimalScale}
          decimalSeparator=","
          thousandSeparator="."
          allowNegative={minimum < 0}
        />
        <NumberInput
          aria-label={t('list.range.toAria', { label })}
          placeholder={t('list.range.to')}
          min={rangeEndMinimum(value, minimum)}
          disabled={endDisabled}
          value={value[1] ?? ''}
          onChange={(next) => onChange(withRangeEnd(value, toNumber(next)))}
          decimalScale={decimalScale}
          decimalSeparator=","
          thousandSeparator="."
          allowNegative={minimum < 0}
          clampBehavior="blur"
        />
      </Group>
    </Input.Wrapper>
  );
}
