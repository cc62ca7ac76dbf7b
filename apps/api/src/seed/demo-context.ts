import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import {
  BAURU_IBGE_CODE,
  SAO_PAULO_CITY_IBGE_CODE,
  SAO_PAULO_STATE_CODE,
} from './demo-settings.ts';

export type DemoState = {
  id: number;
  code: number;
  uf: string;
  name: string;
  region: string;
  latitude: number;
  longitude: number;
};

export type DemoCity = {
  id: number;
  code: number;
  name: string;
  stateId: number;
  uf: string;
  region: string;
  isCapital: boolean;
  latitude: number;
  longitude: number;
  areaCode: string;
  postalCode: string | null;
  /** The capital's postal code, for the few municipalities without one of their own. */
  statePostalCode: string;
  population: number;
  pibPerCapita: number | null;
  idhm: number | null;
};

/** The reference data the generators build on: real geography, parties, offices, catalogues. */
export type DemoContext = {
  states: DemoState[];
  cities: DemoCity[];
  stateByUf: Map<string, DemoState>;
  cityByCode: Map<number, DemoCity>;
  bauru: DemoCity;
  saoPauloCity: DemoCity;
  saoPauloState: DemoState;
  partyIdByAbbreviation: Map<string, number>;
  officeIdBySlug: Map<string, number>;
  benefitTypeIdBySlug: Map<string, number>;
  vocationIdBySlug: Map<string, number>;
};

export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Dados de referência ausentes: ${what}`);
  return value;
}

export async function loadDemoContext(db: Db): Promise<DemoContext> {
  const states = await rows<DemoState>(
    db,
    sql`select id, code, uf, name, region, latitude, longitude from states order by code`,
  );
  const cityRows = await rows<Omit<DemoCity, 'statePostalCode'>>(
    db,
    sql`select c.id, c.code, c.name, c.state_id as "stateId", s.uf, s.region,
               c.is_capital = 1 as "isCapital", c.latitude, c.longitude,
               c.area_code as "areaCode", c.postal_code as "postalCode",
               coalesce(pop.value_number, 5000)::float8 as population,
               pib.value_number as "pibPerCapita", idhm.value_number as idhm
        from cities c
        join states s on s.id = c.state_id
        left join city_indicators pop on pop.city_id = c.id and pop.indicator = 'populacao_estimada'
        left join city_indicators pib on pib.city_id = c.id and pib.indicator = 'pib_per_capta'
        left join city_indicators idhm on idhm.city_id = c.id and idhm.indicator = 'idhm'
        order by c.code`,
  );
  const capitalPostalCode = new Map(
    cityRows.filter((c) => c.isCapital && c.postalCode).map((c) => [c.stateId, c.postalCode]),
  );
  const cities: DemoCity[] = cityRows.map((city) => ({
    ...city,
    statePostalCode: required(
      capitalPostalCode.get(city.stateId) ?? undefined,
      `CEP da capital de ${city.uf}`,
    ),
  }));
  const cityByCode = new Map(cities.map((city) => [city.code, city]));
  const catalogue = async (table: string, key: string) => {
    const entries = await rows<{ key: string; id: number }>(
      db,
      sql`select ${sql.raw(key)} as key, id from ${sql.raw(table)}`,
    );
    return new Map(entries.map((entry) => [entry.key, entry.id]));
  };
  return {
    states,
    cities,
    stateByUf: new Map(states.map((state) => [state.uf, state])),
    cityByCode,
    bauru: required(cityByCode.get(BAURU_IBGE_CODE), 'Bauru'),
    saoPauloCity: required(cityByCode.get(SAO_PAULO_CITY_IBGE_CODE), 'São Paulo (capital)'),
    saoPauloState: required(
      states.find((state) => state.code === SAO_PAULO_STATE_CODE),
      'Estado de São Paulo',
    ),
    partyIdByAbbreviation: await catalogue('political_parties', 'abbreviation'),
    officeIdBySlug: await catalogue('political_offices', 'slug'),
    benefitTypeIdBySlug: await catalogue('benefit_types', 'slug'),
    vocationIdBySlug: await catalogue('regional_vocations', 'slug'),
  };
}
