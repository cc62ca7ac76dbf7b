import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cepSchema,
  cnpjSchema,
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  urlSchema,
} from './schemas.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('field schemas output the stored form', () => {
  it.each([
    ['cnpj', cnpjSchema, '11.222.333/0001-81', '11222333000181'],
    ['cpf', cpfSchema, '529.982.247-25', '52998224725'],
    ['cep', cepSchema, '01.310-100', '01310100'],
    ['landline', phoneSchema, '(11) 3333-4444', '1133334444'],
    ['mobile as phone', phoneSchema, '(11) 91234-5678', '11912345678'],
    ['mobile', mobilePhoneSchema, '(11) 91234-5678', '11912345678'],
    ['email', emailSchema, ' maria@exemplo.com.br ', 'maria@exemplo.com.br'],
    ['url', urlSchema, 'empresa.com.br', 'empresa.com.br'],
  ] as const)('%s', (_name, schema, input, output) => {
    expect(schema.parse(input)).toBe(output);
  });
});

describe('field schemas explain failures in pt-BR', () => {
  it.each([
    [
      'cnpj check digits',
      cnpjSchema,
      '11.222.333/0001-82',
      'Por favor, verifique se o número digitado é um CNPJ válido',
    ],
    [
      'cnpj repeated digits',
      cnpjSchema,
      '00000000000000',
      'Por favor, verifique se o número digitado é um CNPJ válido',
    ],
    ['cnpj empty', cnpjSchema, '', 'Campo obrigatório'],
    ['cnpj missing', cnpjSchema, undefined, 'Campo obrigatório'],
    ['cnpj not text', cnpjSchema, 11222333000181, 'Valor inválido'],
    ['cpf', cpfSchema, '52998224726', 'CPF inválido'],
    ['cep', cepSchema, '0131010', 'CEP inválido'],
    ['phone', phoneSchema, '0133334444', 'Telefone inválido'],
    ['mobile with landline', mobilePhoneSchema, '1133334444', 'Celular inválido'],
    ['email', emailSchema, 'maria@', 'E-mail inválido'],
    ['email blank', emailSchema, '   ', 'Campo obrigatório'],
    ['url', urlSchema, 'ftp://empresa.com', 'URL inválida'],
  ] as const)('%s', (_name, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('reports only the required message for an empty value', () => {
    const result = cnpjSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });
});
