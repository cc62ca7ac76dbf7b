import { z } from 'zod';
import { sortOrderSchema } from '../enums/enum-schemas.ts';
import { limitErrorMessage, PAGE_ERROR_MESSAGE } from './pagination-query.ts';

const SORT_KEY = /^sort\[(\w+)\]$/;

/**
 * Moves `sort[key]=asc` query parameters into `sort: { key: 'asc' }`, so that the schema can
 * check keys against the list's available ordering.
 */
function collectSort(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const query: Record<string, unknown> = {};
  const sort: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const match = SORT_KEY.exec(key);
    if (match?.[1]) sort[match[1]] = value;
    else query[key] = value;
  }
  if (Object.keys(sort).length > 0) query.sort = sort;
  return query;
}

export type ListQueryOptions<SortKey extends string> = {
  sortKeys: readonly [SortKey, ...SortKey[]];
  defaultLimit: number;
  maxLimit: number;
  formats?: readonly [string, ...string[]];
};

/**
 * Query string of a list endpoint: 1-based page, bounded limit, sort keys limited to the
 * available ordering, the given filters, and nothing else (an unknown parameter is an error).
 */
export function listQuerySchema<Shape extends z.ZodRawShape, SortKey extends string>(
  filters: Shape,
  options: ListQueryOptions<SortKey>,
) {
  const pageError = { error: PAGE_ERROR_MESSAGE };
  const limitError = { error: limitErrorMessage(options.maxLimit) };
  const sortKeySchema = z.enum(options.sortKeys, {
    error: (issue) => `Ordenação não permitida: ${String(issue.input)}`,
  });
  return z.preprocess(
    collectSort,
    z.strictObject(
      {
        page: z.coerce.number(pageError).int(pageError).min(1, pageError).default(1),
        limit: z.coerce
          .number(limitError)
          .int(limitError)
          .min(1, limitError)
          .max(options.maxLimit, limitError)
          .default(options.defaultLimit),
        format: z
          .enum(options.formats ?? ['json'], {
            error: `Formato inválido; use ${(options.formats ?? ['json']).join(' ou ')}`,
          })
          .optional(),
        sort: z
          .record(z.string(), z.unknown())
          .transform((record, ctx) => {
            const entries: { key: SortKey; order: 'asc' | 'desc' }[] = [];
            for (const [key, value] of Object.entries(record)) {
              const parsedKey = sortKeySchema.safeParse(key);
              const parsedOrder = sortOrderSchema.safeParse(String(value).toLowerCase());
              if (!parsedKey.success) {
                ctx.addIssue({
                  code: 'custom',
                  message: `Ordenação não permitida: ${key}`,
                  path: [key],
                });
              } else if (!parsedOrder.success) {
                ctx.addIssue({ code: 'custom', message: 'Use asc ou desc', path: [key] });
              } else {
                entries.push({ key: parsedKey.data, order: parsedOrder.data });
              }
            }
            return entries;
          })
          .optional(),
        ...filters,
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Parâmetro desconhecido: ${issue.keys.join(', ')}`
            : undefined,
      },
    ),
  );
}
