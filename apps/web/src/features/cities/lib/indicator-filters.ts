import { CITY_RANGE_INDICATORS } from '@oportuna/domain/cities';
import { DEMOGRAPHIC_INDICATORS, type DemographicIndicatorKey } from '@oportuna/domain/territory';
import { INDICATOR_SLIDERS, type IndicatorSlider } from './indicator-sliders.ts';

export interface IndicatorFilterField {
  key: DemographicIndicatorKey;
  label: string;
  slider: IndicatorSlider | null;
}

/** One range per indicator the city list filters by. */
export const INDICATOR_FILTER_FIELDS: readonly IndicatorFilterField[] = CITY_RANGE_INDICATORS.map(
  (key) => ({
    key,
    label: DEMOGRAPHIC_INDICATORS[key].label,
    slider: INDICATOR_SLIDERS[key] ?? null,
  }),
);
