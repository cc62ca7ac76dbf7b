import type { LocalityProfile, LocalityProfileInput, StateLocalityCreate } from '@oportuna/domain';
import { MESSAGES } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  appendMedia,
  attachedPaths,
  deleteMedia,
  findPlace,
  insertLocation,
  lockLocation,
  type Place,
  replaceChildren,
  stateCode,
  updateLocation,
} from './localities-write-queries.ts';
import { placeOf, requireEditor, requireEnabler } from './locality-access.ts';
import { checkProfile } from './profile-checks.ts';

const M = MESSAGES.localities;

const placeLabel = (place: Place) => `${place.name} (${place.uf})`;

/**
 * Told, inside the writing transaction, of a municipality whose profile changed, and after
 * the commit to act on it (match alerts, docs/matching.md).
 */
export type CityMatchChanges = {
  queueCity(tx: Db, cityId: number): Promise<void>;
  kick(): void;
};

const noMatchChanges: CityMatchChanges = { queueCity: async () => {}, kick: () => {} };

/**
 * Enabling a locality's profile, saving it and removing its files; each answers with the
 * profile as `byCode` reads it after the change.
 */
export function createLocalitiesWriteService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  byCode: (actor: Actor, code: number) => Promise<LocalityProfile | null>;
  matches?: CityMatchChanges;
}) {
  const { db, clock, audit, byCode } = deps;
  const matches = deps.matches ?? noMatchChanges;

  const record = (actor: Actor, entry: Parameters<AuditService['record']>[1], tx: Db) =>
    audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);

  /** Creates the profile row unless it exists; the unique index settles parallel calls. */
  async function enableIn(tx: Db, actor: Actor, place: Place): Promise<number | null> {
    const created = await insertLocation(tx, place, { at: clock.now().toISOString() });
    if (created !== null) {
      if (place.kind === 'city') await matches.queueCity(tx, place.id);
      await record(
        actor,
        {
          action: 'locality.enabled',
          description: `Habilitou a localidade ${placeLabel(place)} para edição`,
          metadata: { location_id: created, code: place.code },
        },
        tx,
      );
    }
    return created;
  }

  /** Writes a checked payload over a locked profile row. */
  async function saveIn(
    tx: Db,
    actor: Actor,
    place: Place,
    locationId: number,
    input: LocalityProfileInput,
  ) {
    const saved = await lockLocation(tx, locationId);
    if (!saved) throw notFound('locality_not_found', M.notFound);
    requireEditor(actor, place, saved.responsibleUserId);
    const attached = await attachedPaths(tx, locationId, [
      ...input.images.map((i) => i.path),
      ...input.multimedia.map((m) => m.path),
    ]);
    const checked = await checkProfile(tx, actor, place, { ...saved, attached }, input);
    const hall = input.city_hall;
    await updateLocation(tx, locationId, {
      description: input.description,
      customerId: place.customerId,
      ...(input.logo !== undefined ? { logo: input.logo } : {}),
      ...(input.responsible_id !== undefined ? { responsibleUserId: input.responsible_id } : {}),
      ...(hall !== undefined
        ? {
            cityHallZip: hall?.zip ?? null,
            cityHallStreet: hall?.street ?? null,
            cityHallNumber: hall?.number ?? null,
            cityHallNeighborhood: hall?.neighborhood ?? null,
            // A city hall lies in its own municipality.
            cityHallCityId: hall
              ? (hall.city_id ?? (place.kind === 'city' ? place.id : null))
              : null,
          }
        : {}),
      ...(checked.industrialArea !== undefined
        ? { industrialArea: checked.industrialArea?.feature ?? null }
        : {}),
      updatedAt: clock.now().toISOString(),
    });
    await replaceChildren(tx, locationId, checked.children);
    if (place.kind === 'city') await matches.queueCity(tx, place.id);
    const added = new Set(attached);
    const fresh = <T extends { path: string }>(list: T[]) =>
      list.filter((file) => !added.has(file.path) && added.add(file.path));
    const images = fresh(input.images);
    const multimedia = fresh(input.multimedia);
    const nameOf = (file: { path: string; original_name: string | null }) =>
      file.original_name ?? checked.files.get(file.path)?.originalName ?? null;
    await appendMedia(tx, locationId, [
      ...images.map((i) => ({
        type: 'image' as const,
        name: i.name,
        path: i.path,
        originalName: nameOf(i),
        isGallery: 1,
      })),
      ...multimedia.map((m) => ({
        type: checked.files.get(m.path)?.kind ?? ('document' as const),
        name: m.name,
        path: m.path,
        originalName: nameOf(m),
        isGallery: 0,
      })),
    ]);
    await record(
      actor,
      {
        action: 'locality.updated',
        description: `Atualizou o perfil da localidade ${placeLabel(place)}`,
        metadata: {
          location_id: locationId,
          code: place.code,
          images_added: images.length,
          attachments_added: multimedia.length,
        },
      },
      tx,
    );
  }

  /** One transaction; the match evaluations it queued run once it has committed. */
  const transaction = async <T>(work: (tx: Db) => Promise<T>) => {
    const done = await db.transaction((tx) => work(tx as unknown as Db));
    matches.kick();
    return done;
  };

  return {
    /** POST and PUT locations/{code}/enable: idempotent, so a double click creates one row. */
    async enable(actor: Actor, code: number) {
      const place = await placeOf(db, code);
      requireEnabler(actor, place);
      const created = await transaction((tx) => enableIn(tx, actor, place));
      return { created: created !== null, profile: (await byCode(actor, code)) as LocalityProfile };
    },

    /** PUT locations/{code}: the profile of an enabled locality. */
    async update(actor: Actor, code: number, input: LocalityProfileInput) {
      const place = await placeOf(db, code);
      if (place.locationId === null) throw conflict('locality_not_enabled', M.notEnabled);
      requireEditor(actor, place, place.responsibleUserId);
      const locationId = place.locationId;
      await transaction((tx) => saveIn(tx, actor, place, locationId, input));
      return (await byCode(actor, code)) as LocalityProfile;
    },

    /**
     * POST locations: a state's profile saved before it had one (spec 2 §4 'State save').
     * Creating it enables the state, so it takes an enabler; when it exists (a second click),
     * the payload is saved over it as an update would.
     */
    async createForState(actor: Actor, input: StateLocalityCreate) {
      const code = await stateCode(db, input.state_id);
      if (code === undefined) throw notFound('locality_not_found', M.notFound);
      const place = await placeOf(db, code);
      if (place.locationId === null) requireEnabler(actor, place);
      else requireEditor(actor, place, place.responsibleUserId);
      const created = await transaction(async (tx) => {
        const createdId = await enableIn(tx, actor, place);
        const locationId = createdId ?? (await findPlace(tx, code))?.locationId ?? null;
        if (locationId === null) throw notFound('locality_not_found', M.notFound);
        await saveIn(tx, actor, place, locationId, input);
        return createdId !== null;
      });
      return { created, profile: (await byCode(actor, code)) as LocalityProfile };
    },

    /** DELETE of one gallery image (`gallery`) or one attachment of a locality. */
    async deleteMedia(actor: Actor, code: number, mediaId: number, gallery: boolean) {
      const place = await placeOf(db, code);
      if (place.locationId === null) throw notFound('locality_media_not_found', M.mediaNotFound);
      const locationId = place.locationId;
      await transaction(async (tx) => {
        const saved = await lockLocation(tx, locationId);
        requireEditor(actor, place, saved?.responsibleUserId ?? null);
        const removed = await deleteMedia(tx, locationId, mediaId, gallery);
        if (!removed) throw notFound('locality_media_not_found', M.mediaNotFound);
        await updateLocation(tx, locationId, { updatedAt: clock.now().toISOString() });
        const what = gallery ? 'a imagem' : 'o anexo';
        const name = removed.originalName ? ` ${removed.originalName}` : '';
        await record(
          actor,
          {
            action: 'locality.media_deleted',
            description: `Excluiu ${what}${name} da localidade ${placeLabel(place)}`,
            metadata: {
              location_id: locationId,
              code: place.code,
              media_id: mediaId,
              path: removed.path,
            },
          },
          tx,
        );
      });
    },
  };
}
