import type { LocalityProfile } from '@oportuna/domain';
import { MESSAGES } from '@oportuna/domain';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { hectaresOf } from '../../lib/hectares.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  findLocalityProfile,
  listLocationBenefits,
  listLocationContacts,
  listLocationMedia,
  listLocationVocations,
} from './localities-queries.ts';
import { activeUsersOfCustomer } from './localities-write-queries.ts';
import { type CityMatchChanges, createLocalitiesWriteService } from './localities-write-service.ts';
import { placeOf, placeRef, requireEditor } from './locality-access.ts';

const M = MESSAGES.localities;

/**
 * Locality profiles (spec 2 §3 Location, §4): reading, enabling, saving and removing files.
 * Enabling needs the superadmin or an admin of the locality's customer; saving also the
 * responsible editor the profile names (docs/localities.md).
 */
export function createLocalitiesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  fileUrl: FileUrl;
  matches?: CityMatchChanges;
}) {
  const { db, clock, audit, fileUrl } = deps;

  /**
   * By IBGE code: 7 digits for a municipality, 2 for a state. A place an administrator has
   * not enabled yet has no profile: null, an ordinary answer its pages expect.
   */
  async function byCode(actor: Actor, code: number): Promise<LocalityProfile | null> {
    const location = await findLocalityProfile(db, code);
    if (!location) throw notFound('locality_not_found', M.notFound);
    if (location.id === null) return null;
    const [benefits, contacts, vocations, media] = await Promise.all([
      listLocationBenefits(db, location.id),
      listLocationContacts(db, location.id),
      listLocationVocations(db, location.id),
      listLocationMedia(db, location.id),
    ]);
    const files = media.map((m) => ({
      id: m.id,
      type: m.type,
      name: m.name,
      path: m.path,
      original_name: m.original_name,
      url: fileUrl(m.path),
    }));
    const industrialArea = (location.industrialArea ?? null) as Feature<
      Polygon | MultiPolygon
    > | null;
    const place = { kind: code >= 1_000_000 ? 'city' : 'state', id: location.placeId } as const;
    return {
      id: location.id,
      description: location.description,
      logo: location.logo,
      logo_url: fileUrl(location.logo),
      economic_freedom_law_at: location.economicFreedomLawAt,
      industrial_area: industrialArea,
      industrial_area_hectares: industrialArea ? hectaresOf(industrialArea) : null,
      vocations,
      benefits,
      contacts,
      city_hall: {
        zip: location.cityHallZip,
        street: location.cityHallStreet,
        number: location.cityHallNumber,
        neighborhood: location.cityHallNeighborhood,
        city_id: location.hallCityId,
        city:
          location.hallCityId && location.hallCityName
            ? {
                id: location.hallCityId,
                name: location.hallCityName,
                state: { uf: location.hallUf ?? '' },
              }
            : null,
      },
      images: files.filter((_, index) => media[index]?.isGallery === 1),
      multimedia: files.filter((_, index) => media[index]?.isGallery !== 1),
      customer: location.customerId ? { id: location.customerId } : null,
      responsible: location.responsibleId
        ? {
            id: location.responsibleId,
            name: location.responsibleName ?? '',
            email: location.responsibleEmail ?? '',
          }
        : null,
      has_permission_to_edit: canEditLocality(actor, {
        ...placeRef(place),
        responsibleUserId: location.responsibleUserId,
      }),
    };
  }
  return {
    byCode,

    ...createLocalitiesWriteService({ db, clock, audit, byCode, matches: deps.matches }),

    /** The responsible-editor selector: active users of the locality's customer. */
    async editors(actor: Actor, code: number) {
      const place = await placeOf(db, code);
      requireEditor(actor, place, place.responsibleUserId);
      if (place.customerId === null) return { data: [] };
      return { data: await activeUsersOfCustomer(db, place.customerId) };
    },
  };
}

export type LocalitiesService = ReturnType<typeof createLocalitiesService>;
