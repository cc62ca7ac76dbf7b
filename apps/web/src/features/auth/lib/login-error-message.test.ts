import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { loginErrorMessage, twoFactorErrorMessage } from './login-error-message.ts';

const error = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('loginErrorMessage', () => {
  it.each([
    [
      error(401, 'invalid_credentials', 'x'),
      'Credenciais incorretas. Em caso de dúvida, entre em contato com o suporte.',
    ],
    [
      error(400, 'validation_failed', 'Dados inválidos.'),
      'Credenciais incorretas. Em caso de dúvida, entre em contato com o suporte.',
    ],
    [
      error(429, 'too_many_requests', 'Muitas tentativas. Tente novamente em 15 minutos.'),
      'Muitas tentativas. Tente novamente em 15 minutos.',
    ],
    [error(0, 'network_error', 'Sem conexão'), 'Sem conexão'],
    [
      error(403, 'customer_inactive', 'x'),
      'Sua organização está inativa. Fale com o administrador da plataforma.',
    ],
  ])('%s', (apiError, expected) => {
    expect(loginErrorMessage(apiError)).toBe(expected);
  });
});

describe('twoFactorErrorMessage', () => {
  it('a wrong code is the invalid-token warning', () => {
    expect(twoFactorErrorMessage(error(400, 'invalid_two_factor_code', 'x'))).toBe(
      'Token inválido!',
    );
  });

  it('too many attempts keeps the server words', () => {
    expect(twoFactorErrorMessage(error(429, 'too_many_requests', 'Aguarde'))).toBe('Aguarde');
  });
});
