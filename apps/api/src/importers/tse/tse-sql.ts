import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cities, tseCandidacies, tseMunicipalities } from '../../db/schema/index.ts';
import type { CandidacyRecord, JudgmentRecord } from './tse-records.ts';

/** Keeps two loaders apart: the second waits for the first to commit. */
const LOAD_LOCK = 72_010_002;

/** Upper case, no accents, anything but letters and digits as one space: NM_UE vs IBGE names. */
const placeKey = (column: string) =>
  sql.raw(`btrim(regexp_replace(upper(immutable_unaccent(${column})), '[^A-Z0-9]+', ' ', 'g'))`);

/**
 * Rows are staged first, as read: a candidate in a second round has a row per round, and the
 * complementary file may come before or after the main one.
 */
export async function createStagingTables(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
  await tx.execute(sql`create temporary table tse_staged_candidacies
    (like tse_candidacies including defaults) on commit drop`);
  await tx.execute(sql`create temporary table tse_staged_judgments
    (year smallint not null, candidate_seq bigint not null, situation text) on commit drop`);
}

export async function stageCandidacies(tx: Db, records: CandidacyRecord[]) {
  await tx.execute(sql`insert into tse_staged_candidacies
    select * from jsonb_populate_recordset(null::tse_staged_candidacies, ${JSON.stringify(records)}::jsonb)`);
}

export async function stageJudgments(tx: Db, records: JudgmentRecord[]) {
  await tx.execute(sql`insert into tse_staged_judgments
    select * from jsonb_populate_recordset(null::tse_staged_judgments, ${JSON.stringify(records)}::jsonb)`);
}

export type StagedCounts = {
  earlierRounds: number;
  repeated: number;
  judgmentsWithoutCandidacy: number;
  repeatedJudgments: number;
};

export async function stagedCounts(tx: Db): Promise<StagedCounts> {
  // The staging tables are temporary, made above; only counts are read of them.
  const [candidacies] = await tx
    .select({
      rounds: sql<number>`count(distinct (year, candidate_seq, round))::int`,
      keys: sql<number>`count(distinct (year, candidate_seq))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(sql`tse_staged_candidacies`);
  const [judgments] = await tx
    .select({
      orphans: sql<number>`count(*) filter (where not exists (
              select 1 from tse_staged_candidacies c
              where c.year = j.year and c.candidate_seq = j.candidate_seq))::int`,
      repeated: sql<number>`(count(*) - count(distinct (j.year, j.candidate_seq)))::int`,
    })
    .from(sql`tse_staged_judgments j`);
  return {
    earlierRounds: (candidacies?.rounds ?? 0) - (candidacies?.keys ?? 0),
    repeated: (candidacies?.all ?? 0) - (candidacies?.rounds ?? 0),
    judgmentsWithoutCandidacy: judgments?.orphans ?? 0,
    repeatedJudgments: judgments?.repeated ?? 0,
  };
}

/**
 * The years loaded replace their rows in tse_candidacies: each candidate once, with its last
 * round, and the judgment of the complementary file where there is one.
 */
export async function replaceYears(tx: Db, years: number[]) {
  await tx.execute(sql`delete from tse_candidacies
    where year in (select unnest(${`{${years.join(',')}}`}::smallint[]))`);
  await tx.execute(sql`insert into tse_candidacies
    select distinct on (year, candidate_seq) * from tse_staged_candidacies
    order by year, candidate_seq, round desc, name`);
  await tx.execute(sql`update tse_candidacies c set situation = j.situation
    from (select distinct on (year, candidate_seq) year, candidate_seq, situation
          from tse_staged_judgments where situation is not null
          order by year, candidate_seq, situation) j
    where c.year = j.year and c.candidate_seq = j.candidate_seq`);
}

/**
 * Rebuilds tse_municipalities from every municipal code now loaded (latest name of each) and
 * maps them to IBGE: by code confirmed by name, then by name alone within the state, then by
 * code alone (a municipality renamed since); then sets every candidacy's city from it.
 */
export async function mapMunicipalities(tx: Db) {
  await tx.execute(sql`delete from tse_municipalities`);
  await tx.execute(sql`insert into tse_municipalities (tse_code, uf, name)
    select distinct on (electoral_unit_code) electoral_unit_code, uf, coalesce(electoral_unit_name, '')
    from tse_candidacies where electoral_unit_code ~ '^[0-9]+$'
    order by electoral_unit_code, year desc`);
  const city = sql`cities c join states s on s.id = c.state_id`;
  await tx.execute(sql`update tse_municipalities t set city_id = c.id, matched_by = 'codigo'
    from ${city}
    where length(t.tse_code) = 5 and c.siafi_code = left(t.tse_code, 4) and s.uf = t.uf
      and ${placeKey('c.name')} = ${placeKey('t.name')}`);
  await tx.execute(sql`update tse_municipalities t set city_id = m.id, matched_by = 'nome'
    from (select s.uf, ${placeKey('c.name')} as key, min(c.id) as id from ${city}
          group by 1, 2 having count(*) = 1) m
    where t.city_id is null and m.uf = t.uf and m.key = ${placeKey('t.name')}`);
  await tx.execute(sql`update tse_municipalities t set city_id = c.id, matched_by = 'codigo_nome_diverge'
    from ${city}
    where t.city_id is null and length(t.tse_code) = 5 and c.siafi_code = left(t.tse_code, 4)
      and s.uf = t.uf`);
  await tx.execute(sql`update tse_candidacies c set city_id = m.city_id
    from tse_municipalities m
    where m.tse_code = c.electoral_unit_code and c.city_id is distinct from m.city_id`);
}

const t = tseMunicipalities;

export const mappingRows = (tx: Db) =>
  tx
    .select({
      tse_code: t.tseCode,
      uf: t.uf,
      name: t.name,
      matched_by: t.matchedBy,
      city_name: cities.name,
    })
    .from(t)
    .leftJoin(cities, sql`${cities.id} = ${t.cityId}`)
    .orderBy(t.tseCode);

export type MappingRow = Awaited<ReturnType<typeof mappingRows>>[number];

export async function rowsPerYear(tx: Db): Promise<Record<string, number>> {
  const counted = await tx
    .select({ year: tseCandidacies.year, rows: sql<number>`count(*)::int` })
    .from(tseCandidacies)
    .groupBy(tseCandidacies.year)
    .orderBy(tseCandidacies.year);
  return Object.fromEntries(counted.map((row) => [String(row.year), row.rows]));
}

/**
 * The load as TSE's entry in data_sources: the years held, the newest file date of any load
 * (an older year loaded later does not move it back), the report.
 */
export async function recordLoad(
  tx: Db,
  load: {
    years: string;
    releaseDate: string | null;
    rows: number;
    skipped: number;
    details: unknown;
  },
) {
  await tx.execute(sql`insert into data_sources (source, version, release_date, rows, skipped, details, loaded_at)
    values ('tse', ${load.years}, ${load.releaseDate}, ${load.rows}, ${load.skipped},
            ${JSON.stringify(load.details)}::jsonb, now())
    on conflict (source) do update set version = excluded.version,
      release_date = greatest(data_sources.release_date, excluded.release_date), rows = excluded.rows, skipped = excluded.skipped,
      details = excluded.details, loaded_at = excluded.loaded_at`);
}
