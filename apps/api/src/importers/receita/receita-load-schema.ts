// The load schema's life: made or carried on at the start, swapped for the live one at the end.
import type { ImportSession } from './import-session.ts';
import { RECEITA_KINDS } from './receita-layout.ts';
import type { ReceitaReport } from './receita-report.ts';
import {
  createRawTable,
  keepManualCompanies,
  LIVE,
  LOAD,
  LOAD_FUNCTIONS,
  RETIRED,
  refreshActivities,
} from './receita-sql.ts';

export const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A load schema left by a stopped run of the same files is carried on; any other is dropped. */
export async function resumable(session: ImportSession, key: string): Promise<boolean> {
  const [exists] = await session.query<{ found: boolean }>(
    `select to_regclass('${LOAD}._load') is not null as found`,
  );
  const [found] = exists?.found
    ? await session.query<{ key: string }>(`select key from ${LOAD}._load`)
    : [];
  if (found?.key === key && (await rawTablesIntact(session))) return true;
  await session.query(`drop schema if exists ${LOAD} cascade`);
  return false;
}

/**
 * Unlogged tables are emptied when the server itself crashes: a load resumed after that
 * must not trust its file markers.
 */
async function rawTablesIntact(session: ImportSession): Promise<boolean> {
  for (const kind of RECEITA_KINDS) {
    const [row] = await session.query<{ marked: string; held: string }>(
      `select (select coalesce(sum(rows), 0) from ${LOAD}._files where kind = '${kind}')::text as marked,
              (select count(*) from ${LOAD}.raw_${kind})::text as held`,
    );
    if (row?.marked !== row?.held) return false;
  }
  return true;
}

/** The tables of the live schema, each cloned into the load schema. */
export async function liveTables(session: ImportSession): Promise<string[]> {
  const tables = await session.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = '${LIVE}' order by 1`,
  );
  return tables.map((t) => t.name);
}

/** Runs a script that opens and commits its own transaction; a failure rolls it back. */
async function inTransaction(session: ImportSession, script: string) {
  try {
    await session.query(`begin;\n${script};\ncommit;`);
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw error;
  }
}

export async function prepareLoadSchema(session: ImportSession, key: string, release: string) {
  const typed = (await liveTables(session)).map(
    (table) =>
      `create table ${LOAD}.${table} (like ${LIVE}.${table} including defaults including generated)`,
  );
  await inTransaction(
    session,
    `create schema ${LOAD};
    create table ${LOAD}._load (key text not null, release date not null);
    insert into ${LOAD}._load values (${quote(key)}, ${quote(release)});
    create table ${LOAD}._files (name text primary key, kind text not null, rows bigint not null,
                                 nul_bytes bigint not null, blank_lines bigint not null);
    create table ${LOAD}._steps (step text primary key, ms bigint not null);
    ${RECEITA_KINDS.map(createRawTable).join(';\n')};
    ${typed.join(';\n')};
    ${LOAD_FUNCTIONS}`,
  );
}

/**
 * The new release's registry announces its writes as the migrated one does (migration 0026),
 * and the swap itself is one: what is kept in memory from the old release is stale.
 */
const watchRegistry = (schema: string) =>
  `create trigger companies_changed after insert or update or delete or truncate
     on ${schema}.companies for each statement execute function public.company_registry_changed();
   update public.company_registry_version set version = version + 1`;

/**
 * The loaded schema becomes the live one in one transaction: readers see the old release or
 * the new one, never a mix, and never an empty table. On commit every API process hears that
 * what lists show changed (lib/change-feed.ts), and drops the answers it keeps.
 */
export async function swap(session: ImportSession, release: string, report: ReceitaReport) {
  const rows = report.tables.companies?.rows ?? 0;
  const skipped = Object.values(report.skipped).reduce((sum, n) => sum + n, 0);
  await inTransaction(
    session,
    `${refreshActivities(LOAD)};
    ${RECEITA_KINDS.map((kind) => `drop table ${LOAD}.raw_${kind}`).join(';\n')};
    drop table ${LOAD}._files, ${LOAD}._steps, ${LOAD}._load;
    alter schema ${LIVE} rename to ${RETIRED};
    alter schema ${LOAD} rename to ${LIVE};
    ${keepManualCompanies(LIVE)};
    ${watchRegistry(LIVE)};
    drop function ${LIVE}.ymd(text), ${LIVE}.amount(text), ${LIVE}.clean(text), ${LIVE}.person_name(text);
    insert into public.data_sources (source, version, release_date, rows, skipped, details, loaded_at)
    values ('receita', ${quote(release.slice(0, 7))}, ${quote(release)}, ${rows}, ${skipped},
            ${quote(JSON.stringify(report))}::jsonb, now())
    on conflict (source) do update set version = excluded.version,
      release_date = excluded.release_date, rows = excluded.rows, skipped = excluded.skipped,
      details = excluded.details, loaded_at = excluded.loaded_at;
    select pg_notify('oportuna_changes', '{"change":{"topic":"lists"}}')`,
  );
}
