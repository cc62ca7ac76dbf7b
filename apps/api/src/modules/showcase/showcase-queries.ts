import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  benefitTypes,
  boundaries,
  cities,
  cityIndicators,
  companies,
  customers,
  locationBenefits,
  locationContacts,
  locations,
  locationVocations,
  manualCompanies,
  proposals,
  regionalVocations,
  stateIndicators,
  states,
} from '../../db/schema/index.ts';
import { findPlaceByCode } from '../../lib/sql/place-by-code.ts';

export type ShowcasePlace = NonNullable<Awaited<ReturnType<typeof findShowcasePlace>>>;

const locationColumns = {
  customerId: customers.id,
  customerActive: customers.isActive,
  allowedOrigins: customers.showcaseAllowedOrigins,
  locationId: locations.id,
  responsibleUserId: locations.responsibleUserId,
  publishedAt: locations.showcaseGeneratedAt,
  description: locations.description,
  logo: locations.logo,
  industrialArea: locations.industrialArea,
};

/**
 * A place by IBGE code (7 digits a municipality, 2 a state), with its customer, its profile
 * and when its showcase was last generated; undefined when no place has the code.
 */
export function findShowcasePlace(db: Db, code: number) {
  return findPlaceByCode(db, code, locationColumns);
}

/** A state's municipalities by name, for the project's place on its showcase form. */
export function listStateCities(db: Db, stateId: number) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}

/** Whether the city is one of the state's. */
export async function isCityOfState(db: Db, cityId: number, stateId: number) {
  const [found] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.stateId, stateId)));
  return found !== undefined;
}

/** The IBGE code of a city or state by its id. */
export async function placeCode(db: Db, kind: 'city' | 'state', id: number) {
  const place = kind === 'city' ? cities : states;
  const [found] = await db.select({ code: place.code }).from(place).where(eq(place.id, id));
  return found?.code;
}

export async function markPublished(db: Db, locationId: number, at: string) {
  await db.update(locations).set({ showcaseGeneratedAt: at }).where(eq(locations.id, locationId));
}

export function listBenefits(db: Db, locationId: number) {
  return db
    .select({
      type: benefitTypes.description,
      description: locationBenefits.description,
      area: locationBenefits.areaM2,
    })
    .from(locationBenefits)
    .innerJoin(benefitTypes, eq(benefitTypes.id, locationBenefits.benefitTypeId))
    .where(eq(locationBenefits.locationId, locationId))
    .orderBy(asc(benefitTypes.position));
}

export async function listVocations(db: Db, locationId: number) {
  const found = await db
    .select({ description: regionalVocations.description })
    .from(locationVocations)
    .innerJoin(regionalVocations, eq(regionalVocations.id, locationVocations.vocationId))
    .where(eq(locationVocations.locationId, locationId))
    .orderBy(asc(regionalVocations.description));
  return found.map((row) => row.description);
}

export function listContacts(db: Db, locationId: number) {
  return db
    .select({
      name: locationContacts.name,
      responsibility: locationContacts.responsibility,
      phone: locationContacts.phone,
      mobilePhone: locationContacts.mobilePhone,
      email: locationContacts.email,
      site: locationContacts.linkedin,
    })
    .from(locationContacts)
    .where(eq(locationContacts.locationId, locationId))
    .orderBy(asc(locationContacts.position), asc(locationContacts.id));
}

export function listIndicators(db: Db, kind: 'city' | 'state', placeId: number) {
  if (kind === 'city') {
    return db
      .select({
        indicator: cityIndicators.indicator,
        valueNumber: cityIndicators.valueNumber,
        valueText: cityIndicators.valueText,
      })
      .from(cityIndicators)
      .where(eq(cityIndicators.cityId, placeId));
  }
  return db
    .select({
      indicator: stateIndicators.indicator,
      valueNumber: stateIndicators.valueNumber,
      valueText: stateIndicators.valueText,
    })
    .from(stateIndicators)
    .where(eq(stateIndicators.stateId, placeId));
}

export async function findBoundary(db: Db, kind: 'city' | 'state', code: number) {
  const [found] = await db
    .select({ geometry: boundaries.geometry })
    .from(boundaries)
    .where(and(eq(boundaries.level, kind), eq(boundaries.code, code)));
  return found?.geometry ?? null;
}

/**
 * The locality's customer's active opportunities placed in it, newest first: only `open` ones,
 * so nothing pending (a submission not yet approved) is ever shown.
 */
export function listActiveOpportunities(
  db: Db,
  place: { kind: 'city' | 'state'; id: number; customerId: number },
  limit: number,
) {
  return db
    .select({
      id: proposals.id,
      name: proposals.name,
      type: proposals.type,
      category: proposals.projectCategory,
    })
    .from(proposals)
    .where(
      and(
        eq(proposals.customerId, place.customerId),
        eq(proposals.status, 'open'),
        isNull(proposals.deletedAt),
        // A state's own opportunities may name no city (those sent through its showcase).
        place.kind === 'city'
          ? eq(proposals.cityId, place.id)
          : or(eq(proposals.stateId, place.id), isNull(proposals.cityId)),
      ),
    )
    .orderBy(desc(proposals.id))
    .limit(limit);
}

/** A company's public registration (Receita first, then one registered by hand). */
export async function findPublicCompany(db: Db, cnpj: string) {
  const [official] = await db
    .select({ name: companies.name, email: companies.email, phones: companies.phones })
    .from(companies)
    .where(eq(companies.cnpj, cnpj));
  if (official) {
    const phone = official.phones[0];
    return {
      name: official.name,
      email: official.email,
      phone: phone ? `${phone.ddd}${phone.phone}` : null,
    };
  }
  const [manual] = await db
    .select({
      name: manualCompanies.name,
      email: manualCompanies.email,
      phone: manualCompanies.phone,
    })
    .from(manualCompanies)
    .where(eq(manualCompanies.cnpj, cnpj));
  return manual ?? null;
}
