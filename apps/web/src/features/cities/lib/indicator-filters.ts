import { DEMOGRAPHIC_INDICATORS, type DemographicIndicatorKey } from '@oportuna/domain/territory';
import { INDICATOR_SLIDERS, type IndicatorSlider } from './indicator-sliders.ts';

export interface IndicatorFilterField {
  key: DemographicIndicatorKey;
  label: string;
  slider: IndicatorSlider | null;
}

/**
 * The indicators the city list filters by range: the domain's CITY_RANGE_INDICATORS, derived
 * here from the same definitions because importing the cities contract would bring its zod
 * schemas into the first download (city-filters.test.ts checks both stay equal).
 */
export const CITY_RANGE_INDICATOR_KEYS = (
  Object.keys(DEMOGRAPHIC_INDICATORS) as DemographicIndicatorKey[]
).filter((key) => {
  const { rangeFilterable, unit } = DEMOGRAPHIC_INDICATORS[key];
  return rangeFilterable && unit !== 'text';
});

/** One range per indicator the city list filters by. */
export const INDICATOR_FILTER_FIELDS: readonly IndicatorFilterField[] =
  CITY_RANGE_INDICATOR_KEYS.map((key) => ({
    key,
    label: DEMOGRAPHIC_INDICATORS[key].label,
    slider: INDICATOR_SLIDERS[key] ?? null,
  }));
