import { INTEREST_LIMITS } from '@oportuna/domain';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptRule } from '../../lib/attempt-limits.ts';
import { DomainError } from '../../lib/errors.ts';

const PER_DAY: AttemptRule = {
  scope: 'interest_day',
  max: INTEREST_LIMITS.perUserPerDay,
  windowMinutes: 24 * 60,
  lockMinutes: 0,
};
const PER_MINUTE: AttemptRule = {
  scope: 'interest_minute',
  max: INTEREST_LIMITS.perUserPerMinute,
  windowMinutes: 1,
  lockMinutes: 0,
};

/** The shared attempt budgets (lib/attempt-limits.ts): one conditional statement per take. */
export type InterestLimits = {
  take(rule: AttemptRule, key: string): Promise<boolean>;
  giveBack(rule: AttemptRule, key: string): Promise<void>;
};

/**
 * Takes a place in the user's minute and day budgets of new interests, both or neither (429
 * otherwise); answers how to give both back, for a click that turned out not to open one.
 */
export async function takeInterestBudget(limits: InterestLimits, actor: Actor) {
  const key = String(actor.userId);
  if (!(await limits.take(PER_MINUTE, key))) {
    throw new DomainError(
      'too_many_requests',
      `Você pode registrar no máximo ${INTEREST_LIMITS.perUserPerMinute} interesses por minuto. Aguarde um instante.`,
      'interest_rate_limited',
    );
  }
  if (!(await limits.take(PER_DAY, key))) {
    await limits.giveBack(PER_MINUTE, key);
    throw new DomainError(
      'too_many_requests',
      `Você pode registrar no máximo ${INTEREST_LIMITS.perUserPerDay} interesses por dia.`,
      'interest_daily_limit',
    );
  }
  return async () => {
    await limits.giveBack(PER_MINUTE, key);
    await limits.giveBack(PER_DAY, key);
  };
}
