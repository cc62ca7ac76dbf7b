import type { BenefitType } from '@oportuna/domain';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  benefitTypes,
  cities,
  cityDivisionQuotients,
  cityFacts,
  companies,
  companyCityTallies,
  locationBenefits,
  locations,
  locationVocations,
  matchBounds,
  proposalBenefits,
  proposals,
  regionalVocations,
  states,
  userMatchWeights,
} from '../../db/schema/index.ts';

/** What narrows the places scored: states (ids), a region or municipalities (ids). */
export interface PlaceScope {
  stateIds?: number[] | undefined;
  region?: string | undefined;
  cityIds?: number[] | undefined;
}

const f = cityFacts;

/**
 * Every municipality in scope with what the score reads of it for a project of one CNAE
 * division (null: none): indicators, the locality profile's vocations, incentives and land,
 * those of its open public opportunities, and the division's location quotient (null where
 * the registry has no active establishment in the municipality).
 */
export async function placeFacts(db: Db, division: number | null, scope: PlaceScope) {
  const conditions = [sql`true`];
  if (scope.stateIds?.length) conditions.push(sql`${f.stateId} in ${scope.stateIds}`);
  if (scope.region) conditions.push(sql`${states.region} = ${scope.region}`);
  if (scope.cityIds) conditions.push(sql`${f.cityId} in ${scope.cityIds}`);
  return rowsOf(
    db,
    {
      cityId: f.cityId,
      code: f.code,
      name: cities.name,
      nameKey: cities.nameKey,
      latitude: cities.latitude,
      longitude: cities.longitude,
      stateId: f.stateId,
      uf: f.uf,
      stateName: states.name,
      region: states.region,
      hasProfile: sql<boolean>`${locations.id} is not null`,
      industrialArea: sql<unknown>`${locations.industrialArea}`,
      vocations: sql<{ slug: string; description: string }[] | null>`v.list`,
      incentives: sql<
        { type: BenefitType; description: string; area: number | null }[] | null
      >`b.list`,
      quotient: sql<number | null>`case when covered.city_id is not null
        then coalesce(${cityDivisionQuotients.quotient}, 0) end`,
      population: f.populacao_estimada,
      employedShare: f.populacao_ocupada,
      salary: f.salario_medio_mensal,
      schooling: f.taxa_escolarizacao,
      ideb: f.anos_iniciais_ensino_fundamental,
      idhm: f.idhm,
      revenue: f.total_receitas,
      expense: f.total_despesas,
    },
    (columns) => sql`
      with v as (
        select ${locations.cityId} as city_id,
          json_agg(json_build_object('slug', ${regionalVocations.slug},
            'description', ${regionalVocations.description})) as list
        from ${locations}
        join ${locationVocations} on ${locationVocations.locationId} = ${locations.id}
        join ${regionalVocations} on ${regionalVocations.id} = ${locationVocations.vocationId}
        where ${locations.cityId} is not null
        group by 1
      ), offered as (
        select ${locations.cityId} as city_id, ${benefitTypes.slug} as type,
          ${locationBenefits.description} as description, ${locationBenefits.areaM2} as area
        from ${locations}
        join ${locationBenefits} on ${locationBenefits.locationId} = ${locations.id}
        join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
        where ${locations.cityId} is not null
        union all
        select ${proposals.cityId}, ${proposalBenefits.type}, ${proposalBenefits.description},
          ${proposalBenefits.areaM2}
        from ${proposals}
        join ${proposalBenefits} on ${proposalBenefits.proposalId} = ${proposals.id}
        where ${proposals.type} = 'city' and ${proposals.status} = 'open'
          and ${proposals.deletedAt} is null and ${proposals.cityId} is not null
      ), b as (
        select city_id, json_agg(json_build_object('type', type, 'description', description,
          'area', area)) as list
        from offered group by city_id
      ), covered as (
        select ${companyCityTallies.cityId} as city_id from ${companyCityTallies}
        where ${companyCityTallies.status} = '02'
        group by 1 having sum(${companyCityTallies.total}) > 0
      )
      select ${columns}
      from ${f}
      join ${cities} on ${cities.id} = ${f.cityId}
      join ${states} on ${states.id} = ${f.stateId}
      left join ${locations} on ${locations.cityId} = ${f.cityId}
      left join v on v.city_id = ${f.cityId}
      left join b on b.city_id = ${f.cityId}
      left join covered on covered.city_id = ${f.cityId}
      left join ${cityDivisionQuotients} on ${cityDivisionQuotients.cityId} = ${f.cityId}
        and ${cityDivisionQuotients.division} = ${division ?? -1}
      where ${sql.join(conditions, sql` and `)}`,
  );
}

