import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep } from './cep.ts';

describe('isValidCep', () => {
  it.each([
    ['01310100', true],
    ['01310-100', true],
    ['01.310-100', true],
    ['0131010', false],
    ['013101000', false],
    ['', false],
    ['abcdefgh', false],
  ])('%s → %s', (cep, expected) => {
    expect(isValidCep(cep)).toBe(expected);
  });
});

describe('formatCep', () => {
  it.each([
    ['01310100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['0131010', '0131010'],
  ])('%s → %s', (input, expected) => {
    expect(formatCep(input)).toBe(expected);
  });
});
