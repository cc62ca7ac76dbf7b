import {
  MESSAGES,
  POLITICIAN_SORT_KEYS,
  type PoliticianDetail,
  type PoliticianItem,
  type PoliticiansQuery,
  politicianSituationLabel,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countAllElected,
  countElectedPoliticians,
  type ElectionRow,
  findElections,
  findPolitician,
  listElectedPoliticians,
  type PoliticianRow,
} from './politicians-queries.ts';

type ListRow = Awaited<ReturnType<typeof listElectedPoliticians>>[number];

/** Public managers: elected politicians with their offices and parties. */
export function createPoliticiansService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, query: PoliticiansQuery) {
      const filter = {
        name: query.name,
        officeId: query.political_office,
        partyId: query.party,
        stateId: query.state,
        cityId: query.city,
      };
      // Politicians of a place come by importance of office; the others by name.
      const sort = query.sort?.length
        ? query.sort
        : [{ key: query.city || query.state ? 'importance' : 'name', order: 'asc' as const }];
      const [found, all] = await Promise.all([
        listElectedPoliticians(db, {
          userId: actor.userId,
          filter,
          sort,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        countAllElected(db),
      ]);
      return {
        data: found.map(toItem),
        total: found[0]?.total ?? (query.page > 1 ? await countElectedPoliticians(db, filter) : 0),
        total_without_filter: all,
        available_ordering: [...POLITICIAN_SORT_KEYS],
      };
    },

    /** One politician, elected or not, with every candidacy of the same person. */
    async get(actor: Actor, id: number): Promise<PoliticianDetail> {
      const found = await findPolitician(db, actor.userId, id);
      if (!found) throw notFound('politician_not_found', MESSAGES.politicians.notFound);
      const elections = await findElections(db, found);
      return toDetail(found, elections);
    },
  };
}

function toDetail(row: PoliticianRow, elections: ElectionRow[]): PoliticianDetail {
  return {
    ...toItem(row),
    ballot_name: row.ballot_name,
    is_elected: row.is_elected,
    state:
      row.state_id && row.state_uf
        ? { id: row.state_id, uf: row.state_uf, name: row.state_name ?? row.state_uf }
        : null,
    elections: elections.map((election) => ({
      id: election.id,
      year: election.year,
      political_office: { id: election.office_id, description: election.office },
      party: election.party_abbreviation ? { abbreviation: election.party_abbreviation } : null,
      city:
        election.city_id && election.city_name
          ? { id: election.city_id, name: election.city_name }
          : null,
      state:
        election.state_id && election.state_uf
          ? { id: election.state_id, uf: election.state_uf }
          : null,
      situation: election.situation,
      situation_label: politicianSituationLabel(election.situation),
      is_elected: election.is_elected,
    })),
  };
}

function toItem(row: Omit<ListRow, 'total'>): PoliticianItem {
  return {
    id: row.id,
    name: row.name,
    party:
      row.party_id && row.party_abbreviation
        ? {
            id: row.party_id,
            number: row.party_number,
            abbreviation: row.party_abbreviation,
            description: row.party_name ?? row.party_abbreviation,
          }
        : null,
    born_in: row.born_uf ? { state: { uf: row.born_uf } } : null,
    birth_date: row.birth_date,
    situation: row.situation,
    situation_label: politicianSituationLabel(row.situation),
    scholarity: row.scholarity,
    political_office: { id: row.office_id, description: row.office },
    city: row.city_id && row.city_name ? { id: row.city_id, name: row.city_name } : null,
    state: row.state_id && row.state_uf ? { id: row.state_id, uf: row.state_uf } : null,
    email: row.email,
    is_favorite: row.is_favorite,
    meta: {
      electionYear: row.election_year,
      occupation: row.occupation,
      association: row.association,
      gender: row.gender,
      photo: row.photo,
    },
  };
}

export type PoliticiansService = ReturnType<typeof createPoliticiansService>;
