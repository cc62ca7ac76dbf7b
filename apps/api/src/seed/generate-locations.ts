import type { ColumnTypes } from './demo-bulk-insert.ts';
import { type DemoContext, required } from './demo-context.ts';
import { landline, mobile } from './demo-documents.ts';
import { LOCALITIES, type Locality } from './demo-localities.ts';
import type { Random } from './demo-random.ts';
import { DEMO_ONBOARDING_AT } from './demo-settings.ts';
import type { DemoCustomers } from './generate-customers.ts';
import { type DemoUser, usersOf } from './generate-users.ts';

export type LocationRow = {
  id: number;
  city_id: number | null;
  state_id: number | null;
  customer_id: number;
  responsible_user_id: number;
  description: string;
  city_hall_zip: string;
  city_hall_street: string;
  city_hall_number: string;
  city_hall_neighborhood: string;
  city_hall_city_id: number;
  industrial_area: unknown;
  economic_freedom_law_at: string;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export const LOCATION_COLUMNS: ColumnTypes<LocationRow> = {
  id: 'int',
  city_id: 'int',
  state_id: 'int',
  customer_id: 'int',
  responsible_user_id: 'int',
  description: 'text',
  city_hall_zip: 'text',
  city_hall_street: 'text',
  city_hall_number: 'text',
  city_hall_neighborhood: 'text',
  city_hall_city_id: 'int',
  industrial_area: 'jsonb',
  economic_freedom_law_at: 'date',
  is_demo: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export type LocationBenefitRow = {
  id: number;
  location_id: number;
  benefit_type_id: number;
  description: string;
  identification: string | null;
  area_m2: number | null;
  estimated_value: number | null;
  restrictions: string | null;
  url_map: string | null;
};

export const LOCATION_BENEFIT_COLUMNS: ColumnTypes<LocationBenefitRow> = {
  id: 'int',
  location_id: 'int',
  benefit_type_id: 'int',
  description: 'text',
  identification: 'text',
  area_m2: 'float8',
  estimated_value: 'numeric',
  restrictions: 'text',
  url_map: 'text',
};

export type LocationContactRow = {
  id: number;
  location_id: number;
  name: string;
  responsibility: string;
  phone: string;
  mobile_phone: string;
  mobile_phone_2: string | null;
  email: string;
  linkedin: string;
  position: number;
};

export const LOCATION_CONTACT_COLUMNS: ColumnTypes<LocationContactRow> = {
  id: 'int',
  location_id: 'int',
  name: 'text',
  responsibility: 'text',
  phone: 'text',
  mobile_phone: 'text',
  mobile_phone_2: 'text',
  email: 'text',
  linkedin: 'text',
  position: 'smallint',
};

export type LocationVocationRow = { location_id: number; vocation_id: number };

export const LOCATION_VOCATION_COLUMNS: ColumnTypes<LocationVocationRow> = {
  location_id: 'int',
  vocation_id: 'int',
};

type BenefitSpec = Omit<LocationBenefitRow, 'id' | 'location_id' | 'benefit_type_id'> & {
  slug: string;
};
type ContactSpec = Omit<LocationContactRow, 'id' | 'location_id' | 'position'>;

export type DemoLocation = {
  row: LocationRow;
  benefits: BenefitSpec[];
  contact: ContactSpec;
  vocations: string[];
};

/** The polygon as GeoJSON and a point inside it for the land's map link, both near the seat. */
function industrialArea(
  shape: NonNullable<Locality['industrialArea']>,
  seat: { longitude: number; latitude: number },
) {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const west = seat.longitude + shape.offset[0];
  const north = seat.latitude + shape.offset[1];
  return {
    feature: {
      type: 'Feature',
      properties: { name: shape.name },
      geometry: {
        type: 'Polygon',
        coordinates: [shape.corners.map(([dx, dy]) => [round(west + dx), round(north + dy)])],
      },
    },
    inside: [round(west + shape.inside[0]), round(north + shape.inside[1])] as const,
  };
}

/** The locality profiles of Bauru and of the State of São Paulo, kept by their customers. */
export function generateLocations(
  random: Random,
  context: DemoContext,
  customers: DemoCustomers,
  users: readonly DemoUser[],
): DemoLocation[] {
  const { bauru, saoPauloCity, saoPauloState } = context;
  // The seat places the industrial area and the map link; the city hall gives the area code.
  const places = {
    city: { city_id: bauru.id, state_id: null, seat: bauru, cityHall: bauru },
    state: {
      city_id: null,
      state_id: saoPauloState.id,
      seat: saoPauloState,
      cityHall: saoPauloCity,
    },
  };
  return (['city', 'state'] as const).map((key): DemoLocation => {
    const locality = LOCALITIES[key];
    const place = places[key];
    const admin = required(
      usersOf(users, key).find((user) => user.account.role === 'ROLE_ADMIN'),
      `administrador de ${key}`,
    );
    const area = locality.industrialArea && industrialArea(locality.industrialArea, place.seat);
    const [longitude, latitude] = area?.inside ?? [place.seat.longitude, place.seat.latitude];
    const { areaCode } = place.cityHall;
    return {
      row: {
        id: 0,
        city_id: place.city_id,
        state_id: place.state_id,
        customer_id: customers[key].id,
        responsible_user_id: admin.row.id,
        description: locality.description.join('\n\n'),
        city_hall_zip: locality.cityHall.zip,
        city_hall_street: locality.cityHall.street,
        city_hall_number: locality.cityHall.number,
        city_hall_neighborhood: locality.cityHall.neighborhood,
        city_hall_city_id: place.cityHall.id,
        industrial_area: area ? area.feature : null,
        economic_freedom_law_at: locality.economicFreedomLawAt,
        is_demo: true,
        created_at: DEMO_ONBOARDING_AT,
        updated_at: locality.updatedAt,
      },
      benefits: locality.benefits.map((benefit) => ({
        identification: null,
        area_m2: null,
        estimated_value: null,
        restrictions: null,
        ...benefit,
        url_map:
          benefit.slug === 'terreno'
            ? `https://www.google.com/maps?q=${latitude},${longitude}`
            : null,
      })),
      contact: {
        name: admin.row.name,
        responsibility: admin.row.occupation,
        phone: landline(random, areaCode),
        mobile_phone: mobile(random, areaCode),
        mobile_phone_2: locality.contact.mobilePhones === 2 ? mobile(random, areaCode) : null,
        email: locality.contact.email,
        linkedin: locality.contact.linkedin,
      },
      vocations: locality.vocations,
    };
  });
}

export function locationChildRows(context: DemoContext, locations: readonly DemoLocation[]) {
  return {
    benefits: locations.flatMap((location) =>
      location.benefits.map(
        ({ slug, ...benefit }): LocationBenefitRow => ({
          id: 0,
          location_id: location.row.id,
          benefit_type_id: required(context.benefitTypeIdBySlug.get(slug), `benefício ${slug}`),
          ...benefit,
        }),
      ),
    ),
    contacts: locations.map(
      (location): LocationContactRow => ({
        id: 0,
        location_id: location.row.id,
        position: 0,
        ...location.contact,
      }),
    ),
    vocations: locations.flatMap((location) =>
      location.vocations.map(
        (slug): LocationVocationRow => ({
          location_id: location.row.id,
          vocation_id: required(context.vocationIdBySlug.get(slug), `vocação ${slug}`),
        }),
      ),
    ),
  };
}
