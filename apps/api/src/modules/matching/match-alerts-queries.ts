import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  cities,
  matchAlertQueue,
  projectMatchTops,
  proposals,
  states,
  users,
} from '../../db/schema/index.ts';

/** A claim older than this is taken as abandoned (its process stopped) and run again. */
const CLAIM_LIFETIME = sql`interval '5 minutes'`;

const q = matchAlertQueue;

const onSubjectConflict = sql`on conflict (coalesce(${sql.identifier(q.proposalId.name)}, 0),
    coalesce(${sql.identifier(q.cityId.name)}, 0)) where ${sql.identifier(q.claimedAt.name)} is null`;

/** Adds a subject to the queue unless it is already waiting; `fresh` sticks once set. */
const upsertQueued = sql`${onSubjectConflict}
  do update set ${sql.identifier(q.fresh.name)} = ${q}.${sql.identifier(q.fresh.name)} or excluded.${sql.identifier(q.fresh.name)}`;

/**
 * Queues what an opportunity's change calls for, in the changing transaction: a private one
 * is evaluated itself (`fresh` when it was just created or opened), a public one through its
 * municipality. Called before and after a change, it catches the municipality it leaves too.
 */
export async function queueProposal(tx: Db, proposalId: number, fresh: boolean) {
  await tx.execute(sql`
    insert into ${q} (${sql.identifier(q.proposalId.name)}, ${sql.identifier(q.cityId.name)},
      ${sql.identifier(q.fresh.name)})
    select case when ${proposals.type} = 'company' then ${proposals.id} end,
           case when ${proposals.type} = 'city' then ${proposals.cityId} end,
           ${fresh} and ${proposals.type} = 'company'
    from ${proposals}
    where ${proposals.id} = ${proposalId}
      and (${proposals.type} = 'company' or ${proposals.cityId} is not null)
    ${upsertQueued}`);
}

/** Queues a municipality whose locality profile changed. */
export async function queueCity(tx: Db, cityId: number) {
  await tx.execute(sql`
    insert into ${q} (${sql.identifier(q.cityId.name)}) values (${cityId})
    ${upsertQueued}`);
}

export type QueuedEvaluation = {
  id: number;
  proposalId: number | null;
  cityId: number | null;
  fresh: boolean;
};

/**
 * Takes the oldest waiting evaluation (or an abandoned one) in one statement: of parallel
 * callers each gets a different one.
 */
export async function claimQueued(db: Db, now: string): Promise<QueuedEvaluation | null> {
  const [row] = await db
    .update(q)
    .set({ claimedAt: now })
    .where(
      sql`${q.id} = (select ${q.id} from ${q}
        where ${q.claimedAt} is null or ${q.claimedAt} < ${now}::timestamptz - ${CLAIM_LIFETIME}
        order by ${q.id} limit 1 for update skip locked)`,
    )
    .returning({ id: q.id, proposalId: q.proposalId, cityId: q.cityId, fresh: q.fresh });
  return row ?? null;
}

export async function forgetQueued(db: Db, id: number) {
  await db.delete(q).where(eq(q.id, id));
}

/**
 * Queues, in one statement, every open private opportunity that has no stored best places and
 * no evaluation queued or running: registered before alerts existed (or by the demo data), or
 * its row lost. Its evaluation (not fresh) stores its places without alerting. Run by several
 * processes at once, each project is queued once: the queue's unique subject index makes the
 * others skip it. Answers how many were queued.
 */
export async function queueUnevaluated(db: Db): Promise<number> {
  const queued = await rows(
    db,
    sql`insert into ${q} (${sql.identifier(q.proposalId.name)}, ${sql.identifier(q.fresh.name)})
    select ${proposals.id}, false from ${proposals}
    where ${proposals.type} = 'company' and ${proposals.status} = 'open'
      and ${proposals.deletedAt} is null
      and not exists (select 1 from ${projectMatchTops}
        where ${projectMatchTops.proposalId} = ${proposals.id})
      and not exists (select 1 from ${q} where ${q.proposalId} = ${proposals.id})
    ${onSubjectConflict} do nothing
    returning ${sql.identifier(q.id.name)} as id`,
  );
  return queued.length;
}

export type StoredTop = { cityIds: number[]; tenthScore: number | null };

export async function storedTops(db: Db, proposalIds: number[]) {
  if (proposalIds.length === 0) return new Map<number, StoredTop>();
  const found = await db
    .select({
      proposalId: projectMatchTops.proposalId,
      cityIds: projectMatchTops.cityIds,
      tenthScore: projectMatchTops.tenthScore,
    })
    .from(projectMatchTops)
    .where(inArray(projectMatchTops.proposalId, proposalIds));
  return new Map(found.map((row) => [row.proposalId, row]));
}

/** Stores a project's best places as just computed, keeping when it was last alerted. */
export async function saveTop(tx: Db, proposalId: number, top: StoredTop, at: string) {
  await tx
    .insert(projectMatchTops)
    .values({ proposalId, cityIds: top.cityIds, tenthScore: top.tenthScore, computedAt: at })
    .onConflictDoUpdate({
      target: projectMatchTops.proposalId,
      set: { cityIds: top.cityIds, tenthScore: top.tenthScore, computedAt: at },
    });
}

export async function forgetTop(db: Db, proposalId: number) {
  await db.delete(projectMatchTops).where(eq(projectMatchTops.proposalId, proposalId));
}

/**
 * The once-a-day rule, in one statement: marks the project alerted now unless it was in the
 * last 24 hours. Of parallel callers at most one gets true; the others wait for its row lock
 * and then find the mark set.
 */
export async function claimDailyAlert(tx: Db, proposalId: number, now: string) {
  const claimed = await tx
    .update(projectMatchTops)
    .set({ lastAlertAt: now })
    .where(
      sql`${projectMatchTops.proposalId} = ${proposalId}
        and (${projectMatchTops.lastAlertAt} is null
          or ${projectMatchTops.lastAlertAt} <= ${now}::timestamptz - interval '1 day')`,
    )
    .returning({ proposalId: projectMatchTops.proposalId });
  return claimed.length > 0;
}

/** The active users of a customer, as an actor is made of, to ask what each may read. */
export async function usersOfCustomer(db: Db, customerId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      roles: users.roles,
      customerId: users.customerId,
      canEditProposals: users.canEditProposals,
    })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.isActive, true)))
    .orderBy(asc(users.id));
}

/** 'Name (UF)' of some municipalities. */
export async function cityLabels(db: Db, cityIds: number[]) {
  if (cityIds.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: cities.id, name: cities.name, uf: states.uf })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(inArray(cities.id, cityIds));
  return new Map(found.map((c) => [c.id, `${c.name} (${c.uf})`]));
}
