import { describe, expect, it } from 'vitest';
import { onlyAlphanumerics, onlyDigits } from './sanitize.ts';

describe('onlyDigits', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['(11) 91234-5678', '11912345678'],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(onlyDigits(input)).toBe(expected);
  });
});

describe('onlyAlphanumerics', () => {
  it.each([
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['a-b_c ç', 'abc'],
  ])('%s → %s', (input, expected) => {
    expect(onlyAlphanumerics(input)).toBe(expected);
  });
});
