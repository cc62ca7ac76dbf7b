import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';

export type PoliticianRow = {
  id: number;
  name: string;
  name_key: string;
  ballot_name: string | null;
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
  state_name: string | null;
  email: string | null;
  is_favorite: boolean;
  is_elected: boolean;
  election_year: number | null;
  occupation: string | null;
  association: string | null;
  gender: string | null;
  photo: string | null;
};

/** One politician record with its party, office and places, and the caller's star. */
export async function findPolitician(
  db: Db,
  userId: number,
  id: number,
): Promise<PoliticianRow | undefined> {
  const [found] = await rows<PoliticianRow>(
    db,
    sql`select p.id, p.name, p.name_key, p.ballot_name, pp.id as party_id,
               pp.number as party_number, pp.name as party_name,
               pp.abbreviation as party_abbreviation, bs.uf as born_uf, p.birth_date::text,
               p.situation, p.scholarity, o.id as office_id, o.description as office,
               ci.id as city_id, ci.name as city_name,
               st.id as state_id, st.uf as state_uf, st.name as state_name,
               p.email, ${isFavoriteSql(userId, 'politician', sql`p.id`)} as is_favorite,
               p.is_elected, p.election_year, p.occupation, p.association, p.gender, p.photo
        from politicians p
        join political_offices o on o.id = p.political_office_id
        left join political_parties pp on pp.id = p.party_id
        left join states bs on bs.id = p.born_state_id
        left join cities ci on ci.id = p.city_id
        left join states st on st.id = p.state_id
        where p.id = ${id}`,
  );
  return found;
}

export type ElectionRow = {
  id: number;
  year: number | null;
  office_id: number;
  office: string;
  party_abbreviation: string | null;
  city_id: number | null;
  city_name: string | null;
  state_id: number | null;
  state_uf: string | null;
  situation: string | null;
  is_elected: boolean;
};

/**
 * The candidacies of one person, newest first. TSE's public files carry no stable person id,
 * so a person is the same name and birth date; without a birth date, the record alone.
 */
export function findElections(
  db: Db,
  person: Pick<PoliticianRow, 'id' | 'name_key' | 'birth_date'>,
) {
  const samePerson =
    person.birth_date === null
      ? sql`p.id = ${person.id}`
      : sql`p.name_key = ${person.name_key} and p.birth_date = ${person.birth_date}::date`;
  return rows<ElectionRow>(
    db,
    sql`select p.id, p.election_year as year, o.id as office_id, o.description as office,
               pp.abbreviation as party_abbreviation, ci.id as city_id, ci.name as city_name,
               st.id as state_id, st.uf as state_uf, p.situation, p.is_elected
        from politicians p
        join political_offices o on o.id = p.political_office_id
        left join political_parties pp on pp.id = p.party_id
        left join cities ci on ci.id = p.city_id
        left join states st on st.id = p.state_id
        where ${samePerson}
        order by p.election_year desc nulls last, o.importance, p.id`,
  );
}
