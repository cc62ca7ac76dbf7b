import { API_ERROR_MESSAGES, MESSAGES } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findUnstorableText, isStorableText } from './input-characters.ts';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Bauru', true],
    ['accents', 'São João do Paraíso', true],
    ['a surrogate pair (emoji)', 'fábrica 🏭', true],
    ['empty', '', true],
    ['a NUL byte', 'a\u0000b', false],
    ['only a NUL byte', '\u0000', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', 'a\udc00b', false],
    ['a high surrogate at the end', 'a\ud83c', false],
    ['reversed surrogates', '\udfed\ud83c', false],
  ])('%s → %s', (_case, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

describe('findUnstorableText', () => {
  it.each([
    ['clean input', { a: ['x', { b: 'y' }], n: 1, t: true, z: null }, undefined],
    ['a top-level string', 'a\u0000', ''],
    ['a nested value', { project: { company: { name: 'a\u0000' } } }, 'project.company.name'],
    ['an array item', { contacts: [{ name: 'ok' }, { name: '\ud800' }] }, 'contacts.1.name'],
    ['a key', { 'a\u0000b': 1 }, 'a\u0000b'],
    ['a query string object', Object.assign(Object.create(null), { name: 'a\u0000' }), 'name'],
  ])('%s → %j', (_case, input, path) => {
    expect(findUnstorableText(input)).toBe(path);
  });

  it('walks nesting deeper than the call stack without overflowing', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnstorableText(deep)).toBe(Array(200_000).fill('0').join('.'));
  });

  it('leaves binary bodies alone', () => {
    expect(findUnstorableText(Buffer.from([0, 0, 0]))).toBeUndefined();
  });
});

describe('requests carrying NUL bytes or lone surrogates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refused = {
    message: API_ERROR_MESSAGES.invalid_characters,
    code: 'invalid_characters',
  };

  it.each([
    ['in the query string', 'GET', '/api/health?name=S%C3%A3o%00Paulo', undefined, 'name'],
    ['in a query parameter name', 'GET', '/api/health?na%00me=1', undefined, 'na\\u0000me'],
    ['in a path parameter', 'GET', '/api/files/a%00b', undefined, '*'],
    [
      'in a JSON string',
      'POST',
      '/api/login_check',
      '{"username":"ana\\u0000@x.com","password":"x"}',
      'username',
    ],
    [
      'in a JSON key',
      'POST',
      '/api/login_check',
      '{"username":"ana@x.com","password":"x","a\\u0000":1}',
      'a\\u0000',
    ],
    [
      'as a lone surrogate in JSON',
      'POST',
      '/api/reset-password',
      '{"email":"ana\\ud800@x.com"}',
      'email',
    ],
  ])(
    'are refused %s with 400 before anything else runs',
    async (_case, method, url, body, field) => {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(body ? { payload: body, headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        ...refused,
        fields: { [field]: MESSAGES.validation.invalidCharacters },
      });
    },
  );

  it('lets accents and emoji through to the route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { username: 'joao@exemplo.com.br', password: 'Atenção🏭Senha' },
    });
    expect(response.statusCode).toBe(401);
  });
});
