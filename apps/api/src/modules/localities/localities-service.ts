import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findLocalityProfile,
  listLocationBenefits,
  listLocationContacts,
  listLocationMedia,
  listLocationVocations,
} from './localities-queries.ts';

/** Locality profiles (spec 2 §3 Location) as read; editing comes with the locality editor. */
export function createLocalitiesService({
  db,
  fileUrl,
}: {
  db: Db;
  fileUrl: (path: string) => string;
}) {
  return {
    /**
     * By IBGE code: 7 digits for a municipality, 2 for a state. A place an administrator has
     * not enabled yet has no profile: null, an ordinary answer its pages expect.
     */
    async byCode(code: number) {
      const location = await findLocalityProfile(db, code);
      if (!location) throw notFound('locality_not_found', 'Localidade não encontrada.');
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
      return {
        id: location.id,
        description: location.description,
        logo: location.logo,
        economic_freedom_law_at: location.economicFreedomLawAt,
        industrial_area: location.industrialArea ?? null,
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
      };
    },
  };
}

export type LocalitiesService = ReturnType<typeof createLocalitiesService>;
