import { Stack } from '@mantine/core';
import { EMPTY_RANGE } from '../../../components/selectors/range.ts';
import { RangeInput } from '../../../components/selectors/range-input.tsx';
import { RangeSliderField } from '../../../components/selectors/range-slider-field.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { type CityFilters, withIndicatorRange } from '../lib/city-filters.ts';
import { INDICATOR_FILTER_FIELDS } from '../lib/indicator-filters.ts';

/** A range for every indicator: a slider where the spec gives a sample range, else inputs. */
export function IndicatorRangeFields({
  value,
  onChange,
}: {
  value: CityFilters;
  onChange: (update: (filters: CityFilters) => CityFilters) => void;
}) {
  return (
    <Stack gap="md">
      {INDICATOR_FILTER_FIELDS.map((field) => {
        const range = value.ranges[field.key] ?? EMPTY_RANGE;
        const set = (next: typeof range) =>
          onChange((filters) => withIndicatorRange(filters, field.key, next));
        const { slider } = field;
        return slider ? (
          <RangeSliderField
            key={field.key}
            label={field.label}
            bounds={slider.bounds}
            step={slider.step}
            value={range}
            onChange={set}
            formatValue={(number) =>
              formatNumber(number * slider.factor, slider.factor < 1 ? 2 : 0)
            }
          />
        ) : (
          <RangeInput key={field.key} label={field.label} value={range} onChange={set} />
        );
      })}
    </Stack>
  );
}
