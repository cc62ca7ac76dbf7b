import { describe, expect, it } from 'vitest';
import { companyHeading, estimateFloor, formatCount, formatEstimate } from './company-total.ts';

const texts = {
  active: (total: string) => `Total de empresas na base: ${total}`,
  filtered: (filtered: string, total: string) => `Empresas filtradas: ${filtered} / ${total}`,
};

describe('estimated company totals', () => {
  it('rounds down to two significant digits', () => {
    expect(estimateFloor(1_234_567)).toBe(1_200_000);
    expect(estimateFloor(45_678)).toBe(45_000);
    expect(estimateFloor(999)).toBe(990);
    expect(estimateFloor(42)).toBe(42);
  });

  it('reads an estimate in words, never as an exact number', () => {
    expect(formatEstimate(1_234_567)).toBe('mais de 1,2 milhão');
    expect(formatEstimate(2_000_000)).toBe('mais de 2 milhões');
    expect(formatEstimate(45_678)).toBe('mais de 45 mil');
    expect(formatEstimate(61_482_113)).toBe('mais de 61 milhões');
  });

  it('keeps an exact count exact', () => {
    expect(formatCount(1_234_567, false)).toBe('1.234.567');
    expect(formatCount(1_234_567, true)).toBe('mais de 1,2 milhão');
  });

  it('words the heading as an estimate only when the server said so', () => {
    const counts = { total: 1_234_567, total_without_filter: 61_482_113 };
    expect(companyHeading({ ...counts, total_is_estimate: true }, true, texts)).toBe(
      'Empresas filtradas: mais de 1,2 milhão / mais de 61 milhões',
    );
    expect(companyHeading({ ...counts, total_is_estimate: false }, true, texts)).toBe(
      'Empresas filtradas: 1.234.567 / 61.482.113',
    );
    expect(companyHeading({ ...counts, total_is_estimate: true }, false, texts)).toBe(
      'Total de empresas na base: mais de 61 milhões',
    );
  });
});
