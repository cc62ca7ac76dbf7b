import { CNAE_SECTIONS, type InterestSide, OUTCOME_FUNNEL_STAGES } from '@oportuna/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  activityLogs,
  cities,
  companies,
  customers,
  interestMessages,
  interests,
  proposals,
  states,
  users,
} from '../../db/schema/index.ts';

const i = interests;

/** A period of whole days, both included (yyyy-mm-dd). */
export type Period = { from: string; to: string };

/** The interests one customer received (owner) or sent (interested), opened in the period. */
export function cohortSql(customerId: number, side: InterestSide, period: Period): SQL {
  const mine =
    side === 'received'
      ? sql`${i.ownerCustomerId} = ${customerId}`
      : sql`${i.interestedCustomerId} = ${customerId}`;
  return sql`(${mine} and ${i.createdAt} >= ${period.from}::date
    and ${i.createdAt} < ${period.to}::date + 1)`;
}

/** The city hall of a city or the state government of a state (any, active or not). */
export async function findLocality(db: Db, kind: 'city' | 'state', id: number) {
  const table = kind === 'city' ? cities : states;
  const [place] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id));
  if (!place) return null;
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      kind === 'city'
        ? and(eq(customers.type, 'city'), eq(customers.cityId, id))
        : and(eq(customers.type, 'state'), eq(customers.stateId, id)),
    )
    .orderBy(sql`${customers.isActive} desc`, customers.id)
    .limit(1);
  return { place, customer: customer ?? null };
}

export async function findCustomer(db: Db, id: number) {
  const [found] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, id));
  return found ?? null;
}

/** Interests received and sent by month of opening, every month of the period listed. */
export function monthlyCounts(db: Db, customerId: number, period: Period) {
  return rowsOf(
    db,
    {
      month: sql<string>`to_char(s.m, 'YYYY-MM')`,
      received: sql<number>`(count(c.m) filter (where c.received))::int`,
      sent: sql<number>`(count(c.m) filter (where not c.received))::int`,
    },
    (columns) => sql`
      with c as (
        select date_trunc('month', ${i.createdAt})::date as m,
               ${i.ownerCustomerId} = ${customerId} as received
          from ${i}
         where (${cohortSql(customerId, 'received', period)}
             or ${cohortSql(customerId, 'sent', period)}))
      select ${columns}
        from (select g::date as m
                from generate_series(date_trunc('month', ${period.from}::date),
                       date_trunc('month', ${period.to}::date), interval '1 month') as g) as s
        left join c on c.m = s.m
       group by s.m order by s.m`,
  );
}

/**
 * First response: the first message written by a user of the owner customer after the
 * interest was opened; its median in seconds, and how many were answered and not.
 */
export async function firstResponse(db: Db, cohort: SQL) {
  const [found] = await rowsOf(
    db,
    {
      medianSeconds: sql<number | null>`percentile_cont(0.5) within group
        (order by extract(epoch from r.first_at - ${i.createdAt}))`.mapWith(Number),
      answered: sql<number>`count(r.first_at)::int`,
      unanswered: sql<number>`(count(*) - count(r.first_at))::int`,
    },
    (columns) => sql`
      select ${columns}
        from ${i}
        left join lateral (
          select min(m.created_at) as first_at
            from ${interestMessages} m
            join ${users} u on u.id = m.author_user_id
           where m.interest_id = ${i.id} and u.customer_id = ${i.ownerCustomerId}
             and m.created_at >= ${i.createdAt}) as r on true
       where ${cohort}`,
  );
  return found ?? { medianSeconds: null, answered: 0, unanswered: 0 };
}

const FUNNEL = sql.raw(`array[${OUTCOME_FUNNEL_STAGES.map((s) => `'${s}'`).join(',')}]`);

/**
 * How far along the funnel each interest ever went: its furthest funnel stage, from its current
 * stage and every stage move the activity log holds (`interest.stage_changed`, with the stage
 * left and the stage reached). Answers, per funnel stage, how many reached it or beyond.
 */
export async function funnelReach(db: Db, cohort: SQL) {
  const reached = (position: number) =>
    sql<number>`(count(*) filter (where f.furthest >= ${position}))::int`;
  const [found] = await rowsOf(
    db,
    Object.fromEntries(OUTCOME_FUNNEL_STAGES.map((stage, k) => [stage, reached(k + 1)])),
    (columns) => sql`
      with f as (
        select ${i.id}, greatest(1, array_position(${FUNNEL}, ${i.stage}::text),
                 max(array_position(${FUNNEL}, a.metadata->>'stage')),
                 max(array_position(${FUNNEL}, a.metadata->>'previous_stage'))) as furthest
          from ${i}
          left join ${activityLogs} a on a.action = 'interest.stage_changed'
               and a.metadata->>'interest_id' = ${i.id}::text
         where ${cohort}
         group by ${i.id}, ${i.stage})
      select ${columns} from f`,
  );
  return found as Record<(typeof OUTCOME_FUNNEL_STAGES)[number], number> | undefined;
}

const money = (expression: SQL) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const wonOnly = (expression: SQL) => sql`case when ${i.stage} = 'won' then ${expression} end`;

/** How many are at each stage now, with the won ones' investment and jobs. */
export function stageTotals(db: Db, cohort: SQL) {
  return db
    .select({
      stage: i.stage,
      count: sql<number>`count(*)::int`,
      amount: money(sql`${i.wonAmount}`),
      jobs: sql<number>`coalesce(sum(${i.wonJobs}), 0)::int`,
    })
    .from(i)
    .where(cohort)
    .groupBy(i.stage);
}

/** Lost ones by reason. */
export function lossReasons(db: Db, cohort: SQL) {
  return db
    .select({ reason: i.lostReason, count: sql<number>`count(*)::int` })
    .from(i)
    .where(and(cohort, eq(i.stage, 'lost')))
    .groupBy(i.lostReason);
}

const division = sql`nullif(left(regexp_replace(coalesce(${proposals.companyMainActivityCode},
  ${companies.mainActivityCode}), '\\D', '', 'g'), 2), '')::int`;

/**
 * The CNAE section of an interest: of the private opportunity's main activity when it is in
 * one, otherwise of the interested customer's company (its Receita record).
 */
const sectionSql = sql<string | null>`case ${sql.join(
  CNAE_SECTIONS.map(
    (s) => sql`when ${division} between ${sql.raw(String(s.from))} and ${sql.raw(String(s.to))}
      then ${sql.raw(`'${s.code}'`)}`,
  ),
  sql` `,
)} end`;

const interestedCompany = sql`${customers.id} = ${i.interestedCustomerId}`;

/** Interests, wins and won investment by a grouping of the interest (section, category). */
async function breakdown(db: Db, cohort: SQL, key: SQL<string | null>) {
  return db
    .select({
      key,
      count: sql<number>`count(*)::int`,
      won: sql<number>`(count(*) filter (where ${i.stage} = 'won'))::int`,
      amount: money(wonOnly(sql`${i.wonAmount}`)),
    })
    .from(i)
    .leftJoin(proposals, eq(proposals.id, i.proposalId))
    .leftJoin(customers, interestedCompany)
    .leftJoin(companies, eq(companies.cnpj, customers.companyFederalTaxId))
    .where(cohort)
    .groupBy(key)
    .orderBy(sql`count(*) desc`, sql`${key} nulls last`);
}

export const bySection = (db: Db, cohort: SQL) => breakdown(db, cohort, sectionSql);

export const byCategory = (db: Db, cohort: SQL) =>
  breakdown(db, cohort, sql<string | null>`${proposals.projectCategory}`);
