import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { politicalParties, politicians, tseCandidacies } from '../../db/schema/index.ts';
import { TSE_POLITICIAN_SOURCE } from '../../lib/sql/tse-published.ts';
import { loadPoliticalOffices } from '../reference-data/load-reference-data.ts';
import { TSE_OFFICE_SLUGS } from './tse-offices.ts';

export type TsePublication = {
  /** Politicians published (inserted or kept up to date) from the years loaded. */
  published: number;
  /** Rows of those years whose candidacy is no longer in the files: deleted with their stars. */
  removed: number;
  /** Rows of other sources (the reference 2024 mayors) for a seat TSE now covers. */
  replaced: number;
  /** Parties TSE named that were not known yet, by abbreviation. */
  newParties: string[];
  /** Candidacies not published because their office code has no office, per CD_CARGO. */
  unknownOffices: Record<string, number>;
};

const yearList = (years: number[]) => sql`(select unnest(${`{${years.join(',')}}`}::smallint[]))`;

/** Upper case, no accents, letters and digits only: `PC do B` = `PCdoB`, `UNIÃO` = `UNIAO`. */
const partyKey = (column: string) =>
  sql.raw(`regexp_replace(upper(immutable_unaccent(${column})), '[^A-Z0-9]+', '', 'g')`);

/**
 * Publishes the years' candidacies as politicians, in the loader's transaction: one row per
 * candidacy, upserted on (election year, SQ_CANDIDATO) so that ids, and the favourites that
 * point at them, survive a reload.
 */
export async function publishPoliticians(tx: Db, years: number[]): Promise<TsePublication> {
  await loadPoliticalOffices(tx);
  const newParties = await insertUnknownParties(tx, years);
  await stagePublication(tx, years);
  const t = tseCandidacies;
  const unknownOffices = await tx
    .select({ code: t.officeCode, n: sql<number>`count(*)::int` })
    .from(t)
    .where(
      sql`${t.year} in ${yearList(years)} and ${t.officeCode} not in
          (select unnest(${`{${Object.keys(TSE_OFFICE_SLUGS).join(',')}}`}::int[]))`,
    )
    .groupBy(t.officeCode)
    .orderBy(t.officeCode);
  const published = await upsertPoliticians(tx);
  const removed = await removeVanished(tx, years);
  const replaced = await replaceOtherSources(tx, years);
  return {
    published,
    removed,
    replaced,
    newParties,
    unknownOffices: Object.fromEntries(unknownOffices.map((o) => [String(o.code), o.n])),
  };
}

/** A party is known by its abbreviation; one TSE names that no row has is added. */
async function insertUnknownParties(tx: Db, years: number[]): Promise<string[]> {
  // An insert of a select, skipped on conflict: kept as written.
  const inserted = await rowsOf(
    tx,
    { abbreviation: politicalParties.abbreviation },
    (columns) => sql`insert into political_parties (abbreviation, name, number)
        select abbreviation, name, number from (
          select distinct on (${partyKey('t.party_abbreviation')}) t.party_abbreviation as abbreviation,
                 coalesce(t.party_name, t.party_abbreviation) as name, t.party_number as number
          from tse_candidacies t
          where t.year in ${yearList(years)} and t.party_abbreviation is not null
            and not exists (select 1 from political_parties p
                            where ${partyKey('p.abbreviation')} = ${partyKey('t.party_abbreviation')})
          order by ${partyKey('t.party_abbreviation')}, t.year desc, t.party_abbreviation) n
        on conflict (abbreviation) do nothing
        returning ${columns}`,
  );
  return inserted.map((p) => p.abbreviation).sort();
}

/** The politicians the years' candidacies become, with their catalogue and place ids. */
async function stagePublication(tx: Db, years: number[]) {
  const offices = Object.entries(TSE_OFFICE_SLUGS).map(([code, slug]) => ({ code, slug }));
  await tx.execute(sql`create temporary table tse_publication on commit drop as
    with party as (
      select distinct on (${partyKey('abbreviation')}) ${partyKey('abbreviation')} as key, id
      from political_parties order by ${partyKey('abbreviation')}, id
    )
    select t.year as election_year, t.candidate_seq as tse_candidate_seq, t.name,
           t.ballot_name, party.id as party_id, o.id as political_office_id, t.city_id,
           s.id as state_id, born.id as born_state_id, t.birth_date,
           left(coalesce(t.situation, t.candidacy_status), 32) as situation, t.scholarity,
           t.email, t.gender, t.occupation, t.is_elected, t.cpf_digits
    from tse_candidacies t
    join jsonb_to_recordset(${JSON.stringify(offices)}::jsonb) as m(code int, slug text)
      on m.code = t.office_code
    join political_offices o on o.slug = m.slug
    left join party on party.key = ${partyKey('t.party_abbreviation')}
    left join states s on s.uf = t.uf
    left join states born on born.uf = t.born_uf
    where t.year in ${yearList(years)}`);
  await tx.execute(sql`analyze tse_publication`);
}

