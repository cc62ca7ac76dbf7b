import {
  DEMOGRAPHIC_INDICATORS,
  type DemographicIndicatorUnit,
  isDemographicIndicatorKey,
} from '@oportuna/domain/territory';
import {
  formatBRL,
  formatCompactBRL,
  formatDate,
  formatNumber,
  formatPercent,
  notInformed,
} from './format.ts';

type IndicatorValue = number | string | null | undefined;

/**
 * An indicator value as people read it. Percentages are stored as 0–100; amounts in
 * thousands of reais are multiplied by 1000 and shown compactly (spec 2 §3).
 */
export function formatIndicatorValue(
  unit: DemographicIndicatorUnit,
  value: IndicatorValue,
): string {
  if (value === null || value === undefined || value === '') return notInformed();
  if (unit === 'text') return String(value);
  if (unit === 'date') return formatDate(String(value));
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return notInformed();
  switch (unit) {
    case 'percent':
      return formatPercent(number / 100);
    case 'currency':
      return formatBRL(number);
    case 'currency_thousands':
      return formatCompactBRL(number * 1000);
    case 'number':
      return formatNumber(number, 3);
  }
}

/** The unit of a known indicator; unknown ones are shown as plain numbers or text. */
export function indicatorUnit(indicator: string, value?: IndicatorValue): DemographicIndicatorUnit {
  if (isDemographicIndicatorKey(indicator)) return DEMOGRAPHIC_INDICATORS[indicator].unit;
  return typeof value === 'string' ? 'text' : 'number';
}

export function formatIndicator(indicator: string, value: IndicatorValue): string {
  return formatIndicatorValue(indicatorUnit(indicator, value), value);
}
