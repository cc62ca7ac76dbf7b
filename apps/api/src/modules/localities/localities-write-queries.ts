import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { MultiPolygon, Polygon } from 'geojson';
import type { Db } from '../../db/database.ts';
import {
  benefitTypes,
  boundaries,
  cities,
  customers,
  files,
  locationBenefits,
  locationContacts,
  locationMedia,
  locations,
  locationVocations,
  regionalVocations,
  states,
  users,
} from '../../db/schema/index.ts';
import { findPlaceByCode } from '../../lib/sql/place-by-code.ts';
import { readingOrder } from '../../lib/sql/text-search.ts';

/** A municipality or a state, as a locality: the place, its customer and its profile row. */
export type Place = {
  kind: 'city' | 'state';
  /** The city's or the state's id. */
  id: number;
  code: number;
  name: string;
  uf: string;
  /** The state's own id for a state; the city's state for a city. */
  stateId: number;
  /** The customer that stands for the place (city hall or state government), if any. */
  customerId: number | null;
  locationId: number | null;
  responsibleUserId: number | null;
};

/** The place of an IBGE code (7 digits a municipality, 2 a state), or undefined. */
export function findPlace(db: Db, code: number): Promise<Place | undefined> {
  return findPlaceByCode(db, code, {
    customerId: customers.id,
    locationId: locations.id,
    responsibleUserId: locations.responsibleUserId,
  });
}

/** A state's IBGE code by its id. */
export async function stateCode(db: Db, stateId: number): Promise<number | undefined> {
  const [found] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId));
  return found?.code;
}

/**
 * Creates the profile row of a place unless it has one; the unique index on the place decides
 * between parallel callers. Answers the new row's id, or null when it already existed.
 */
export async function insertLocation(
  db: Db,
  place: Place,
  values: { at: string },
): Promise<number | null> {
  const row = {
    cityId: place.kind === 'city' ? place.id : null,
    stateId: place.kind === 'state' ? place.id : null,
    customerId: place.customerId,
    createdAt: values.at,
    updatedAt: values.at,
  };
  const [created] = await db
    .insert(locations)
    .values(row)
    .onConflictDoNothing({ target: place.kind === 'city' ? locations.cityId : locations.stateId })
    .returning({ id: locations.id });
  return created?.id ?? null;
}

/** Locks a profile row until the transaction ends, so saves of one locality never interleave. */
export async function lockLocation(db: Db, locationId: number) {
  const [found] = await db
    .select({
      id: locations.id,
      logo: locations.logo,
      responsibleUserId: locations.responsibleUserId,
    })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  return found;
}

export async function updateLocation(
  db: Db,
  locationId: number,
  values: Partial<typeof locations.$inferInsert>,
) {
  await db.update(locations).set(values).where(eq(locations.id, locationId));
}

export async function benefitTypeIds(db: Db): Promise<Map<string, number>> {
  const found = await db
    .select({ id: benefitTypes.id, slug: benefitTypes.slug })
    .from(benefitTypes);
  return new Map(found.map((row) => [row.slug, row.id]));
}

/** Catalogue vocations by description, compared without case or surrounding spaces. */
export async function vocationIdsByDescription(
  db: Db,
  descriptions: string[],
): Promise<Map<string, number>> {
  if (descriptions.length === 0) return new Map();
  const keys = descriptions.map((description) => description.toLowerCase());
  const found = await db
    .select({ id: regionalVocations.id, description: regionalVocations.description })
    .from(regionalVocations)
    .where(inArray(sql`lower(trim(${regionalVocations.description}))`, keys));
  return new Map(found.map((row) => [row.description.trim().toLowerCase(), row.id]));
}

/** An active user of the customer, or nothing. */
export async function activeUserOfCustomer(db: Db, userId: number, customerId: number) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.isActive, true)));
  return found;
}

/** The responsible-editor selector: the customer's active users, by name. */
export function activeUsersOfCustomer(db: Db, customerId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.isActive, true)))
    .orderBy(...readingOrder(users.name, 'asc'), asc(users.id));
}

