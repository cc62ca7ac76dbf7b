import { API_ERROR_MESSAGES, MESSAGES } from '@oportuna/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL refuses NUL in text, and lone UTF-16 surrogates in JSON columns; a JSON body may
 * carry either as an escape (`\u0000`, `\ud800`), a query string as `%00`.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Arrays and plain records; parsed query strings are records whose prototype has none. */
function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Where the first unstorable string or key sits in parsed input, or undefined when none. */
export function findUnstorableText(input: unknown): string | undefined {
  // An explicit stack, not recursion: a JSON body may nest deeper than the call stack allows.
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (isContainer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return itemPath;
        pending.push({ value: item, path: itemPath });
      }
    }
  }
  return undefined;
}

/** Printable form of a field path, for the error's `fields`. */
const printable = (path: string) =>
  (path || '_').replaceAll('\u0000', '\\u0000').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');

/** Refuses such text in the query, path parameters and JSON body of every request, before validation. */
export const inputCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = findUnstorableText(input);
      if (path !== undefined) {
        throw new DomainError(
          'invalid_characters',
          API_ERROR_MESSAGES.invalid_characters,
          'invalid_characters',
          { [printable(path)]: MESSAGES.validation.invalidCharacters },
        );
      }
    }
  });
});
