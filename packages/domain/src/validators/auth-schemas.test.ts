import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  twoFactorCodeSchema,
} from './auth-schemas.ts';

describe('twoFactorCodeSchema', () => {
  it.each([
    ['1234', '1234'],
    [' 0042 ', '0042'],
  ])('accepts %j', (input, output) => {
    expect(twoFactorCodeSchema.parse(input)).toBe(output);
  });

  it.each([
    ['', 'Envie seu token!'],
    [undefined, 'Envie seu token!'],
    ['12a4', 'Digite apenas números'],
    ['123', 'Mínimo de 4 digitos'],
    ['12345', 'Máximo de 4 digitos'],
  ])('%j → %s', (input, message) => {
    const result = twoFactorCodeSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('loginRequestSchema', () => {
  it('accepts an e-mail as username', () => {
    expect(loginRequestSchema.parse({ username: 'ana@exemplo.com', password: ' s3nha ' })).toEqual({
      username: 'ana@exemplo.com',
      password: ' s3nha ',
    });
  });

  it.each([
    [{ username: 'ana', password: 'x' }, 'username', 'Email invalido'],
    [{ username: 'ana@exemplo.com', password: '' }, 'password', 'Campo obrigatório'],
    [{ username: 'ana@exemplo.com' }, 'password', 'Campo obrigatório'],
  ])('%j → %s: %s', (input, field, message) => {
    const issue = loginRequestSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});

describe('resetPasswordRequestSchema', () => {
  it.each([
    ['a@', 'Use no mínimo 3 caracteres'],
    [`${'a'.repeat(40)}@exemplo.com.br`, 'Use no máximo 50 caracteres'],
    ['nao-e-email', 'Formato de e-mail inválido'],
    ['', 'Campo obrigatório'],
  ])('%s → %s', (email, message) => {
    expect(resetPasswordRequestSchema.safeParse({ email }).error?.issues[0]?.message).toBe(message);
  });

  it('accepts a valid address', () => {
    expect(resetPasswordRequestSchema.parse({ email: 'ana@exemplo.com' }).email).toBe(
      'ana@exemplo.com',
    );
  });
});

describe('changePasswordRequestSchema', () => {
  it('accepts matching passwords with a token', () => {
    const input = { token: 'abc', password: 'nova123', confirm_password: 'nova123' };
    expect(changePasswordRequestSchema.parse(input)).toEqual(input);
  });

  it('rejects different passwords on confirm_password', () => {
    const issue = changePasswordRequestSchema.safeParse({
      password: 'nova123',
      confirm_password: 'nova124',
    }).error?.issues[0];
    expect(issue?.path).toEqual(['confirm_password']);
    expect(issue?.message).toBe('As senhas precisam ser iguais.');
  });

  it.each([
    ['ab', 'Deve ter no mínimo 3 caracteres'],
    ['a'.repeat(51), 'Deve ter no máximo 50 caracteres'],
  ])('bounds the password length (%s)', (password, message) => {
    const result = changePasswordRequestSchema.safeParse({ password, confirm_password: password });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
