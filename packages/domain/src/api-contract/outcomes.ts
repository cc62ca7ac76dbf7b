import { z } from 'zod';
import { INTEREST_LOST_REASONS, INTEREST_SIDES, INTEREST_STAGES } from '../enums/interest-stage.ts';
import { calendarDateSchema } from '../validators/schemas.ts';

/** The longest period an outcomes page reads, in months. */
export const OUTCOMES_MAX_MONTHS = 60;

/** Stages an interest moves through towards a win, in order: the funnel of the conversions. */
export const OUTCOME_FUNNEL_STAGES = ['new', 'talking', 'site_visit', 'proposal', 'won'] as const;

/** Calendar months a period touches, both ends included (yyyy-mm-dd). */
export const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/**
 * `from`/`to` (yyyy-mm-dd, both included; by default the last 12 months), which side's interests
 * the breakdowns read (received by default), and `format=xlsx` to download the figures.
 */
export const outcomesQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    side: z.enum(INTEREST_SIDES, { error: 'Lado inválido' }).default('received'),
    format: z.enum(['json', 'xlsx'], { error: 'Formato inválido' }).optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à data inicial',
      });
    } else if (monthsBetween(query.from, query.to) > OUTCOMES_MAX_MONTHS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `O período pode ter no máximo ${OUTCOMES_MAX_MONTHS} meses`,
      });
    }
  });
export type OutcomesQuery = z.output<typeof outcomesQuerySchema>;

const count = z.number().int();

export const outcomesSchema = z.object({
  /** The city's, the state's or the customer's name. */
  name: z.string(),
  /** The customer whose interests these are (the city hall, the state government), if any. */
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  period: z.object({ from: z.string(), to: z.string() }),
  side: z.enum(INTEREST_SIDES),
  months: z.array(z.object({ month: z.string(), received: count, sent: count })),
  first_response: z.object({
    /** Median, in seconds, of the first owner-side message after the interest was opened. */
    median_seconds: z.number().nullable(),
    answered: count,
    unanswered: count,
  }),
  funnel: z.array(z.object({ stage: z.enum(OUTCOME_FUNNEL_STAGES), reached: count })),
  stages: z.array(z.object({ stage: z.enum(INTEREST_STAGES), count })),
  wins: z.object({ count, amount: z.number(), jobs: count }),
  losses: z.array(z.object({ reason: z.enum(INTEREST_LOST_REASONS), count })),
  sectors: z.array(
    z.object({ section: z.string().nullable(), count, won: count, amount: z.number() }),
  ),
  categories: z.array(
    z.object({ category: z.string().nullable(), count, won: count, amount: z.number() }),
  ),
});
export type Outcomes = z.output<typeof outcomesSchema>;
