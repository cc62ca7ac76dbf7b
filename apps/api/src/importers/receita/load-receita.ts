import type { Database } from '../../db/database.ts';
import { CleanReceitaBytes } from './clean-receita-bytes.ts';
import { type ImportSession, openImportSession } from './import-session.ts';
import { findReceitaSources, type ReceitaSource } from './receita-files.ts';
import { RECEITA_KINDS } from './receita-layout.ts';
import { buildReport, type ReceitaReport } from './receita-report.ts';
import {
  copyStatement,
  createRawTable,
  FILL_STEPS,
  keepManualCompanies,
  LIVE,
  LOAD,
  LOAD_FUNCTIONS,
  RETIRED,
  refreshActivities,
} from './receita-sql.ts';

export type ReceitaProgress =
  | { type: 'file'; name: string; index: number; count: number; bytes: number }
  | { type: 'bytes'; name: string; done: number; bytes: number; lines: number }
  | { type: 'file-done'; name: string; rows: number; ms: number; resumed: boolean }
  | { type: 'step'; step: string; ms: number; resumed: boolean };

export type ReceitaLoadOptions = {
  /** yyyy-mm-dd of the release; see releaseOfFolder. */
  release: string;
  onProgress?: (event: ReceitaProgress) => void;
  /** The demo data set's release: removing the demo set removes it. */
  demo?: boolean;
  /** Called after each committed unit of work; tests stop the load there. */
  afterCommit?: (unit: string) => void | Promise<void>;
};

/** Keeps two loaders apart: the second waits for the first. */
const LOAD_LOCK = 72_010_001;

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Loads a Receita release from `folder` into a schema of its own, then swaps it for the live
 * one in a single transaction. Every file and every step commits with its marker, so a load
 * that is stopped resumes where it stopped and ends exactly as an uninterrupted one.
 */
export async function loadReceitaRelease(
  database: Database,
  folder: string,
  options: ReceitaLoadOptions,
): Promise<ReceitaReport> {
  const sources = await findReceitaSources(folder);
  const missing = RECEITA_KINDS.filter((kind) => !sources.some((s) => s.kind === kind));
  if (missing.length > 0) {
    throw new Error(`Faltam arquivos da Receita em ${folder}: ${missing.join(', ')}`);
  }
  const session = await openImportSession(database);
  try {
    const unfilled = (await liveTables(session)).filter(
      (table) => !FILL_STEPS.some((fill) => fill.table === table),
    );
    if (unfilled.length > 0) {
      throw new Error(
        `O importador não sabe preencher ${unfilled.map((t) => `${LIVE}.${t}`).join(', ')}`,
      );
    }
    await session.query(`select pg_advisory_lock(${LOAD_LOCK})`);
    try {
      return await runLoad(session, sources, options);
    } finally {
      await session.query(`select pg_advisory_unlock(${LOAD_LOCK})`);
    }
  } finally {
    await session.release();
  }
}

async function runLoad(
  session: ImportSession,
  sources: ReceitaSource[],
  options: ReceitaLoadOptions,
): Promise<ReceitaReport> {
  const emit = options.onProgress ?? (() => {});
  const key = JSON.stringify({
    release: options.release,
    files: sources.map((s) => [s.name, s.bytes]),
  });
  await session.query(`drop schema if exists ${RETIRED} cascade`);
  if (!(await resumable(session, key))) await prepareLoadSchema(session, key, options.release);

  const loaded = new Map(
    (
      await session.query<{ name: string; rows: string; nul_bytes: string; blank_lines: string }>(
        `select name, rows::text, nul_bytes::text, blank_lines::text from ${LOAD}._files`,
      )
    ).map((row) => [row.name, row]),
  );
  const files: ReceitaReport['files'] = [];
  for (const [index, source] of sources.entries()) {
    const done = loaded.get(source.name);
    if (done) {
      files.push({
        name: source.name,
        kind: source.kind,
        rows: Number(done.rows),
        nulBytes: Number(done.nul_bytes),
        blankLines: Number(done.blank_lines),
      });
      emit({ type: 'file-done', name: source.name, rows: Number(done.rows), ms: 0, resumed: true });
      continue;
    }
    emit({ type: 'file', name: source.name, index, count: sources.length, bytes: source.bytes });
    const started = performance.now();
    const copied = await copyFile(session, source, emit);
    const rows = copied.rows;
    await options.afterCommit?.(source.name);
    files.push({ name: source.name, kind: source.kind, ...copied });
    emit({
      type: 'file-done',
      name: source.name,
      rows,
      ms: performance.now() - started,
      resumed: false,
    });
  }

  const steps: [string, () => string | Promise<string>][] = [
    ...FILL_STEPS.map(({ step, statement }): [string, () => string] => [step, statement]),
    ...(await indexSteps(session)),
  ];
  for (const [step, statement] of steps) {
    await runStep(session, step, await statement(), emit);
    await options.afterCommit?.(step);
  }
  // VACUUM runs outside a transaction: it sets the visibility map (index-only scans then read
  // no table pages) and the hint bits, which the first readers would otherwise write.
  await runStep(
    session,
    'estatísticas',
    FILL_STEPS.map((f) => `vacuum (analyze) ${LOAD}.${f.table}`).join(';\n'),
    emit,
    false,
  );
  await options.afterCommit?.('estatísticas');

  const report = await buildReport(session, options.release, files, options.demo ?? false);
  await swap(session, options.release, report);
  await session.query(`drop schema if exists ${RETIRED} cascade`);
  // The swap rebuilt the tallies and the sample (the trigger on data_sources): vacuumed now,
  // every list's estimate reads the sample from its index alone, not from the table row by
  // row until autovacuum comes by (if it is on).
  for (const table of REBUILT_ON_SWAP) await session.query(`vacuum (analyze) public.${table}`);
  return report;
}

