import { formatCep, formatCnpj, formatPhone } from '@oportuna/domain';
import { describe, expect, it } from 'vitest';
import { applyPattern, maskValue, maxDigits, unmaskValue } from './masks.ts';

describe('applyPattern', () => {
  it.each([
    ['', 'DD.DDD', ''],
    ['1', 'DD.DDD', '1'],
    ['12', 'DD.DDD', '12'],
    ['123', 'DD.DDD', '12.3'],
    ['12345678', 'DD.DDD', '12.345'],
    ['a1b2', 'DD.DDD', '12'],
    ['01', '(ND)', '(1'],
  ])('%j in %s → %j', (value, pattern, expected) => {
    expect(applyPattern(value, pattern)).toBe(expected);
  });
});

describe('maskValue', () => {
  it.each([
    ['cnpj', '11', '11'],
    ['cnpj', '11222', '11.222'],
    ['cnpj', '112223330001', '11.222.333/0001'],
    ['cnpj', '1122233300018', '11.222.333/0001-8'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cnpj', '1122233300018199', '11.222.333/0001-81'],
    ['cep', '01310', '01310'],
    ['cep', '013101', '01310-1'],
    ['cep', '01310100', '01310-100'],
    ['cep', '01.310-100', '01310-100'],
    ['cepDotted', '01310100', '01.310-100'],
    ['cepDotted', '013', '01.3'],
    ['phone', '1', '(1'],
    ['phone', '14', '(14'],
    ['phone', '143', '(14) 3'],
    ['phone', '1432345678', '(14) 3234-5678'],
    ['phone', '14991234567', '(14) 99123-4567'],
    ['phone', '(14) 99123-4567', '(14) 99123-4567'],
    ['phone', '0014991234567', '(14) 99123-4567'],
    ['phone', '1499123456789', '(14) 99123-4567'],
  ] as const)('%s %j → %j', (name, value, expected) => {
    expect(maskValue(name, value)).toBe(expected);
  });

  it('agrees with the domain formatters on complete values', () => {
    expect(maskValue('cnpj', '60374658000195')).toBe(formatCnpj('60374658000195'));
    expect(maskValue('cep', '17012000')).toBe(formatCep('17012000'));
    expect(maskValue('phone', '1432345678')).toBe(formatPhone('1432345678'));
    expect(maskValue('phone', '11987654321')).toBe(formatPhone('11987654321'));
  });
});

describe('unmaskValue', () => {
  it('keeps the digits the mask accepted', () => {
    expect(unmaskValue('phone', '(01) 4')).toBe('14');
    expect(unmaskValue('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(unmaskValue('cep', '013101009')).toBe('01310100');
  });

  it.each([
    ['cnpj', 14],
    ['cep', 8],
    ['cepDotted', 8],
    ['phone', 11],
  ] as const)('%s holds %s digits', (name, digits) => {
    expect(maxDigits(name)).toBe(digits);
  });
});

describe('leading zeros in an area code', () => {
  it.each([
    ['0', ''],
    ['00', ''],
    ['01432345678', '(14) 3234-5678'],
  ])('%j → %j', (value, expected) => {
    expect(maskValue('phone', value)).toBe(expected);
  });
});
