import type { ColumnTypes } from './demo-bulk-insert.ts';
import { type DemoContext, required } from './demo-context.ts';
import { landline, mobile } from './demo-documents.ts';
import {
  BAURU_DESCRIPTION,
  BAURU_ECONOMIC_FREEDOM_LAW_AT,
  SAO_PAULO_DESCRIPTION,
  SAO_PAULO_ECONOMIC_FREEDOM_LAW_AT,
} from './demo-locality-texts.ts';
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

const tax = (slug: string, description: string): BenefitSpec => ({
  slug,
  description,
  identification: null,
  area_m2: null,
  estimated_value: null,
  restrictions: null,
  url_map: null,
});

/**
 * A small polygon a few kilometres north-west of the seat, closed as GeoJSON requires, and
 * a point inside it for the land's map link.
 */
function industrialArea(longitude: number, latitude: number) {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const west = longitude - 0.052;
  const north = latitude + 0.031;
  const corners: [number, number][] = [
    [0, 0],
    [0.021, 0.002],
    [0.024, -0.013],
    [0.006, -0.017],
    [-0.003, -0.008],
    [0, 0],
  ];
  return {
    feature: {
      type: 'Feature',
      properties: { name: 'Distrito Industrial' },
      geometry: {
        type: 'Polygon',
        coordinates: [corners.map(([dx, dy]) => [round(west + dx), round(north + dy)])],
      },
    },
    inside: [round(west + 0.01), round(north - 0.008)] as const,
  };
}

/** The locality profiles of Bauru and of the State of São Paulo, kept by their customers. */
export function generateLocations(
  random: Random,
  context: DemoContext,
  customers: DemoCustomers,
  users: readonly DemoUser[],
): DemoLocation[] {
  const adminOf = (key: keyof DemoCustomers) =>
    required(
      usersOf(users, key).find((user) => user.account.role === 'ROLE_ADMIN'),
      `administrador de ${key}`,
    );
  const { bauru, saoPauloCity, saoPauloState } = context;
  const area = industrialArea(bauru.longitude, bauru.latitude);
  const [insideLongitude, insideLatitude] = area.inside;
  const cityAdmin = adminOf('city');
  const stateAdmin = adminOf('state');
  return [
    {
      row: {
        id: 0,
        city_id: bauru.id,
        state_id: null,
        customer_id: customers.city.id,
        responsible_user_id: cityAdmin.row.id,
        description: BAURU_DESCRIPTION,
        city_hall_zip: '17014900',
        city_hall_street: 'Praça das Cerejeiras',
        city_hall_number: '1-59',
        city_hall_neighborhood: 'Vila Noemy',
        city_hall_city_id: bauru.id,
        industrial_area: area.feature,
        economic_freedom_law_at: BAURU_ECONOMIC_FREEDOM_LAW_AT,
        is_demo: true,
        created_at: DEMO_ONBOARDING_AT,
        updated_at: '2025-03-18T14:20:00.000Z',
      },
      benefits: [
        tax(
          'iptu',
          'Isenção de IPTU por até 10 anos para empresas que se instalarem nos distritos industriais, proporcional aos empregos gerados.',
        ),
        tax(
          'iss',
          'Alíquota de ISS de 2% sobre os serviços de construção civil e montagem das novas unidades industriais.',
        ),
        {
          slug: 'terreno',
          description:
            'Concessão de direito real de uso de lotes com infraestrutura no distrito industrial.',
          identification: 'Lotes da Quadra C – Distrito Industrial III',
          area_m2: 185_000,
          estimated_value: 118.5,
          restrictions:
            'Uso industrial ou logístico; início das obras em até 12 meses e geração mínima de 30 empregos diretos.',
          url_map: `https://www.google.com/maps?q=${insideLatitude},${insideLongitude}`,
        },
      ],
      contact: {
        name: cityAdmin.row.name,
        responsibility: cityAdmin.row.occupation,
        phone: landline(random, bauru.areaCode),
        mobile_phone: mobile(random, bauru.areaCode),
        mobile_phone_2: null,
        email: 'desenvolvimento@bauru.sp.gov.br',
        linkedin: 'https://www.bauru.sp.gov.br',
      },
      vocations: ['logistica', 'servicos', 'industria-alimenticia', 'educacao', 'saude'],
    },
    {
      row: {
        id: 0,
        city_id: null,
        state_id: saoPauloState.id,
        customer_id: customers.state.id,
        responsible_user_id: stateAdmin.row.id,
        description: SAO_PAULO_DESCRIPTION,
        city_hall_zip: '05650905',
        city_hall_street: 'Avenida Morumbi',
        city_hall_number: '4500',
        city_hall_neighborhood: 'Morumbi',
        city_hall_city_id: saoPauloCity.id,
        industrial_area: null,
        economic_freedom_law_at: SAO_PAULO_ECONOMIC_FREEDOM_LAW_AT,
        is_demo: true,
        created_at: DEMO_ONBOARDING_AT,
        updated_at: '2025-05-06T16:45:00.000Z',
      },
      benefits: [
        tax(
          'outros',
          'Linhas de financiamento da agência estadual de fomento para implantação, expansão e modernização industrial.',
        ),
        {
          slug: 'terreno',
          description:
            'Áreas em parques tecnológicos e distritos industriais de municípios parceiros do programa estadual.',
          identification: 'Rede de parques tecnológicos credenciados',
          area_m2: 420_000,
          estimated_value: 165,
          restrictions:
            'Projetos de base tecnológica ou industrial, aprovados pelo comitê gestor do parque.',
          url_map: `https://www.google.com/maps?q=${saoPauloState.latitude},${saoPauloState.longitude}`,
        },
      ],
      contact: {
        name: stateAdmin.row.name,
        responsibility: stateAdmin.row.occupation,
        phone: landline(random, saoPauloCity.areaCode),
        mobile_phone: mobile(random, saoPauloCity.areaCode),
        mobile_phone_2: mobile(random, saoPauloCity.areaCode),
        email: 'investimentos@sp.gov.br',
        linkedin: 'https://www.sp.gov.br',
      },
      vocations: ['tecnologia', 'industria-automotiva', 'agronegocio', 'servicos', 'logistica'],
    },
  ];
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
