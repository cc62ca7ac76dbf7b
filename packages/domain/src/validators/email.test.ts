import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    ['maria@prefeitura.sp.gov.br', true],
    ['joao.silva+oportuna@empresa.com', true],
    [' ana@exemplo.com.br ', true],
    ['maria@', false],
    ['@exemplo.com', false],
    ['maria@exemplo', false],
    ['maria exemplo@exemplo.com', false],
    ['maria..silva@exemplo.com', false],
    ['maria@-exemplo.com', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
