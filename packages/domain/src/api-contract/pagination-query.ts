import { z } from 'zod';
import { PAGINATION } from '../limits/pagination.ts';

export const PAGE_ERROR_MESSAGE = 'Página deve ser um número inteiro maior ou igual a 1';

export function limitErrorMessage(maxLimit: number): string {
  return `Limite deve ser um número inteiro entre 1 e ${maxLimit}`;
}

interface PaginationOptions {
  defaultLimit?: number;
  maxLimit?: number;
}

/**
 * Query parameters arrive as text, hence the coercion. Lists default to the largest page size
 * people can pick; map and selector endpoints raise `maxLimit` to what they need.
 */
export function paginationQuerySchema({
  defaultLimit = PAGINATION.defaultPageSize,
  maxLimit = Math.max(...PAGINATION.pageSizeOptions),
}: PaginationOptions = {}) {
  const pageError = { error: PAGE_ERROR_MESSAGE };
  const limitError = { error: limitErrorMessage(maxLimit) };
  return z.object({
    page: z.coerce.number(pageError).int(pageError).min(1, pageError).default(PAGINATION.firstPage),
    limit: z.coerce
      .number(limitError)
      .int(limitError)
      .min(1, limitError)
      .max(maxLimit, limitError)
      .default(defaultLimit),
  });
}

export type PaginationQuery = z.infer<ReturnType<typeof paginationQuerySchema>>;
