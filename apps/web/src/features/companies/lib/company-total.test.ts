import { describe, expect, it } from 'vitest';
import { companyHeading, estimateRounded, formatCount, formatEstimate } from './company-total.ts';

const texts = {
  active: (total: string) => `Total de empresas na base: ${total}`,
  filtered: (filtered: string, total: string) => `Empresas filtradas: ${filtered} / ${total}`,
};

describe('estimated company totals', () => {
  it('rounds to two significant digits', () => {
    expect(estimateRounded(1_234_567)).toBe(1_200_000);
    expect(estimateRounded(45_678)).toBe(46_000);
    expect(estimateRounded(994)).toBe(990);
    expect(estimateRounded(42)).toBe(42);
  });

  it('reads an estimate in words, never as an exact number', () => {
    expect(formatEstimate(1_234_567)).toBe('cerca de 1,2 milhão');
    expect(formatEstimate(2_000_000)).toBe('cerca de 2 milhões');
    expect(formatEstimate(45_678)).toBe('cerca de 46 mil');
    expect(formatEstimate(61_482_113)).toBe('cerca de 61 milhões');
  });

  it('keeps an exact count exact', () => {
    expect(formatCount(1_234_567, false)).toBe('1.234.567');
    expect(formatCount(1_234_567, true)).toBe('cerca de 1,2 milhão');
  });

  it('words the filtered total as an estimate only when the server said so; the base is counted', () => {
    const counts = { total: 1_234_567, total_without_filter: 61_482_113 };
    expect(companyHeading({ ...counts, total_is_estimate: true }, true, texts)).toBe(
      'Empresas filtradas: cerca de 1,2 milhão / 61.482.113',
    );
    expect(companyHeading({ ...counts, total_is_estimate: false }, true, texts)).toBe(
      'Empresas filtradas: 1.234.567 / 61.482.113',
    );
    expect(companyHeading({ ...counts, total_is_estimate: true }, false, texts)).toBe(
      'Total de empresas na base: 61.482.113',
    );
  });
});
