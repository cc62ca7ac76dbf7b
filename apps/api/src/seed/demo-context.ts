import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import {
  benefitTypes,
  cities,
  cityIndicators,
  politicalOffices,
  politicalParties,
  regionalVocations,
  states,
} from '../db/schema/index.ts';
import {
  BAURU_IBGE_CODE,
  SAO_PAULO_CITY_IBGE_CODE,
  SAO_PAULO_STATE_CODE,
} from './demo-settings.ts';

const demoStates = (db: Db) =>
  db
    .select({
      id: states.id,
      code: states.code,
      uf: states.uf,
      name: states.name,
      region: states.region,
      latitude: states.latitude,
      longitude: states.longitude,
    })
    .from(states)
    .orderBy(states.code);

export type DemoState = Awaited<ReturnType<typeof demoStates>>[number];

const c = cities;
const pop = alias(cityIndicators, 'pop');
const pib = alias(cityIndicators, 'pib');
const idhm = alias(cityIndicators, 'idhm');
const indicator = (at: typeof pop | typeof pib | typeof idhm, name: string) =>
  sql`${at.cityId} = ${c.id} and ${at.indicator} = ${name}`;

const demoCities = (db: Db) =>
  db
    .select({
      id: c.id,
      code: c.code,
      name: c.name,
      stateId: c.stateId,
      uf: states.uf,
      region: states.region,
      isCapital: sql<boolean>`${c.isCapital} = 1`,
      latitude: c.latitude,
      longitude: c.longitude,
      areaCode: c.areaCode,
      postalCode: c.postalCode,
      population: sql<number>`coalesce(${pop.valueNumber}, 5000)::float8`,
      pibPerCapita: pib.valueNumber,
      idhm: idhm.valueNumber,
    })
    .from(c)
    .innerJoin(states, sql`${states.id} = ${c.stateId}`)
    .leftJoin(pop, indicator(pop, 'populacao_estimada'))
    .leftJoin(pib, indicator(pib, 'pib_per_capta'))
    .leftJoin(idhm, indicator(idhm, 'idhm'))
    .orderBy(c.code);

export type DemoCity = Omit<Awaited<ReturnType<typeof demoCities>>[number], 'areaCode'> & {
  areaCode: string;
  /** The capital's postal code, for the few municipalities without one of their own. */
  statePostalCode: string;
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
  const states = await demoStates(db);
  const cityRows = await demoCities(db);
  const capitalPostalCode = new Map(
    cityRows.filter((c) => c.isCapital && c.postalCode).map((c) => [c.stateId, c.postalCode]),
  );
  const cities: DemoCity[] = cityRows.map((city) => ({
    ...city,
    areaCode: required(city.areaCode ?? undefined, `DDD de ${city.name}`),
    statePostalCode: required(
      capitalPostalCode.get(city.stateId) ?? undefined,
      `CEP da capital de ${city.uf}`,
    ),
  }));
  const cityByCode = new Map(cities.map((city) => [city.code, city]));
  const catalogue = async (entries: PromiseLike<{ key: string; id: number }[]>) =>
    new Map((await entries).map((entry) => [entry.key, entry.id]));
  const bySlug = (
    table: typeof politicalOffices | typeof benefitTypes | typeof regionalVocations,
  ) => db.select({ key: table.slug, id: table.id }).from(table);
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
    partyIdByAbbreviation: await catalogue(
      db
        .select({ key: politicalParties.abbreviation, id: politicalParties.id })
        .from(politicalParties),
    ),
    officeIdBySlug: await catalogue(bySlug(politicalOffices)),
    benefitTypeIdBySlug: await catalogue(bySlug(benefitTypes)),
    vocationIdBySlug: await catalogue(bySlug(regionalVocations)),
  };
}
