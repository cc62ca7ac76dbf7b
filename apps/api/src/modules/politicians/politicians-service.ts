import {
  MESSAGES,
  POLITICIAN_SORT_KEYS,
  type PoliticianDetail,
  type PoliticianItem,
  type PoliticiansQuery,
  politicianSituationLabel,
} from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import {
  type ElectionRow,
  findElections,
  findPolitician,
  type PoliticianRow,
} from './politicians-queries.ts';

type Row = {
  id: number;
  name: string;
  party_id: number | null;
  party_number: number | null;
  party_name: string | null;
  party_abbreviation: string | null;
  born_uf: string | null;
  birth_date: string | null;
  situation: string | null;
  scholarity: string | null;
  office_id: number;
  office: string;
  city_id: number | null;
  city_name: string | null;
  state_id: number | null;
  state_uf: string | null;
  email: string | null;
  is_favorite: boolean;
  election_year: number | null;
  occupation: string | null;
  association: string | null;
  gender: string | null;
  photo: string | null;
  total: number;
};

const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`p.name_key`,
  importance: sql`o.importance`,
  party: sql`pp.abbreviation`,
  birth_date: sql`p.birth_date`,
  city: sql`ci.name`,
};

/** Public managers: elected politicians with their offices and parties. */
export function createPoliticiansService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, query: PoliticiansQuery) {
      const where: SQL[] = [sql`p.is_elected`];
      if (query.name) {
        where.push(
          sql`lower(immutable_unaccent(p.name)) like '%' || lower(immutable_unaccent(${query.name})) || '%'`,
        );
      }
      if (query.political_office)
        where.push(sql`p.political_office_id = ${query.political_office}`);
      if (query.party) where.push(sql`p.party_id = ${query.party}`);
      if (query.state) where.push(sql`p.state_id = ${query.state}`);
      if (query.city) where.push(sql`p.city_id = ${query.city}`);
      const sort = query.sort?.length
        ? query.sort
        : [{ key: query.city || query.state ? 'importance' : 'name', order: 'asc' as const }];
      const orderBy = sort.map(
        ({ key, order }) =>
          sql`${SORT_COLUMNS[key] ?? SORT_COLUMNS.name} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
      );
      const found = await rows<Row>(
        db,
        sql`select p.id, p.name, pp.id as party_id, pp.number as party_number, pp.name as party_name,
                   pp.abbreviation as party_abbreviation, bs.uf as born_uf, p.birth_date::text,
                   p.situation, p.scholarity, o.id as office_id, o.description as office,
                   ci.id as city_id, ci.name as city_name, st.id as state_id, st.uf as state_uf,
                   p.email, ${isFavoriteSql(actor.userId, 'politician', sql`p.id`)} as is_favorite,
                   p.election_year, p.occupation, p.association, p.gender, p.photo,
                   count(*) over ()::int as total
            from politicians p
            join political_offices o on o.id = p.political_office_id
            left join political_parties pp on pp.id = p.party_id
            left join states bs on bs.id = p.born_state_id
            left join cities ci on ci.id = p.city_id
            left join states st on st.id = p.state_id
            where ${sql.join(where, sql` and `)}
            order by ${sql.join([...orderBy, sql`p.id`], sql`, `)}
            limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      const [all] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from politicians where is_elected`,
      );
      return {
        data: found.map(toItem),
        total: found[0]?.total ?? (query.page > 1 ? await countMatching(db, where) : 0),
        total_without_filter: all?.n ?? 0,
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
    ...toItem({ ...row, total: 1 }),
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

async function countMatching(db: Db, where: SQL[]): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from politicians p
        join political_offices o on o.id = p.political_office_id
        left join political_parties pp on pp.id = p.party_id
        left join cities ci on ci.id = p.city_id
        where ${sql.join(where, sql` and `)}`,
  );
  return row?.n ?? 0;
}

function toItem(row: Row): PoliticianItem {
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
