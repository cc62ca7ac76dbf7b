import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  benefitTypes,
  cities,
  locationBenefits,
  locationContacts,
  locationMedia,
  locations,
  locationVocations,
  regionalVocations,
  states,
  users,
} from '../../db/schema/index.ts';
import { listProfileContacts, listProfileMedia } from '../../lib/sql/profile-parts.ts';

const hallCity = alias(cities, 'hall_city');
const hallState = alias(states, 'hall_state');

/**
 * The place of an IBGE code (7 digits a municipality, 2 a state) and its profile, if any:
 * undefined when no place has the code, a row with a null id while it has no profile.
 */
export async function findLocalityProfile(db: Db, code: number) {
  const isCity = code >= 1_000_000;
  const place = isCity ? cities : states;
  const [found] = await db
    .select({
      placeId: place.id,
      id: locations.id,
      responsibleUserId: locations.responsibleUserId,
      description: locations.description,
      logo: locations.logo,
      industrialArea: locations.industrialArea,
      economicFreedomLawAt: locations.economicFreedomLawAt,
      customerId: locations.customerId,
      responsibleId: users.id,
      responsibleName: users.name,
      responsibleEmail: users.email,
      cityHallZip: locations.cityHallZip,
      cityHallStreet: locations.cityHallStreet,
      cityHallNumber: locations.cityHallNumber,
      cityHallNeighborhood: locations.cityHallNeighborhood,
      hallCityId: hallCity.id,
      hallCityName: hallCity.name,
      hallUf: hallState.uf,
    })
    .from(place)
    .leftJoin(
      locations,
      isCity ? eq(locations.cityId, cities.id) : eq(locations.stateId, states.id),
    )
    .leftJoin(users, eq(users.id, locations.responsibleUserId))
    .leftJoin(hallCity, eq(hallCity.id, locations.cityHallCityId))
    .leftJoin(hallState, eq(hallState.id, hallCity.stateId))
    .where(eq(place.code, code));
  return found;
}

export function listLocationBenefits(db: Db, locationId: number) {
  return db
    .select({
      id: locationBenefits.id,
      type: benefitTypes.slug,
      type_description: benefitTypes.description,
      description: locationBenefits.description,
      identification: locationBenefits.identification,
      area: locationBenefits.areaM2,
      estimated_value: locationBenefits.estimatedValue,
      restrictions: locationBenefits.restrictions,
      url_map: locationBenefits.urlMap,
    })
    .from(locationBenefits)
    .innerJoin(benefitTypes, eq(benefitTypes.id, locationBenefits.benefitTypeId))
    .where(eq(locationBenefits.locationId, locationId))
    .orderBy(asc(benefitTypes.position));
}

export function listLocationContacts(db: Db, locationId: number) {
  return listProfileContacts(db, locationContacts, eq(locationContacts.locationId, locationId), {});
}

export function listLocationVocations(db: Db, locationId: number) {
  return db
    .select({ id: regionalVocations.id, description: regionalVocations.description })
    .from(locationVocations)
    .innerJoin(regionalVocations, eq(regionalVocations.id, locationVocations.vocationId))
    .where(eq(locationVocations.locationId, locationId))
    .orderBy(asc(regionalVocations.description));
}

export function listLocationMedia(db: Db, locationId: number) {
  return listProfileMedia(db, locationMedia, eq(locationMedia.locationId, locationId), {
    original_name: locationMedia.originalName,
    isGallery: locationMedia.isGallery,
  });
}
