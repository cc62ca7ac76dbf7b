import { describe, expect, it } from 'vitest';
import { moneySchema } from './money-schema.ts';

describe('moneySchema', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    [1500.005, 1500.01],
    ['250000', 250000],
  ])('%j → %s', (input, expected) => {
    expect(moneySchema.parse(input)).toBe(expected);
  });

  it.each(['abc', '', -5, true, null])('%j is rejected in pt-BR', (input) => {
    expect(moneySchema.safeParse(input).error?.issues[0]?.message).toBe('Valor monetário inválido');
  });
});
