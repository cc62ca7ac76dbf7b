import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';
import { parseMoney } from './parse-money.ts';
import { roundMoney } from './round-money.ts';

/** The largest amount a `numeric(15,2)` column holds. */
export const MAX_MONEY = 9_999_999_999_999.99;

/**
 * A JSON number or BRL text ("R$ 1.234,56"), output as a non-negative amount in cents precision,
 * no larger than the database stores.
 */
export const moneySchema = z
  .union([z.number(), z.string()], { error: MESSAGES.validation.invalidMoney })
  .transform((value, context) => {
    const amount = parseMoney(value);
    if (amount === null || amount < 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.validation.invalidMoney });
      return z.NEVER;
    }
    const rounded = roundMoney(amount);
    if (rounded > MAX_MONEY) {
      context.addIssue({ code: 'custom', message: MESSAGES.validation.moneyTooLarge });
      return z.NEVER;
    }
    return rounded;
  });
