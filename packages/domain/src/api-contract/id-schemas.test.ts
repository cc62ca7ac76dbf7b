import { describe, expect, it } from 'vitest';
import { idParam, idParams, idSchema, MAX_ID } from './id-schemas.ts';
import { idListParam } from './query-params.ts';

describe('ids in a JSON body', () => {
  it.each([
    [1, true],
    [MAX_ID, true],
    [MAX_ID + 1, false],
    [3_000_000_000, false],
    [99_999_999_999, false],
    [1e20, false],
    [Number.POSITIVE_INFINITY, false],
    [0, false],
    [-1, false],
    [1.5, false],
    ['1', false],
  ])('%s → %s', (input, valid) => {
    const result = idSchema.safeParse(input);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('Identificador inválido');
  });

  it('reads a missing id as a required field', () => {
    expect(idSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Campo obrigatório');
  });
});

describe('ids in a path or query string', () => {
  it.each([
    ['1', 1],
    ['2147483647', MAX_ID],
    ['2147483648', undefined],
    ['3000000000', undefined],
    ['99999999999', undefined],
    ['99999999999999999999', undefined],
    ['0', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%j → %s', (input, output) => {
    const result = idParams.safeParse({ id: input });
    expect(result.data?.id).toBe(output);
    if (output === undefined) {
      expect(result.error?.issues[0]).toMatchObject({
        path: ['id'],
        message: 'Identificador inválido',
      });
    }
    expect(idParam.safeParse(input).success).toBe(output !== undefined);
  });
});

describe('id lists in a query string', () => {
  it.each([
    ['35,33', [35, 33]],
    ['1, 2147483647', [1, MAX_ID]],
    ['1,2147483648', undefined],
    ['10000000000000,', undefined],
    ['a,b', undefined],
  ])('%j → %j', (input, output) => {
    expect(idListParam.safeParse(input).data).toEqual(output);
  });
});
