import { describe, expect, it } from 'vitest';
import { moneyRangeParam, rangeParam } from './query-params.ts';

const HUGE = `1${'0'.repeat(400)}`;

describe('range parameters', () => {
  it.each([
    ['0.5,0.8', { start: 0.5, end: 0.8 }],
    ['100,', { start: 100, end: undefined }],
    [',100', { start: undefined, end: 100 }],
    ['-3,1e5', undefined],
    ['100000000000000000000,', { start: 1e20, end: undefined }],
  ])('rangeParam %j → %j', (input, output) => {
    expect(rangeParam.safeParse(input).data).toEqual(output);
  });

  it.each([
    [`0,${HUGE}`, 'Número fora do intervalo permitido'],
    [`-${HUGE},0`, 'Número fora do intervalo permitido'],
    ['5,1', 'O início do intervalo deve ser menor ou igual ao fim'],
    ['a,b', 'Informe o intervalo como início,fim (por exemplo 0.5,0.8)'],
  ])('rangeParam refuses %j in pt-BR', (input, message) => {
    expect(rangeParam.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });

  it.each([
    ['0,9999999999999.99', { start: 0, end: 9_999_999_999_999.99 }],
    ['1000000,', { start: 1_000_000, end: undefined }],
    ['0,10000000000000', undefined],
    ['100000000000000000000,', undefined],
    [`0,${HUGE}`, undefined],
    ['-10000000000000,0', undefined],
  ])('moneyRangeParam %j → %j', (input, output) => {
    const result = moneyRangeParam.safeParse(input);
    expect(result.data).toEqual(output);
    if (output === undefined) {
      expect(result.error?.issues[0]?.message).toBe('O valor máximo é R$ 9.999.999.999.999,99');
    }
  });
});
