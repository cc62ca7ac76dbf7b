import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../../lib/api-error.ts';
import { actionFailureMessage } from './action-failure.ts';

const conflict = new ApiError({
  status: 409,
  code: 'invalid_transition',
  message: 'Só é possível concluir uma oportunidade ativa.',
});

describe('actionFailureMessage', () => {
  it('shows the server message first', () => {
    expect(actionFailureMessage('complete', 12, conflict)).toBe(
      'Só é possível concluir uma oportunidade ativa.',
    );
  });

  it.each([
    ['complete', 'Ocorreu um erro ao tentar concretizar a oportunidade #12'],
    ['lost', 'Ocorreu um erro ao tentar perder a oportunidade #12'],
    ['reopen', 'Ocorreu um erro ao tentar re-ativar a oportunidade #12'],
    ['approve', 'Ocorreu um erro ao tentar re-ativar a oportunidade #12'],
    ['delete', 'Ocorreu um erro ao tentar excluir a oportunidade #12'],
  ] as const)('falls back to the spec text for %s without a server message', (action, text) => {
    const withoutBody = toApiError(502, '<html>Bad gateway</html>', 'Erro inesperado');
    expect(actionFailureMessage(action, 12, withoutBody)).toBe(text);
    const network = new ApiError({ status: 0, code: 'network_error', message: 'Sem conexão' });
    expect(actionFailureMessage(action, 12, network)).toBe(text);
    expect(actionFailureMessage(action, 12, new Error('boom'))).toBe(text);
  });
});
