import { describe, expect, it } from 'vitest';
import {
  DEMOGRAPHIC_INDICATOR_KEYS,
  DEMOGRAPHIC_INDICATORS,
  indicatorDisplayValue,
  isDemographicIndicatorKey,
  isNumericIndicatorUnit,
} from './demographic-indicator.ts';

describe('demographic indicators', () => {
  it('defines all 28 indicators of the territory spec', () => {
    expect(DEMOGRAPHIC_INDICATOR_KEYS).toHaveLength(28);
    expect(Object.keys(DEMOGRAPHIC_INDICATORS).sort()).toEqual(
      [...DEMOGRAPHIC_INDICATOR_KEYS].sort(),
    );
  });

  it.each([
    ['total_despesas', 'currency_thousands'],
    ['total_receitas', 'currency_thousands'],
    ['pib_per_capta', 'currency'],
    ['bioma', 'text'],
    ['liberdade_economica', 'date'],
    ['populacao_estimada', 'number'],
  ] as const)('%s is %s', (key, unit) => {
    expect(DEMOGRAPHIC_INDICATORS[key].unit).toBe(unit);
  });

  it('offers ranges exactly for the numeric indicators', () => {
    for (const key of DEMOGRAPHIC_INDICATOR_KEYS) {
      const indicator = DEMOGRAPHIC_INDICATORS[key];
      expect(indicator.rangeFilterable, key).toBe(isNumericIndicatorUnit(indicator.unit));
    }
  });

  it.each([
    ['total_receitas', 1234.5, 1234500],
    ['total_despesas', 2, 2000],
    ['pib_per_capta', 1234.5, 1234.5],
  ] as const)('%s %s is shown as %s', (key, value, shown) => {
    expect(indicatorDisplayValue(key, value)).toBe(shown);
  });

  it.each([
    ['idhm', true],
    ['matriculas_ensinoMedio', true],
    ['matriculas_ensino_medio', false],
    ['toString', false],
  ])('isDemographicIndicatorKey(%s) → %s', (value, expected) => {
    expect(isDemographicIndicatorKey(value)).toBe(expected);
  });
});
