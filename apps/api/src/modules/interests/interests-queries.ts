import type { InterestSide, InterestsQuery } from '@oportuna/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  cities,
  customers,
  interestMessages,
  interestReads,
  interests,
  proposals,
  states,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { isFavoriteSql, onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { containsText } from '../../lib/sql/text-search.ts';

const i = interests;
const ownerCustomer = alias(customers, 'owner_customer');
const interestedCustomer = alias(customers, 'interested_customer');
const interestedUser = alias(users, 'interested_user');
const followerUser = alias(users, 'follower_user');

/** Open: neither won nor lost. The partial unique index `interests_open_key` holds the same. */
const OPEN = sql`${i.stage} not in ('won', 'lost')`;

/** What the interest is in, by name. */
const targetName = sql<string>`coalesce(${proposals.name}, ${cities.name}, ${states.name})`;

/** The actor's side of an interest: its customer received it (owner) or sent it. */
const sideOf = (actor: Actor) =>
  sql<InterestSide>`case when ${i.ownerCustomerId} = ${actor.customerId ?? 0}
    then 'received' else 'sent' end`;

/** Messages of the thread others wrote after the actor's read mark. */
const unreadOf = (actor: Actor) =>
  sql<number>`(select count(*)::int from ${interestMessages} m
    where m.interest_id = ${i.id} and m.author_user_id is distinct from ${actor.userId}
      and m.id > coalesce((select r.last_read_message_id from ${interestReads} r
        where r.interest_id = ${i.id} and r.user_id = ${actor.userId}), 0))`;

/** Only the users of the two customers take part in a thread; nobody else reads it. */
export const participantSql = (actor: Actor): SQL =>
  sql`(${i.ownerCustomerId} = ${actor.customerId ?? 0}
    or ${i.interestedCustomerId} = ${actor.customerId ?? 0})`;

function shownInterest(actor: Actor) {
  return {
    id: i.id,
    side: sideOf(actor),
    stage: i.stage,
    proposalId: i.proposalId,
    cityId: i.cityId,
    stateId: i.stateId,
    targetName,
    ownerCustomerId: i.ownerCustomerId,
    ownerCustomerName: ownerCustomer.name,
    origin: i.origin,
    outsideName: i.outsideName,
    outsideEmail: i.outsideEmail,
    interestedCustomerId: i.interestedCustomerId,
    interestedCustomerName: interestedCustomer.name,
    interestedUserId: i.interestedUserId,
    interestedUserName: interestedUser.name,
    followerUserId: i.followerUserId,
    followerUserName: followerUser.name,
    wonAmount: i.wonAmount,
    wonJobs: i.wonJobs,
    lostReason: i.lostReason,
    lostText: i.lostText,
    unreadCount: unreadOf(actor),
    isFavorite: isFavoriteSql(actor.userId, 'interest', i.id),
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    stageChangedAt: i.stageChangedAt,
    lastMessageAt: i.lastMessageAt,
  };
}

function selectInterests(db: Db, actor: Actor) {
  return db
    .select(shownInterest(actor))
    .from(i)
    .innerJoin(ownerCustomer, eq(ownerCustomer.id, i.ownerCustomerId))
    .leftJoin(interestedCustomer, eq(interestedCustomer.id, i.interestedCustomerId))
    .leftJoin(interestedUser, eq(interestedUser.id, i.interestedUserId))
    .leftJoin(followerUser, eq(followerUser.id, i.followerUserId))
    .leftJoin(proposals, eq(proposals.id, i.proposalId))
    .leftJoin(cities, eq(cities.id, i.cityId))
    .leftJoin(states, eq(states.id, i.stateId));
}

export type InterestRow = Awaited<ReturnType<typeof findInterest>> & {};

/** One interest the actor takes part in, or undefined. */
export async function findInterest(db: Db, actor: Actor, id: number) {
  const [found] = await selectInterests(db, actor).where(and(eq(i.id, id), participantSql(actor)));
  return found;
}

/** The open interest of a customer in a target, if any. */
export async function findOpenInterestId(db: Db, customerId: number, target: string) {
  const [found] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.interestedCustomerId, customerId), eq(i.target, target), OPEN));
  return found?.id ?? null;
}

/** Of a city hall or a state government, the active customer that stands for the place. */
export async function findLocalityOwner(db: Db, kind: 'city' | 'state', id: number) {
  const [found] = await db
    .select({ id: customers.id, name: sql<string>`coalesce(${cities.name}, ${states.name})` })
    .from(customers)
    .leftJoin(cities, kind === 'city' ? eq(cities.id, customers.cityId) : sql`false`)
    .leftJoin(states, kind === 'state' ? eq(states.id, customers.stateId) : sql`false`)
    .where(
      and(
        eq(customers.isActive, true),
        kind === 'city'
          ? and(eq(customers.type, 'city'), eq(customers.cityId, id))
          : and(eq(customers.type, 'state'), eq(customers.stateId, id)),
      ),
    );
  return found ?? null;
}

/** Whether the city or the state exists. */
export async function localityExists(db: Db, kind: 'city' | 'state', id: number) {
  const table = kind === 'city' ? cities : states;
  const found = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return found.length > 0;
}

