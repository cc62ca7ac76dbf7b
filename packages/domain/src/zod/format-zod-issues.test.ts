import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatZodIssues } from './format-zod-issues.ts';

describe('formatZodIssues', () => {
  const schema = z
    .object({
      name: z.string().min(1, 'Nome é obrigatório'),
      contacts: z.array(z.object({ email: z.string().min(3, 'curto').regex(/@/, 'sem arroba') })),
    })
    .refine((value) => value.name !== 'proibido', 'Cadastro recusado');

  it('maps dotted paths to their first message', () => {
    const error = schema.safeParse({
      name: '',
      contacts: [{ email: 'ok@x' }, { email: 'a' }],
    }).error;
    expect(error && formatZodIssues(error)).toEqual({
      name: 'Nome é obrigatório',
      'contacts.1.email': 'curto',
    });
  });

  it('puts issues of the whole payload under _root', () => {
    const error = schema.safeParse({ name: 'proibido', contacts: [] }).error;
    expect(error && formatZodIssues(error)).toEqual({ _root: 'Cadastro recusado' });
  });

  it('returns an empty map when there are no issues', () => {
    expect(formatZodIssues({ issues: [] })).toEqual({});
  });
});
