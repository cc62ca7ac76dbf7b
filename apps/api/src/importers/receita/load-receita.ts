import type { Database } from '../../db/database.ts';
import { type ImportSession, openImportSession } from './import-session.ts';
import { findReceitaSources, type ReceitaSource } from './receita-files.ts';
import { RECEITA_KINDS } from './receita-layout.ts';
import { liveTables, prepareLoadSchema, resumable, swap } from './receita-load-schema.ts';
import { copyFile, indexSteps, type ReceitaProgress, runStep } from './receita-load-steps.ts';
import { buildReport, type ReceitaReport } from './receita-report.ts';
import { FILL_STEPS, LIVE, LOAD, RETIRED } from './receita-sql.ts';

export type { ReceitaProgress } from './receita-load-steps.ts';

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
