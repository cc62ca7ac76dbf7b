import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';

describe('isValidCnpj', () => {
  it.each([
    '11222333000181',
    '00000000000191',
    '60374658000195',
    '12345678000195',
    '11.222.333/0001-81',
    ' 60.374.658/0001-95 ',
    // The Receita Federal's example of the alphanumeric form (from July 2026).
    '12ABC34501DE35',
    '12.ABC.345/01DE-35',
    '12.abc.345/01de-35',
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
    ['alphanumeric, wrong check digit', '12ABC34501DE36'],
    ['alphanumeric, letter in the check digits', '12ABC34501DE3A'],
    ['a character outside 0–9 and A–Z', '12ÁBC34501DE35'],
    ['all the same letter', 'AAAAAAAAAAAA00'],
  ])('rejects %s', (_case, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['112223330001', '112223330001'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected);
  });
});

describe('normalizeCnpj', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCnpj(input)).toBe(expected);
  });
});

describe('cnpjCheckDigits', () => {
  it('gives the digits that complete numeric and alphanumeric CNPJs', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });
});
