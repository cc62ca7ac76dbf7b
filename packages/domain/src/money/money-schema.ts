import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';
import { parseMoney } from './parse-money.ts';
import { roundMoney } from './round-money.ts';

/** A JSON number or BRL text ("R$ 1.234,56"), output as a non-negative amount in cents precision. */
export const moneySchema = z
  .union([z.number(), z.string()], { error: MESSAGES.validation.invalidMoney })
  .transform((value, context) => {
    const amount = parseMoney(value);
    if (amount === null || amount < 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.validation.invalidMoney });
      return z.NEVER;
    }
    return roundMoney(amount);
  });
