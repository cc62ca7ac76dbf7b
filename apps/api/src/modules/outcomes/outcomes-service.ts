import {
  INTEREST_LOST_REASONS,
  INTEREST_STAGES,
  monthsBetween,
  OUTCOME_FUNNEL_STAGES,
  OUTCOMES_MAX_MONTHS,
  type Outcomes,
  type OutcomesQuery,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isAdminActor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import {
  byCategory,
  bySection,
  cohortSql,
  findCustomer,
  findLocality,
  firstResponse,
  funnelReach,
  lossReasons,
  monthlyCounts,
  type Period,
  stageTotals,
} from './outcomes-queries.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** `to` defaults to today; `from` to the first day of the 12th month before `to`'s. */
export function periodOf(query: Pick<OutcomesQuery, 'from' | 'to'>, today: Date): Period {
  const to = query.to ?? day(today);
  const start = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 11);
  const from = query.from ?? day(start);
  if (from > to) {
    throw invalidInput({ from: 'A data inicial deve ser igual ou anterior à data final' });
  }
  if (monthsBetween(from, to) > OUTCOMES_MAX_MONTHS) {
    throw invalidInput({
      [query.from ? 'from' : 'to']: `O período pode ter no máximo ${OUTCOMES_MAX_MONTHS} meses`,
    });
  }
  return { from, to };
}

type Owner = { id: number; name: string } | null;

/**
 * Outcomes of interests: the aggregates of one customer's interests (a city hall's, a state
 * government's, a company's). Only that customer's users read them (for a customer's own
 * dashboard, its admins), and the superadmin any; never a thread's contents.
 */
export function createOutcomesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function figures(name: string, owner: Owner, query: OutcomesQuery): Promise<Outcomes> {
    const period = periodOf(query, clock.now());
    const side = query.side;
    const empty: Outcomes = {
      name,
      customer: owner,
      period,
      side,
      months: [],
      first_response: { median_seconds: null, answered: 0, unanswered: 0 },
      funnel: OUTCOME_FUNNEL_STAGES.map((stage) => ({ stage, reached: 0 })),
      stages: INTEREST_STAGES.map((stage) => ({ stage, count: 0 })),
      wins: { count: 0, amount: 0, jobs: 0 },
      losses: INTEREST_LOST_REASONS.map((reason) => ({ reason, count: 0 })),
      sectors: [],
      categories: [],
    };
    if (!owner) return empty;
    const cohort = cohortSql(owner.id, side, period);
    const [months, response, funnel, stages, losses, sectors, categories] = await Promise.all([
      monthlyCounts(db, owner.id, period),
      firstResponse(db, cohort),
      funnelReach(db, cohort),
      stageTotals(db, cohort),
      lossReasons(db, cohort),
      bySection(db, cohort),
      byCategory(db, cohort),
    ]);
    const won = stages.find((row) => row.stage === 'won');
    return {
      ...empty,
      months,
      first_response: {
        median_seconds: response.medianSeconds,
        answered: response.answered,
        unanswered: response.unanswered,
      },
      funnel: OUTCOME_FUNNEL_STAGES.map((stage) => ({ stage, reached: funnel?.[stage] ?? 0 })),
      stages: INTEREST_STAGES.map((stage) => ({
        stage,
        count: stages.find((row) => row.stage === stage)?.count ?? 0,
      })),
      wins: { count: won?.count ?? 0, amount: won?.amount ?? 0, jobs: won?.jobs ?? 0 },
      losses: INTEREST_LOST_REASONS.map((reason) => ({
        reason,
        count: losses.find((row) => row.reason === reason)?.count ?? 0,
      })),
      sectors: sectors.map(({ key, ...row }) => ({ section: key, ...row })),
      categories: categories.map(({ key, ...row }) => ({ category: key, ...row })),
    };
  }

  return {
    /** A city's or a state's outcomes: its city hall's or state government's interests. */
    async ofLocality(actor: Actor, kind: 'city' | 'state', id: number, query: OutcomesQuery) {
      const found = await findLocality(db, kind, id);
      if (!found) {
        throw kind === 'city'
          ? notFound('city_not_found', 'Cidade não encontrada.')
          : notFound('state_not_found', 'Estado não encontrado.');
      }
      const own = found.customer !== null && actor.customerId === found.customer.id;
      if (!own && !isSuperAdminActor(actor)) {
        throw forbidden(
          'outcomes_forbidden',
          kind === 'city'
            ? 'Só os usuários da prefeitura da cidade podem ver os resultados dos interesses.'
            : 'Só os usuários do governo do estado podem ver os resultados dos interesses.',
        );
      }
      return {
        name: found.place.name,
        outcomes: await figures(found.place.name, found.customer, query),
      };
    },

    /** A customer's dashboard: its admins, and the superadmin for any customer. */
    async ofCustomer(actor: Actor, id: number, query: OutcomesQuery) {
      const superadmin = isSuperAdminActor(actor);
      if (!superadmin && !(actor.customerId === id && isAdminActor(actor))) {
        throw forbidden(
          'outcomes_forbidden',
          'Só os administradores do cliente podem ver os resultados dos interesses.',
        );
      }
      const customer = await findCustomer(db, id);
      if (!customer) throw notFound('customer_not_found', 'Cliente não encontrado.');
      return { name: customer.name, outcomes: await figures(customer.name, customer, query) };
    },
  };
}

export type OutcomesService = ReturnType<typeof createOutcomesService>;
