import { Input, RangeSlider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RangeValue, rangeToSlider, sliderToRange } from './range.ts';

export interface RangeSliderFieldProps {
  label: string;
  /** The sample range of the spec, e.g. population 0–20000. */
  bounds: readonly [number, number];
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  step?: number;
  formatValue?: (value: number) => string;
}

/** A range over a fixed sample interval; a thumb left at its bound means no limit there. */
export function RangeSliderField({
  label,
  bounds,
  value,
  onChange,
  step = 1,
  formatValue,
}: RangeSliderFieldProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(() => rangeToSlider(value, bounds));
  useEffect(() => setPosition(rangeToSlider(value, bounds)), [value, bounds]);
  const [minimum, maximum] = bounds;
  return (
    <Input.Wrapper label={label} pb="md">
      <RangeSlider
        mt="xs"
        min={minimum}
        max={maximum}
        step={step}
        minRange={0}
        value={position}
        onChange={setPosition}
        onChangeEnd={(next) => onChange(sliderToRange(next, bounds))}
        label={formatValue}
        thumbFromLabel={t('list.range.fromAria', { label })}
        thumbToLabel={t('list.range.toAria', { label })}
        marks={[
          { value: minimum, label: formatValue ? formatValue(minimum) : String(minimum) },
          { value: maximum, label: formatValue ? formatValue(maximum) : String(maximum) },
        ]}
      />
    </Input.Wrapper>
  );
}
