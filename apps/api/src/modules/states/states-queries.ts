import { and, asc, eq, exists, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  benefitTypes,
  cities,
  companyStateTallies,
  locationBenefits,
  locations,
  locationVocations,
  politicalOffices,
  politicalParties,
  politicians,
  proposals,
  regionalVocations,
  stateIndicators,
  states,
} from '../../db/schema/index.ts';
import { isFavoriteSql, onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { holdingOfficeNow } from '../../lib/sql/holding-office.ts';
import { containsText, searchKey } from '../../lib/sql/text-search.ts';

export type StateFilter = {
  userId: number;
  /** The state's id must be in each of these lists. */
  idLists?: number[][];
  code?: number;
  name?: string;
  onlyFavorites?: boolean;
  vocationIds?: number[];
  incentiveSlugs?: string[];
};

export type StateSort = { key: string; order: 'asc' | 'desc' }[];

const qb = new QueryBuilder();

/** A state's locality profile, apart from the one the list joins. */
const profile = alias(locations, 'profile');

function stateConditions(filter: StateFilter): SQL[] {
  const list: SQL[] = [];
  for (const ids of filter.idLists ?? []) list.push(inArray(states.id, ids));
  if (filter.code) list.push(eq(states.code, filter.code));
  if (filter.name) list.push(containsText(states.name, filter.name));
  if (filter.onlyFavorites) list.push(onlyFavoritesSql(filter.userId, 'state', states.id));
  if (filter.vocationIds?.length) {
    const offered = qb
      .select({ one: sql`1` })
      .from(profile)
      .innerJoin(locationVocations, eq(locationVocations.locationId, profile.id))
      .where(
        and(
          eq(profile.stateId, states.id),
          inArray(locationVocations.vocationId, filter.vocationIds),
        ),
      );
    list.push(exists(offered));
  }
  if (filter.incentiveSlugs?.length) {
    const offered = qb
      .select({ one: sql`1` })
      .from(profile)
      .innerJoin(locationBenefits, eq(locationBenefits.locationId, profile.id))
      .innerJoin(benefitTypes, eq(benefitTypes.id, locationBenefits.benefitTypeId))
      .where(
        and(eq(profile.stateId, states.id), inArray(benefitTypes.slug, filter.incentiveSlugs)),
      );
    list.push(exists(offered));
  }
  return list;
}

const population = sql<(typeof stateIndicators.$inferSelect)['valueNumber']>`(
  select ${stateIndicators.valueNumber} from ${stateIndicators}
  where ${stateIndicators.stateId} = ${states.id}
    and ${stateIndicators.indicator} = 'populacao_estimada')`.as('population');

const openProposals = (type: (typeof proposals.$inferSelect)['type']) => sql<number>`(
  select count(*)::int from ${proposals} join ${cities} on ${cities.id} = ${proposals.cityId}
  where ${cities.stateId} = ${states.id} and ${proposals.status} = 'open'
    and ${proposals.type} = ${type} and ${proposals.deletedAt} is null)`;

/** The newest elected governor of each state; a real one (TSE) before a demo one. */
const governor = qb
  .select({
    id: politicians.id,
    name: politicians.name,
    ballotName: politicians.ballotName,
    partyId: politicians.partyId,
    photo: politicians.photo,
    electionYear: politicians.electionYear,
  })
  .from(politicians)
  .innerJoin(
    politicalOffices,
    and(
      eq(politicalOffices.id, politicians.politicalOfficeId),
      eq(politicalOffices.slug, 'governador'),
    ),
  )
  .where(and(eq(politicians.stateId, states.id), holdingOfficeNow))
  .orderBy(
    politicians.isDemo,
    sql`${politicians.electionYear} desc nulls last`,
    asc(politicians.id),
  )
  .limit(1)
  .as('governor');

const SORT_COLUMNS: Record<string, SQLWrapper> = {
  name: searchKey(states.name),
  uf: states.uf,
  code: states.code,
  region: states.region,
  populacao_estimada: population,
};

function stateOrder(sort: StateSort): SQL[] {
  const parts = sort.map(
    ({ key, order }) =>
      sql`${SORT_COLUMNS[key] ?? states.name} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
  );
  if (parts.length === 0) parts.push(sql`${searchKey(states.name)} asc`);
  return [...parts, asc(states.id)];
}

/** Every state the filter lets through, in the asked order, with all a state item shows. */
export function listStates(db: Db, filter: StateFilter, sort: StateSort = []) {
  return db
    .select({
      id: states.id,
      name: states.name,
      uf: states.uf,
      code: states.code,
      region: states.region,
      latitude: states.latitude,
      longitude: states.longitude,
      wiki_description: states.wikiDescription,
      wiki_image: states.wikiImage,
      is_favorite: isFavoriteSql(filter.userId, 'state', states.id),
      population,
      description: locations.description,
      responsible_user_id: locations.responsibleUserId,
      governor_id: governor.id,
      governor_name: sql<
        (typeof politicians.$inferSelect)['name'] | null
      >`coalesce(${governor.ballotName}, ${governor.name})`,
      governor_party: politicalParties.abbreviation,
      governor_photo: governor.photo,
      governor_year: governor.electionYear,
      public_open: openProposals('city'),
      private_open: openProposals('company'),
      // Active companies, from the tallies kept per state: never a count of millions.
      companies: sql<number>`(select coalesce(sum(${companyStateTallies.total}), 0)::int
        from ${companyStateTallies}
        where ${companyStateTallies.stateId} = ${states.id} and ${companyStateTallies.status} = '02')`,
      politicians: sql<number>`(select count(*)::int from ${politicians}
        where ${politicians.stateId} = ${states.id} and ${holdingOfficeNow})`,
      vocations: sql<(typeof regionalVocations.$inferSelect)['description'][] | null>`(
        select array_agg(${regionalVocations.description} order by ${regionalVocations.description})
        from ${locationVocations}
        join ${regionalVocations} on ${regionalVocations.id} = ${locationVocations.vocationId}
        where ${locationVocations.locationId} = ${locations.id})`,
      benefits: sql<(typeof benefitTypes.$inferSelect)['description'][] | null>`(
        select array_agg(${benefitTypes.description} order by ${benefitTypes.position})
        from ${locationBenefits}
        join ${benefitTypes} on ${benefitTypes.id} = ${locationBenefits.benefitTypeId}
        where ${locationBenefits.locationId} = ${locations.id})`,
    })
    .from(states)
    .leftJoin(locations, eq(locations.stateId, states.id))
    .leftJoinLateral(governor, sql`true`)
    .leftJoin(politicalParties, eq(politicalParties.id, governor.partyId))
    .where(and(...stateConditions(filter)))
    .orderBy(...stateOrder(sort));
}

export type StateRow = Awaited<ReturnType<typeof listStates>>[number];

type ProposalOf = typeof proposals.$inferSelect;

/** Opportunities counted by type and status, when given. */
function countOf(match: { type?: ProposalOf['type']; status?: ProposalOf['status'] }) {
  const matches = and(
    match.type ? eq(proposals.type, match.type) : undefined,
    match.status ? eq(proposals.status, match.status) : undefined,
  );
  return sql<number>`count(${proposals.id}) filter (where ${matches})::int`;
}

/** Opportunities of every state, by type and status; deleted ones do not count. */
const stateCounts = qb.$with('counts').as(
  qb
    .select({
      id: states.id,
      privateTotal: countOf({ type: 'company' }).as('private_total'),
      privateOpen: countOf({ type: 'company', status: 'open' }).as('private_open'),
      privateCompleted: countOf({ type: 'company', status: 'completed' }).as('private_completed'),
      publicTotal: countOf({ type: 'city' }).as('public_total'),
      publicOpen: countOf({ type: 'city', status: 'open' }).as('public_open'),
      publicCompleted: countOf({ type: 'city', status: 'completed' }).as('public_completed'),
      openTotal: countOf({ status: 'open' }).as('open_total'),
    })
    .from(states)
    .leftJoin(cities, eq(cities.stateId, states.id))
    .leftJoin(proposals, and(eq(proposals.cityId, cities.id), isNull(proposals.deletedAt)))
    .groupBy(states.id),
);

/** Rank among the 27 by a count of open opportunities; none without any (null). */
const rankBy = (open: typeof stateCounts.openTotal) =>
  sql<number | null>`case when ${open} > 0 then rank() over (order by ${open} desc)::int end`;

const rankedStates = qb.$with('ranked').as(
  qb
    .select({
      id: stateCounts.id,
      privateTotal: stateCounts.privateTotal,
      privateOpen: stateCounts.privateOpen,
      privateCompleted: stateCounts.privateCompleted,
      publicTotal: stateCounts.publicTotal,
      publicOpen: stateCounts.publicOpen,
      publicCompleted: stateCounts.publicCompleted,
      openTotal: stateCounts.openTotal,
      privateRank: rankBy(stateCounts.privateOpen).as('private_rank'),
      publicRank: rankBy(stateCounts.publicOpen).as('public_rank'),
      position: rankBy(stateCounts.openTotal).as('position'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(stateCounts),
);

/** A state's opportunity counts and its ranks among all states; undefined for no such state. */
export async function findStateRanking(db: Db, stateId: number) {
  const [row] = await db
    .with(stateCounts, rankedStates)
    .select()
    .from(rankedStates)
    .where(eq(rankedStates.id, stateId));
  return row;
}
