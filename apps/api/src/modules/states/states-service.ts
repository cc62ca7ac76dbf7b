import {
  type PlaceRanking,
  STATE_SORT_KEYS,
  type StateItem,
  type StatesQuery,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { loadIndicators } from '../../lib/sql/place-indicators.ts';
import { officeCounts, partyCounts } from '../../lib/sql/political-counts.ts';
import { findStateRanking, listStates, type StateFilter, type StateRow } from './states-queries.ts';

const stateNotFound = () => notFound('state_not_found', 'Estado não encontrado.');

function filterOf(query: StatesQuery, actor: Actor): StateFilter {
  const idLists: number[][] = [];
  for (const ids of [query.ufs, query.id]) if (ids?.length) idLists.push(ids);
  // "Only my customer's" narrows a state government's users to their state.
  if (query.only_customer && actor.customer.stateId) idLists.push([actor.customer.stateId]);
  return {
    userId: actor.userId,
    idLists,
    code: query.code,
    name: query.name,
    onlyFavorites: query.only_favorites,
    vocationIds: query.vocation,
    incentiveSlugs: query.incentives?.split(',').filter(Boolean),
  };
}

export function createStatesService({ db }: { db: Db }) {
  async function toItems(
    actor: Actor,
    found: StateRow[],
    withIndicators: boolean,
  ): Promise<StateItem[]> {
    const indicators = withIndicators
      ? await loadIndicators(
          db,
          'state_indicators',
          found.map((s) => s.id),
        )
      : null;
    return found.map((s) => ({
      id: s.id,
      name: s.name,
      uf: s.uf,
      code: s.code,
      region: s.region,
      governor:
        s.governor_id && s.governor_name
          ? {
              id: s.governor_id,
              name: s.governor_name,
              political_party: s.governor_party ? { abbreviation: s.governor_party } : null,
              meta: { photo: s.governor_photo, electionYear: s.governor_year },
            }
          : null,
      proposals: { public: s.public_open, private: s.private_open },
      vocations: s.vocations ?? [],
      benefits: s.benefits ?? [],
      description: s.description,
      has_permission_to_edit: canEditLocality(actor, {
        stateId: s.id,
        responsibleUserId: s.responsible_user_id,
      }),
      is_favorite: s.is_favorite,
      featured_image: s.wiki_image,
      coordinates: [s.longitude, s.latitude],
      latitude: s.latitude,
      longitude: s.longitude,
      wiki_description: s.wiki_description,
      wiki_image: s.wiki_image,
      population: s.population,
      companies: { total: s.companies },
      ranking: {
        proposals: { total: { open: s.public_open + s.private_open } },
        politicians: { total: s.politicians },
      },
      ...(indicators ? { demographic_data: indicators.get(s.id) ?? [] } : {}),
    }));
  }

  return {
    async list(actor: Actor, query: StatesQuery) {
      const found = await listStates(db, filterOf(query, actor), query.sort);
      const page = found.slice((query.page - 1) * query.limit, query.page * query.limit);
      return {
        data: await toItems(actor, page, Boolean(query.show_demographic_data)),
        total: found.length,
        total_without_filter: 27,
        available_ordering: [...STATE_SORT_KEYS],
      };
    },

    async exportItems(actor: Actor, query: StatesQuery) {
      return toItems(actor, await listStates(db, filterOf(query, actor), query.sort), false);
    },

    async get(actor: Actor, id: number, withIndicators: boolean) {
      const found = await listStates(db, { userId: actor.userId, idLists: [[id]] });
      if (found.length === 0) throw stateNotFound();
      return (await toItems(actor, found, withIndicators))[0] as StateItem;
    },

    /**
     * A state's opportunity counts and its rank among the 27 by active opportunities. Ties
     * share a position (1, 2, 2, 4); a state without active opportunities has none (null).
     */
    async ranking(id: number): Promise<PlaceRanking> {
      const row = await findStateRanking(db, id);
      if (!row) throw stateNotFound();
      const level = (
        counts: { total: number; open: number; completed: number },
        rank: number | null,
      ) => ({
        ...counts,
        ranking: { state: rank, national: rank },
      });
      return {
        proposals: { total: { open: row.openTotal } },
        private: level(
          { total: row.privateTotal, open: row.privateOpen, completed: row.privateCompleted },
          row.privateRank,
        ),
        public: level(
          { total: row.publicTotal, open: row.publicOpen, completed: row.publicCompleted },
          row.publicRank,
        ),
        ranking: { position: row.position, total_of_cities: row.total },
      };
    },

    politicalOffices: async (id: number) => ({ data: await officeCounts(db, { stateId: id }) }),
    politicalParties: async (id: number) => ({ data: await partyCounts(db, { stateId: id }) }),
  };
}

export type StatesService = ReturnType<typeof createStatesService>;
