import { describe, expect, it } from 'vitest';
import { parseMoney } from './parse-money.ts';

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1.234.567,8', 1234567.8],
    ['0,5', 0.5],
    ['1234.56', 1234.56],
    ['R$\u00a010,00', 10],
    ['R$\u00a01.000.000,00', 1000000],
    ['r$ 99', 99],
    ['1234,5', 1234.5],
    ['1.5', 1.5],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['100000', 100000],
    [' 42 ', 42],
    [1234.56, 1234.56],
    [0, 0],
  ])('%j → %s', (input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '12,34,56',
    '1,234.56',
    '12.34,5',
    '1234.567',
    '1.2345',
    '10,',
    ',5',
    '-10,00',
    '10 reais',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
  ])('%j → null', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});