/** The latest year of the indicators the bounds were computed from, and the release date. */
export async function boundsSources(db: Db) {
  const [found] = await db
    .select({
      indicatorsYear: max(matchBounds.dataYear),
      releaseDate: max(matchBounds.releaseDate),
    })
    .from(matchBounds);
  return found ?? { indicatorsYear: null, releaseDate: null };
}

/** Municipality seats of a company's active establishments, by its CNPJ's first 8 digits. */
export async function establishmentPlaces(db: Db, cnpjBasico: string) {
  return db
    .selectDistinct({
      name: cities.name,
      uf: states.uf,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(companies.cnpjBasico, cnpjBasico), eq(companies.status, '02')));
}

/** Every open public opportunity, by name, to link from the matches of its municipality. */
export async function openPublicOpportunities(db: Db) {
  return db
    .select({ id: proposals.id, name: proposals.name, cityId: proposals.cityId })
    .from(proposals)
    .where(
      and(
        eq(proposals.type, 'city'),
        eq(proposals.status, 'open'),
        sql`${proposals.deletedAt} is null`,
      ),
    )
    .orderBy(asc(proposals.nameKey), asc(proposals.id));
}

/** The user's own weights, by category. */
export async function savedWeights(db: Db, userId: number) {
  return db
    .select({ category: userMatchWeights.category, weights: userMatchWeights.weights })
    .from(userMatchWeights)
    .where(eq(userMatchWeights.userId, userId));
}

/** Saves the user's weights for a category, replacing what was there, in one statement. */
export async function saveWeights(
  db: Db,
  userId: number,
  category: string,
  weights: Record<string, number>,
) {
  await db
    .insert(userMatchWeights)
    .values({ userId, category, weights })
    .onConflictDoUpdate({
      target: [userMatchWeights.userId, userMatchWeights.category],
      set: { weights, updatedAt: sql`now()` },
    });
}

export async function forgetWeights(db: Db, userId: number, category: string) {
  await db
    .delete(userMatchWeights)
    .where(and(eq(userMatchWeights.userId, userId), eq(userMatchWeights.category, category)));
}

/** Every bound: the indicators' and each division's location quotient's. */
export async function allBounds(db: Db) {
  return db
    .select({
      criterion: matchBounds.criterion,
      division: matchBounds.division,
      min: matchBounds.min,
      max: matchBounds.max,
    })
    .from(matchBounds);
}

/**
 * Municipality seats of the active establishments of every company with an open private
 * opportunity, by CNPJ base: the distance criterion's points.
 */
export async function candidateSeats(db: Db) {
  return db
    .selectDistinct({
      cnpjBasico: companies.cnpjBasico,
      name: cities.name,
      uf: states.uf,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(companies)
    .innerJoin(cities, eq(cities.id, companies.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(
      and(
        eq(companies.status, '02'),
        sql`${companies.cnpjBasico} in (
          select left(${proposals.companyFederalTaxId}, 8) from ${proposals}
          where ${proposals.type} = 'company' and ${proposals.status} = 'open'
            and ${proposals.deletedAt} is null)`,
      ),
    );
}

/**
 * Every location quotient, one row per CNAE division with its municipalities and quotients
 * side by side (absent: the division has no establishment there).
 */
export async function allQuotients(db: Db) {
  const q = cityDivisionQuotients;
  return db
    .select({
      division: q.division,
      cityIds: sql<number[]>`array_agg(${q.cityId})`,
      quotients: sql<number[]>`array_agg(${q.quotient})`,
    })
    .from(q)
    .groupBy(q.division);
}