/** An active user of the customer (who follows an interest on its side). */
export async function isActiveUserOf(db: Db, userId: number, customerId: number) {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.isActive, true)));
  return found.length > 0;
}

/**
 * Opens the interest unless the customer already has one open in the target: one statement
 * against the partial unique index, so that of parallel clicks exactly one inserts. Answers
 * the new id, or null when another click got there first.
 */
export async function insertOpenInterest(db: Db, values: typeof interests.$inferInsert) {
  const [inserted] = await db
    .insert(i)
    .values(values)
    .onConflictDoNothing({ target: [i.interestedCustomerId, i.target], where: OPEN })
    .returning({ id: i.id });
  return inserted?.id ?? null;
}

/** The interest's row, locked for a change of stage; only for a user of its owner customer. */
export async function lockOwnedInterest(db: Db, actor: Actor, id: number) {
  const [found] = await db
    .select({
      id: i.id,
      stage: i.stage,
      proposalId: i.proposalId,
      ownerCustomerId: i.ownerCustomerId,
      interestedCustomerId: i.interestedCustomerId,
    })
    .from(i)
    .where(and(eq(i.id, id), participantSql(actor)))
    .for('update');
  return found;
}

export async function updateInterest(
  db: Db,
  id: number,
  changes: Partial<typeof interests.$inferInsert>,
) {
  await db.update(i).set(changes).where(eq(i.id, id));
}

/** A change of stage broke one-open-interest-per-target (reopening beside a newer one). */
export function isOpenInterestConflict(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause;
  return (
    (code === '23505' && constraint === 'interests_open_key') ||
    (cause?.code === '23505' && cause.constraint === 'interests_open_key')
  );
}

/** Active users of a customer, for notifying one side of a thread. */
export async function activeUserIdsOf(db: Db, customerId: number | null) {
  if (customerId === null) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.isActive, true)));
  return found.map((row) => row.id);
}

/** WHERE of a list of interests received or sent by the actor's customer. */
function listConditions(actor: Actor, side: InterestSide, query: InterestsQuery): SQL[] {
  const customerId = actor.customerId ?? 0;
  const list: SQL[] = [
    side === 'received'
      ? sql`${i.ownerCustomerId} = ${customerId}`
      : sql`${i.interestedCustomerId} = ${customerId}`,
  ];
  if (query.stage?.length) list.push(sql`${i.stage} in ${query.stage}`);
  if (query.proposal) list.push(eq(i.proposalId, query.proposal));
  if (query.city) list.push(eq(i.cityId, query.city));
  if (query.state) list.push(eq(i.stateId, query.state));
  if (query.start_date) list.push(sql`${i.createdAt} >= ${query.start_date}::date`);
  if (query.end_date) list.push(sql`${i.createdAt} < ${query.end_date}::date + 1`);
  if (query.search) {
    const other = side === 'received' ? interestedCustomer.name : ownerCustomer.name;
    list.push(
      sql`(${containsText(targetName, query.search)} or ${containsText(other, query.search)})`,
    );
  }
  if (query.only_favorites) list.push(onlyFavoritesSql(actor.userId, 'interest', sql`${i.id}`));
  return list;
}

const SORT_COLUMNS = {
  last_message_at: sql`coalesce(${i.lastMessageAt}, ${i.createdAt})`,
  created_at: sql`${i.createdAt}`,
  stage: sql`array_position(array['new','talking','site_visit','proposal','won','lost']::interest_stage[], ${i.stage})`,
  id: sql`${i.id}`,
} as const;

function orderOf(query: InterestsQuery): SQL[] {
  const sort = query.sort?.length
    ? query.sort
    : [{ key: 'last_message_at' as const, order: 'desc' as const }];
  return [
    ...sort.map(
      ({ key, order }) => sql`${SORT_COLUMNS[key]} ${order === 'asc' ? sql`asc` : sql`desc`}`,
    ),
    sql`${i.id} desc`,
  ];
}

/** One page of the list, the filtered total and the total without filters. */
export async function listInterests(
  db: Db,
  actor: Actor,
  side: InterestSide,
  query: InterestsQuery,
  page: { limit: number; offset: number },
) {
  const where = and(...listConditions(actor, side, query));
  const unfiltered = listConditions(actor, side, { page: 1, limit: 1 } as InterestsQuery);
  const [data, [totals]] = await Promise.all([
    selectInterests(db, actor)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*) filter (where ${where})::int`,
        totalWithoutFilter: sql<number>`count(*)::int`,
      })
      .from(i)
      .innerJoin(ownerCustomer, eq(ownerCustomer.id, i.ownerCustomerId))
      .leftJoin(interestedCustomer, eq(interestedCustomer.id, i.interestedCustomerId))
      .leftJoin(proposals, eq(proposals.id, i.proposalId))
      .leftJoin(cities, eq(cities.id, i.cityId))
      .leftJoin(states, eq(states.id, i.stateId))
      .where(and(...unfiltered)),
  ]);
  return { data, total: totals?.total ?? 0, totalWithoutFilter: totals?.totalWithoutFilter ?? 0 };
}
