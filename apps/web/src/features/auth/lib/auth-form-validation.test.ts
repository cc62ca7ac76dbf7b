import { describe, expect, it } from 'vitest';
import {
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateTwoFactor,
} from './auth-form-validation.ts';

const errorsOf = (result: { success: boolean; errors?: unknown }) =>
  result.success ? {} : result.errors;

describe('login form', () => {
  it.each([
    [{ username: 'não é e-mail', password: 'x' }, { username: 'Email invalido' }],
    [
      { username: '', password: '' },
      { username: 'Campo obrigatório', password: 'Campo obrigatório' },
    ],
    [{ username: 'admin.cidade@oportuna.dev', password: '' }, { password: 'Campo obrigatório' }],
  ])('%o', (values, expected) => {
    expect(errorsOf(validateLogin(values))).toEqual(expected);
  });

  it('accepts an e-mail and a password', () => {
    expect(validateLogin({ username: 'admin.cidade@oportuna.dev', password: 'x' }).success).toBe(
      true,
    );
  });
});

describe('two-factor form', () => {
  it.each([
    ['', 'Envie seu token!'],
    ['12a4', 'Digite apenas números'],
    ['123', 'Mínimo de 4 digitos'],
    ['12345', 'Máximo de 4 digitos'],
  ])('%j → %s', (code, message) => {
    expect(errorsOf(validateTwoFactor({ code }))).toEqual({ code: message });
  });

  it('accepts exactly 4 digits', () => {
    expect(validateTwoFactor({ code: '0427' })).toEqual({ success: true, data: { code: '0427' } });
  });
});

describe('forgot-password form', () => {
  it.each([
    ['', 'Campo obrigatório'],
    ['ab', 'Use no mínimo 3 caracteres'],
    ['sem-arroba', 'Formato de e-mail inválido'],
    [`${'a'.repeat(45)}@oportuna.dev`, 'Use no máximo 50 caracteres'],
  ])('%j → %s', (email, message) => {
    expect(errorsOf(validateForgotPassword({ email }))).toEqual({ email: message });
  });
});

describe('new-password forms', () => {
  it('the reset link form requires both fields, 3 to 50 characters', () => {
    expect(errorsOf(validateResetPassword('t')({ password: '', confirm_password: 'ab' }))).toEqual({
      password: 'Campo obrigatório',
      confirm_password: 'Deve ter no mínimo 3 caracteres',
    });
  });

  it('the reset link form reports different passwords', () => {
    expect(
      errorsOf(validateResetPassword('t')({ password: 'abcd', confirm_password: 'abce' })),
    ).toEqual({ confirm_password: 'As senhas precisam ser iguais.' });
  });

  it('the reset link form sends the token', () => {
    expect(validateResetPassword('tok')({ password: 'abcd', confirm_password: 'abcd' })).toEqual({
      success: true,
      data: { token: 'tok', password: 'abcd', confirm_password: 'abcd' },
    });
  });

  it('the change-password screen requires the password only', () => {
    expect(errorsOf(validateChangePassword({ password: '', confirm_password: '' }))).toEqual({
      password: 'Campo obrigatório',
    });
    expect(validateChangePassword({ password: 'abcd', confirm_password: '' }).success).toBe(true);
  });
});
