import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setZodPtBrErrorMap } from './pt-br-error-map.ts';

function messageOf(schema: z.ZodType, input: unknown): string | undefined {
  return schema.safeParse(input).error?.issues[0]?.message;
}

describe('pt-BR zod error map', () => {
  beforeAll(() => {
    setZodPtBrErrorMap();
  });

  it.each([
    ['missing string', z.object({ name: z.string() }), {}, 'Campo obrigatório'],
    ['null number', z.number(), null, 'Campo obrigatório'],
    ['empty required text', z.string().min(1), '', 'Campo obrigatório'],
    ['wrong type, string', z.string(), 42, 'Deve ser um texto'],
    ['wrong type, number', z.number(), 'dez', 'Deve ser um número'],
    ['wrong type, boolean', z.boolean(), 'sim', 'Deve ser verdadeiro ou falso'],
    ['wrong type, array', z.array(z.string()), 'a', 'Deve ser uma lista'],
    ['integer', z.int(), 1.5, 'Deve ser um número inteiro'],
    ['string min', z.string().min(3), 'ab', 'Deve ter no mínimo 3 caracteres'],
    ['string max', z.string().max(50), 'a'.repeat(51), 'Deve ter no máximo 50 caracteres'],
    ['string max singular', z.string().max(1), 'ab', 'Deve ter no máximo 1 caractere'],
    ['string length', z.string().length(8), '123', 'Deve ter exatamente 8 caracteres'],
    ['number min', z.number().min(1), 0, 'Deve ser maior ou igual a 1'],
    ['number positive', z.number().positive(), 0, 'Deve ser maior que 0'],
    ['number max', z.number().max(100), 101, 'Deve ser menor ou igual a 100'],
    ['number lt', z.number().lt(10), 10, 'Deve ser menor que 10'],
    ['array min', z.array(z.string()).min(1), [], 'Deve ter no mínimo 1 item'],
    ['array max', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Deve ter no máximo 2 itens'],
    ['enum', z.enum(['open', 'lost']), 'closed', 'Valor inválido'],
    ['literal', z.literal('ok'), 'nok', 'Valor inválido'],
    ['email', z.email(), 'ana@', 'E-mail inválido'],
    ['url', z.url(), 'não é url', 'URL inválida'],
    ['regex', z.string().regex(/^\d+$/), 'abc', 'Formato inválido'],
    ['multiple of', z.number().multipleOf(5), 7, 'Deve ser múltiplo de 5'],
    ['strict object', z.strictObject({}), { extra: 1 }, 'Campo não permitido: extra'],
    [
      'date min',
      z.date().min(new Date('2024-01-31T00:00:00Z')),
      new Date('2024-01-01T00:00:00Z'),
      'Deve ser a partir de 31/01/2024',
    ],
    ['union', z.union([z.string(), z.number()]), true, 'Valor inválido'],
  ])('%s', (_case, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it('keeps messages given on the schema', () => {
    expect(messageOf(z.string().min(3, 'Nome curto'), 'ab')).toBe('Nome curto');
  });
});
