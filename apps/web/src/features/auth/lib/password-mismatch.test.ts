import { describe, expect, it } from 'vitest';
import { passwordsDiffer, splitPasswordMismatch } from './password-mismatch.ts';

describe('splitPasswordMismatch', () => {
  it('moves the mismatch out of the field messages into the alert', () => {
    expect(
      splitPasswordMismatch({
        password: 'Deve ter no mínimo 3 caracteres',
        confirm_password: 'As senhas precisam ser iguais.',
      }),
    ).toEqual({ fieldErrors: { password: 'Deve ter no mínimo 3 caracteres' }, mismatch: true });
  });

  it('keeps other confirmation messages under the field', () => {
    const errors = { confirm_password: 'Campo obrigatório' };
    expect(splitPasswordMismatch(errors)).toEqual({ fieldErrors: errors, mismatch: false });
  });
});

describe('passwordsDiffer', () => {
  it.each([
    ['abc', 'abc', false],
    ['abc', 'abd', true],
    ['abc', '', true],
  ])('%j and %j → %s', (password, confirm_password, expected) => {
    expect(passwordsDiffer({ password, confirm_password })).toBe(expected);
  });
});
