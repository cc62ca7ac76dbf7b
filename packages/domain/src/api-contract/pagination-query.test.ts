import { describe, expect, it } from 'vitest';
import { paginationQuerySchema } from './pagination-query.ts';

const PAGE_ERROR = 'Página deve ser um número inteiro maior ou igual a 1';

describe('paginationQuerySchema', () => {
  const schema = paginationQuerySchema();

  it.each([
    [{}, { page: 1, limit: 25 }],
    [
      { page: '3', limit: '50' },
      { page: 3, limit: 50 },
    ],
    [
      { page: 2, limit: 100 },
      { page: 2, limit: 100 },
    ],
  ])('%j → %j', (input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  it.each([
    [{ page: '0' }, 'page', PAGE_ERROR],
    [{ page: '-1' }, 'page', PAGE_ERROR],
    [{ page: '1.5' }, 'page', PAGE_ERROR],
    [{ page: 'abc' }, 'page', PAGE_ERROR],
    [{ limit: '0' }, 'limit', 'Limite deve ser um número inteiro entre 1 e 100'],
    [{ limit: '101' }, 'limit', 'Limite deve ser um número inteiro entre 1 e 100'],
    [{ limit: 'x' }, 'limit', 'Limite deve ser um número inteiro entre 1 e 100'],
  ])('%j → %s: %s', (input, field, message) => {
    const issue = schema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('lets map endpoints raise the bound', () => {
    const mapSchema = paginationQuerySchema({ defaultLimit: 10000, maxLimit: 10000 });
    expect(mapSchema.parse({})).toEqual({ page: 1, limit: 10000 });
    expect(mapSchema.safeParse({ limit: '10001' }).error?.issues[0]?.message).toBe(
      'Limite deve ser um número inteiro entre 1 e 10000',
    );
  });
});