/** The tables the trigger on data_sources rebuilds from the new release. */
const REBUILT_ON_SWAP = ['company_city_tallies', 'company_state_tallies', 'company_sample'];

/** A load schema left by a stopped run of the same files is carried on; any other is dropped. */
async function resumable(session: ImportSession, key: string): Promise<boolean> {
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
async function liveTables(session: ImportSession): Promise<string[]> {
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

async function prepareLoadSchema(session: ImportSession, key: string, release: string) {
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

async function copyFile(
  session: ImportSession,
  source: ReceitaSource,
  emit: (event: ReceitaProgress) => void,
): Promise<{ rows: number; nulBytes: number; blankLines: number }> {
  let done = 0;
  let bytesPerLine = 0;
  let lastReport = 0;
  const strip = new CleanReceitaBytes((batch) => {
    // Lines are counted in the first batch only; the rest is estimated from its size.
    if (bytesPerLine === 0) {
      let lines = 0;
      for (let at = batch.indexOf(10); at !== -1; at = batch.indexOf(10, at + 1)) lines += 1;
      bytesPerLine = batch.length / Math.max(lines, 1);
    }
    done += batch.length;
    const now = performance.now();
    if (now - lastReport > 250) {
      lastReport = now;
      const lines = Math.round(done / bytesPerLine);
      emit({ type: 'bytes', name: source.name, done, bytes: source.bytes, lines });
    }
  });
  await session.query('begin');
  try {
    const input = await source.open();
    const stripped = input.pipe(strip);
    input.on('error', (error) => stripped.destroy(error));
    const rows = await session.copy(copyStatement(source.kind), stripped);
    await session.query(
      `insert into ${LOAD}._files values (${quote(source.name)}, '${source.kind}', ${rows}, ${strip.nulBytes}, ${strip.blankLines})`,
    );
    await session.query('commit');
    return { rows, nulBytes: strip.nulBytes, blankLines: strip.blankLines };
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw new Error(`Falha ao carregar ${source.name}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function runStep(
  session: ImportSession,
  step: string,
  statement: string,
  emit: (event: ReceitaProgress) => void,
  transactional = true,
) {
  const [done] = await session.query(`select 1 from ${LOAD}._steps where step = ${quote(step)}`);
  if (done) {
    emit({ type: 'step', step, ms: 0, resumed: true });
    return;
  }
  const started = performance.now();
  if (!transactional) {
    // Each statement commits on its own; running them again after a stop does no harm.
    for (const part of statement.split(';\n')) await session.query(part);
  }
  await session.query('begin');
  try {
    if (transactional) await session.query(statement);
    const ms = Math.round(performance.now() - started);
    await session.query(`insert into ${LOAD}._steps values (${quote(step)}, ${ms})`);
    await session.query('commit');
    emit({ type: 'step', step, ms, resumed: false });
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw new Error(`Falha na etapa ${step}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The live tables' keys and indexes, rebuilt on the loaded ones: building them once the rows
 * are in is several times faster than keeping them up to date row by row.
 */
async function indexSteps(session: ImportSession): Promise<[string, () => string][]> {
  const constraints = await session.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = '${LIVE}' and k.contype in ('p', 'u') order by 1, 2`,
  );
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = '${LIVE}' and not exists (
       select 1 from pg_constraint k where k.conname = i.indexname
         and k.connamespace = '${LIVE}'::regnamespace)
     order by 1`,
  );
  return [
    ...constraints.map((c): [string, () => string] => [
      `chave ${c.name}`,
      () => `alter table ${LOAD}.${c.table} add constraint ${c.name} ${c.definition}`,
    ]),
    ...indexes.map((i): [string, () => string] => [
      `índice ${i.name}`,
      () => i.definition.replace(` ON ${LIVE}.`, ` ON ${LOAD}.`),
    ]),
  ];
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
async function swap(session: ImportSession, release: string, report: ReceitaReport) {
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
