import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';
import { MAX_MONEY } from '../money/money-schema.ts';
import { idParam } from './id-schemas.ts';

/** `1`, `0`, `true` or `false` in a query string. */
export const flagParam = z
  .enum(['0', '1', 'true', 'false'], { error: 'Use 0 ou 1' })
  .transform((value) => value === '1' || value === 'true');

/** A comma-separated list in a query string (`ufs=35,33`), each item checked. */
export function commaListParam<Item extends z.ZodType>(item: Item, message = 'Lista inválida') {
  return z.string({ error: message }).transform((value, ctx) => {
    const items: z.output<Item>[] = [];
    for (const part of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const parsed = item.safeParse(part);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      items.push(parsed.data);
    }
    return items;
  });
}

export const idListParam = commaListParam(
  idParam,
  'Informe identificadores numéricos separados por vírgula',
);

const RANGE_PATTERN = /^\s*(-?\d+(\.\d+)?)?\s*,\s*(-?\d+(\.\d+)?)?\s*$/;

function rangeWithin(limit: number, outOfRange: string) {
  const within = (value: number | undefined) => value === undefined || Math.abs(value) <= limit;
  return z
    .string()
    .regex(RANGE_PATTERN, {
      error: 'Informe o intervalo como início,fim (por exemplo 0.5,0.8)',
    })
    .transform((value) => {
      const [start, end] = value.split(',').map((part) => part.trim());
      return {
        start: start ? Number(start) : undefined,
        end: end ? Number(end) : undefined,
      };
    })
    .refine((range) => within(range.start) && within(range.end), {
      error: outOfRange,
      abort: true,
    })
    .refine(
      (range) => range.start === undefined || range.end === undefined || range.start <= range.end,
      {
        error: 'O início do intervalo deve ser menor ou igual ao fim',
      },
    );
}

/** `start,end` with either side optional (`100,` means at least 100). */
export const rangeParam = rangeWithin(Number.MAX_VALUE, MESSAGES.validation.numberOutOfRange);

/** A range of amounts, compared with `numeric(15,2)` columns. */
export const moneyRangeParam = rangeWithin(MAX_MONEY, MESSAGES.validation.moneyTooLarge);

export type Range = { start?: number | undefined; end?: number | undefined };

/**
 * A polygon drawn on the map: JSON `[[lng, lat], ...]` with at least three distinct points.
 * The ring is closed by the server when needed.
 */
export const polygonParam = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Polígono inválido: use [[longitude, latitude], ...]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], {
          error: 'Cada ponto do polígono deve ser [longitude, latitude]',
        }),
        { error: 'Polígono inválido: use [[longitude, latitude], ...]' },
      )
      .min(3, { error: 'O polígono precisa de pelo menos 3 pontos' })
      .max(1000, { error: 'O polígono pode ter no máximo 1000 pontos' }),
  );