export async function cityState(db: Db, cityId: number) {
  const [found] = await db
    .select({ id: cities.id, stateId: cities.stateId })
    .from(cities)
    .where(eq(cities.id, cityId));
  return found;
}

/** A municipality's outline, when one was imported. */
export async function cityBoundary(db: Db, code: number): Promise<Polygon | MultiPolygon | null> {
  const [found] = await db
    .select({ geometry: boundaries.geometry })
    .from(boundaries)
    .where(and(eq(boundaries.level, 'city'), eq(boundaries.code, code)));
  return (found?.geometry as Polygon | MultiPolygon | undefined) ?? null;
}

export type StoredFile = {
  path: string;
  mimeType: string;
  size: number;
  kind: 'image' | 'document' | 'video';
  originalName: string;
};

/**
 * Of these paths, the uploads a locality's save may attach: those uploaded for the locality's
 * customer or by the caller. Another customer's file reads as missing.
 */
export async function attachableFiles(
  db: Db,
  paths: string[],
  owners: { customerId: number | null; userId: number },
): Promise<Map<string, StoredFile>> {
  if (paths.length === 0) return new Map();
  const ownedBy: SQL[] = [eq(files.uploadedByUserId, owners.userId)];
  if (owners.customerId !== null) ownedBy.push(eq(files.customerId, owners.customerId));
  const found = await db
    .select({
      path: files.path,
      mimeType: files.mimeType,
      size: files.size,
      kind: files.kind,
      originalName: files.originalName,
    })
    .from(files)
    .where(and(inArray(files.path, paths), or(...ownedBy)));
  return new Map(found.map((file) => [file.path, file]));
}

/** The paths of these that the locality already shows. */
export async function attachedPaths(db: Db, locationId: number, paths: string[]) {
  if (paths.length === 0) return new Set<string>();
  const found = await db
    .select({ path: locationMedia.path })
    .from(locationMedia)
    .where(and(eq(locationMedia.locationId, locationId), inArray(locationMedia.path, paths)));
  return new Set(found.map((row) => row.path));
}

export type ChildRows = {
  benefits: Omit<typeof locationBenefits.$inferInsert, 'locationId'>[];
  contacts: Omit<typeof locationContacts.$inferInsert, 'locationId'>[];
  vocationIds: number[];
};

/** Replaces the incentives, contacts and vocations of a profile. */
export async function replaceChildren(db: Db, locationId: number, children: ChildRows) {
  await db.delete(locationBenefits).where(eq(locationBenefits.locationId, locationId));
  await db.delete(locationContacts).where(eq(locationContacts.locationId, locationId));
  await db.delete(locationVocations).where(eq(locationVocations.locationId, locationId));
  if (children.benefits.length > 0) {
    await db.insert(locationBenefits).values(children.benefits.map((b) => ({ ...b, locationId })));
  }
  if (children.contacts.length > 0) {
    await db.insert(locationContacts).values(children.contacts.map((c) => ({ ...c, locationId })));
  }
  if (children.vocationIds.length > 0) {
    await db
      .insert(locationVocations)
      .values(children.vocationIds.map((vocationId) => ({ locationId, vocationId })));
  }
}

/** Adds gallery images and attachments after those the profile has. */
export async function appendMedia(
  db: Db,
  locationId: number,
  media: Omit<typeof locationMedia.$inferInsert, 'locationId' | 'position'>[],
) {
  if (media.length === 0) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${locationMedia.position}), -1)::int` })
    .from(locationMedia)
    .where(eq(locationMedia.locationId, locationId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(locationMedia)
    .values(media.map((m, index) => ({ ...m, locationId, position: start + index })));
}

/** Removes one gallery image (gallery) or attachment of a profile; answers what it removed. */
export async function deleteMedia(db: Db, locationId: number, mediaId: number, gallery: boolean) {
  const [removed] = await db
    .delete(locationMedia)
    .where(
      and(
        eq(locationMedia.id, mediaId),
        eq(locationMedia.locationId, locationId),
        eq(locationMedia.isGallery, gallery ? 1 : 0),
      ),
    )
    .returning({ path: locationMedia.path, originalName: locationMedia.originalName });
  return removed;
}
