import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    '11222333000181',
    '00000000000191',
    '60374658000195',
    '12345678000195',
    '11.222.333/0001-81',
    ' 60.374.658/0001-95 ',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['all zeros', '00000000000000'],
    ['all ones', '11111111111111'],
    ['all nines, formatted', '99.999.999/9999-99'],
    ['wrong first check digit', '11222333000191'],
    ['wrong second check digit', '11222333000182'],
    ['swapped check digits', '11222333000118'],
    ['13 digits', '1122233300018'],
    ['15 digits', '112223330001810'],
    ['empty', ''],
    ['letters only', 'abcdefghijklmn'],
  ])('rejects %s', (_case, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112223330001', '112223330001'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected);
  });
});
