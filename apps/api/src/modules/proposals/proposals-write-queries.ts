import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activities,
  cities,
  files,
  proposalBenefits,
  proposalContacts,
  proposalMedia,
  proposals,
  users,
} from '../../db/schema/index.ts';

type Insert = typeof proposals.$inferInsert;

/** Which of these cities exist. */
export async function existingCityIds(db: Db, ids: number[]): Promise<Set<number>> {
  const found = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids));
  return new Set(found.map((city) => city.id));
}

/** The seat of a city, where its opportunities are placed on the map. */
export async function citySeat(db: Db, id: number) {
  const [seat] = await db
    .select({ longitude: cities.longitude, latitude: cities.latitude })
    .from(cities)
    .where(eq(cities.id, id));
  return seat ?? null;
}

/** The customer of an active user, or undefined when there is no such user. */
export async function activeUserCustomer(db: Db, userId: number) {
  const [user] = await db
    .select({ customerId: users.customerId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return user;
}

export async function activityExists(db: Db, code: string): Promise<boolean> {
  const [found] = await db
    .select({ code: activities.code })
    .from(activities)
    .where(eq(activities.code, code));
  return Boolean(found);
}

/**
 * Of these paths, the files that may be attached: uploaded for the customer, already attached
 * to the opportunity, and (`uploadedBy`) the uploader's own.
 */
export async function attachablePaths(
  db: Db,
  paths: string[],
  scope: { customerId: number | null; proposalId: number | null; uploadedBy: number | null },
): Promise<Set<string>> {
  const owners: SQL[] = [sql`${files.customerId} is not distinct from ${scope.customerId}`];
  if (scope.uploadedBy !== null) owners.push(eq(files.uploadedByUserId, scope.uploadedBy));
  const uploaded = db
    .select({ path: files.path })
    .from(files)
    .where(and(inArray(files.path, paths), or(...owners)));
  const found =
    scope.proposalId === null
      ? await uploaded
      : await uploaded.union(
          db
            .select({ path: proposalMedia.path })
            .from(proposalMedia)
            .where(
              and(
                eq(proposalMedia.proposalId, scope.proposalId),
                inArray(proposalMedia.path, paths),
              ),
            ),
        );
  return new Set(found.map((file) => file.path));
}

/**
 * The name each of these files had on the user's disk: the one it is attached with to the
 * opportunity, else the one it was uploaded with.
 */
export async function originalNames(db: Db, proposalId: number, paths: string[]) {
  const [uploaded, attached] = await Promise.all([
    db
      .select({ path: files.path, originalName: files.originalName })
      .from(files)
      .where(inArray(files.path, paths)),
    db
      .select({ path: proposalMedia.path, originalName: proposalMedia.originalName })
      .from(proposalMedia)
      .where(
        and(
          eq(proposalMedia.proposalId, proposalId),
          inArray(proposalMedia.path, paths),
          isNotNull(proposalMedia.originalName),
        ),
      ),
  ]);
  const names = new Map<string, string>();
  for (const file of [...uploaded, ...attached]) {
    if (file.originalName !== null) names.set(file.path, file.originalName);
  }
  return names;
}

export async function insertProposal(tx: Db, values: Insert): Promise<number> {
  const [created] = await tx.insert(proposals).values(values).returning({ id: proposals.id });
  if (!created) throw new Error('opportunity not inserted');
  return created.id;
}

export async function updateProposal(tx: Db, id: number, values: Partial<Insert>) {
  await tx.update(proposals).set(values).where(eq(proposals.id, id));
}

type Children = {
  benefits: Omit<typeof proposalBenefits.$inferInsert, 'proposalId'>[];
  contacts: Omit<typeof proposalContacts.$inferInsert, 'proposalId'>[];
  media: Omit<typeof proposalMedia.$inferInsert, 'proposalId'>[];
};

/** Replaces the incentives, contacts and files of an opportunity. */
export async function replaceChildren(tx: Db, proposalId: number, children: Children) {
  await tx.delete(proposalBenefits).where(eq(proposalBenefits.proposalId, proposalId));
  await tx.delete(proposalContacts).where(eq(proposalContacts.proposalId, proposalId));
  await tx.delete(proposalMedia).where(eq(proposalMedia.proposalId, proposalId));
  const withId = <T>(list: T[]) => list.map((item) => ({ ...item, proposalId }));
  if (children.benefits.length > 0)
    await tx.insert(proposalBenefits).values(withId(children.benefits));
  if (children.contacts.length > 0)
    await tx.insert(proposalContacts).values(withId(children.contacts));
  if (children.media.length > 0) await tx.insert(proposalMedia).values(withId(children.media));
}
