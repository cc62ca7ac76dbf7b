import { changePasswordRequestSchema, loginRequestSchema } from '@oportuna/domain/auth';
import { describe, expect, it } from 'vitest';
import { validateFields, validateWithSchema } from './validate-with-schema.ts';

describe('validateWithSchema', () => {
  it('answers the parsed payload', () => {
    expect(
      validateWithSchema(loginRequestSchema, { username: ' a@b.com.br ', password: 'x' }),
    ).toEqual({ success: true, data: { username: 'a@b.com.br', password: 'x' } });
  });

  it('answers the first message per field', () => {
    expect(validateWithSchema(loginRequestSchema, { username: '', password: '' })).toEqual({
      success: false,
      errors: { username: 'Campo obrigatório', password: 'Campo obrigatório' },
    });
  });
});

describe('validateFields', () => {
  const passwordOnly = { password: changePasswordRequestSchema.shape.password };

  it('checks only the listed fields', () => {
    expect(validateFields(passwordOnly, { password: 'abc', confirm_password: '' })).toEqual({
      success: true,
      data: { password: 'abc', confirm_password: '' },
    });
  });

  it('reports the listed fields that fail', () => {
    expect(validateFields(passwordOnly, { password: '', confirm_password: 'abc' })).toEqual({
      success: false,
      errors: { password: 'Campo obrigatório' },
    });
  });
});