const PUBLISHED_COLUMNS = [
  'name',
  'ballot_name',
  'party_id',
  'political_office_id',
  'city_id',
  'state_id',
  'born_state_id',
  'birth_date',
  'situation',
  'scholarity',
  'email',
  'gender',
  'occupation',
  'is_elected',
  'cpf_digits',
];

/** Inserts new candidacies and updates the rows whose values changed (others stay as they are). */
async function upsertPoliticians(tx: Db): Promise<number> {
  const columns = PUBLISHED_COLUMNS.join(', ');
  const excluded = PUBLISHED_COLUMNS.map((c) => `excluded.${c}`).join(', ');
  const current = PUBLISHED_COLUMNS.map((c) => `politicians.${c}`).join(', ');
  await tx.execute(sql`insert into politicians (${sql.raw(columns)}, election_year,
                         tse_candidate_seq, source, is_demo)
    select ${sql.raw(columns)}, election_year, tse_candidate_seq, ${TSE_POLITICIAN_SOURCE}, false
    from tse_publication
    on conflict (election_year, tse_candidate_seq) do update set
      (${sql.raw(columns)}, source, is_demo, updated_at) =
      (${sql.raw(excluded)}, excluded.source, false, now())
    where (${sql.raw(current)}, politicians.source, politicians.is_demo)
      is distinct from (${sql.raw(excluded)}, excluded.source, false)`);
  // Fresh statistics, or the planner takes the rows just written for a handful and loops.
  await tx.execute(sql`analyze politicians`);
  // tse_publication is temporary, made above.
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(sql`tse_publication`);
  return count?.n ?? 0;
}

/** The years' TSE rows whose candidacy is gone (or no longer published), and their stars. */
async function removeVanished(tx: Db, years: number[]): Promise<number> {
  await tx.execute(sql`create temporary table tse_vanished on commit drop as
    select p.id from politicians p
    where p.source = ${TSE_POLITICIAN_SOURCE} and p.election_year in ${yearList(years)}
      and not exists (select 1 from tse_publication n
                      where n.election_year = p.election_year
                        and n.tse_candidate_seq = p.tse_candidate_seq)`);
  await tx.execute(sql`delete from favorites
    where entity = 'politician' and entity_id in (select id::text from tse_vanished)`);
  const deleted = await tx
    .delete(politicians)
    .where(sql`${politicians.id} in (select id from tse_vanished)`)
    .returning({ id: politicians.id });
  return deleted.length;
}

/**
 * Rows of other sources (not demo) for a seat TSE now covers give way to TSE's: a favourite
 * moves to the TSE row of the seat with the same result, the same person (name) first.
 */
async function replaceOtherSources(tx: Db, years: number[]): Promise<number> {
  // A join rather than a correlated lookup: hash-joined, however many rows TSE published.
  await tx.execute(sql`create temporary table tse_replaced on commit drop as
    select distinct on (r.id) r.id,
           case when n.is_elected = r.is_elected then n.id end as successor
    from politicians r
    join politicians n on n.source = ${TSE_POLITICIAN_SOURCE}
      and n.political_office_id = r.political_office_id
      and coalesce(n.city_id, 0) = coalesce(r.city_id, 0)
      and coalesce(n.state_id, 0) = coalesce(r.state_id, 0)
      and n.election_year = r.election_year
    where r.source <> ${TSE_POLITICIAN_SOURCE} and not r.is_demo
      and r.election_year in ${yearList(years)}
    order by r.id, n.is_elected = r.is_elected desc, n.person_name = r.person_name desc, n.id`);
  await tx.execute(sql`insert into favorites (user_id, entity, entity_id, created_at)
    select f.user_id, f.entity, r.successor::text, f.created_at
    from favorites f join tse_replaced r on f.entity_id = r.id::text
    where f.entity = 'politician' and r.successor is not null
    on conflict do nothing`);
  await tx.execute(sql`delete from favorites
    where entity = 'politician' and entity_id in (select id::text from tse_replaced)`);
  const deleted = await tx
    .delete(politicians)
    .where(sql`${politicians.id} in (select id from tse_replaced)`)
    .returning({ id: politicians.id });
  return deleted.length;
}
