import { describe, expect, it } from 'vitest';
import { MAX_MONEY, moneySchema } from './money-schema.ts';

describe('moneySchema', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    [1500.005, 1500.01],
    ['250000', 250000],
    [MAX_MONEY, 9_999_999_999_999.99],
    ['R$ 9.999.999.999.999,99', 9_999_999_999_999.99],
    [0, 0],
  ])('%j → %s', (input, expected) => {
    expect(moneySchema.parse(input)).toBe(expected);
  });

  it.each(['abc', '', -5, true, null, Number.POSITIVE_INFINITY, Number.NaN])(
    '%j is rejected in pt-BR',
    (input) => {
      expect(moneySchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Valor monetário inválido',
      );
    },
  );

  it.each([10_000_000_000_000, 1e20, 'R$ 10.000.000.000.000,00', '100000000000000000000'])(
    '%j is beyond numeric(15,2) and rejected in pt-BR',
    (input) => {
      expect(moneySchema.safeParse(input).error?.issues[0]?.message).toBe(
        'O valor máximo é R$ 9.999.999.999.999,99',
      );
    },
  );
});
