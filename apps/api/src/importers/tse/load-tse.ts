import type { Database, Db } from '../../db/database.ts';
import { readTseCsv } from './read-tse-csv.ts';
import { findTseSources, type TseSource } from './tse-files.ts';
import { tseDate } from './tse-layout.ts';
import { publishPoliticians } from './tse-publish-sql.ts';
import {
  type CandidacyRecord,
  candidacyOf,
  type JudgmentRecord,
  judgmentOf,
  REQUIRED_COLUMNS,
  rowReader,
} from './tse-records.ts';
import {
  addCount,
  municipalitiesOf,
  type TseFileReport,
  type TseReport,
  totalSkipped,
} from './tse-report.ts';
import {
  createStagingTables,
  mapMunicipalities,
  mappingRows,
  recordLoad,
  replaceYears,
  rowsPerYear,
  stageCandidacies,
  stagedCounts,
  stageJudgments,
} from './tse-sql.ts';

export type TseProgress =
  | { type: 'file'; name: string; index: number; count: number; bytes: number }
  | { type: 'rows'; name: string; rows: number; done: number; bytes: number }
  | { type: 'file-done'; name: string; rows: number; skipped: number; ms: number }
  | { type: 'step'; step: string; ms: number };

export type TseLoadOptions = { onProgress?: (event: TseProgress) => void };

const BATCH_ROWS = 2000;

/**
 * Loads TSE's candidate files (a zip, or a folder of zips or CSVs) in one transaction: the
 * years they bring replace those years' rows and are published as politicians, and readers see
 * either the old year or the new one. Nothing is written when a file is unreadable or a year
 * lacks its main file.
 */
export async function loadTseCandidacies(
  database: Database,
  path: string,
  options: TseLoadOptions = {},
): Promise<TseReport> {
  const emit = options.onProgress ?? (() => {});
  const { sources, repeated } = await findTseSources(path);
  const years = [...new Set(sources.filter((s) => s.kind === 'candidatos').map((s) => s.year))];
  years.sort();
  if (years.length === 0) {
    throw new Error(`Nenhum arquivo consulta_cand_<ano> encontrado em ${path}`);
  }
  const orphanYears = [...new Set(sources.map((s) => s.year))].filter((y) => !years.includes(y));
  if (orphanYears.length > 0) {
    throw new Error(
      `Falta o arquivo principal consulta_cand_${orphanYears.join(', ')} para o complementar`,
    );
  }
  return database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await createStagingTables(db);
    const files: TseFileReport[] = [];
    let generatedAt: string | null = null;
    for (const [index, source] of sources.entries()) {
      emit({ type: 'file', name: source.name, index, count: sources.length, bytes: source.bytes });
      const started = performance.now();
      const file = await stageFile(db, source, emit).catch((error: Error) => {
        throw new Error(`Falha ao carregar ${source.name}: ${error.message}`, { cause: error });
      });
      files.push(file.report);
      if (file.generatedAt && (!generatedAt || file.generatedAt > generatedAt)) {
        generatedAt = file.generatedAt;
      }
      emit({
        type: 'file-done',
        name: source.name,
        rows: file.report.rows,
        skipped: Object.values(file.report.skipped).reduce((sum, n) => sum + n, 0),
        ms: performance.now() - started,
      });
    }
    const started = performance.now();
    const staged = await stagedCounts(db);
    await replaceYears(db, years);
    await mapMunicipalities(db);
    emit({ type: 'step', step: 'candidaturas e municípios', ms: performance.now() - started });
    const publishing = performance.now();
    const politicians = await publishPoliticians(db, years);
    emit({ type: 'step', step: 'políticos', ms: performance.now() - publishing });

    const candidacies = await rowsPerYear(db);
    const report: TseReport = {
      years,
      generatedAt,
      files,
      repeatedFiles: repeated,
      candidacies,
      skipped: totalSkipped(files, staged),
      municipalities: municipalitiesOf(await mappingRows(db)),
      politicians,
    };
    await recordLoad(db, {
      years: Object.keys(candidacies).join(','),
      releaseDate: generatedAt,
      rows: Object.values(candidacies).reduce((sum, n) => sum + n, 0),
      skipped: Object.values(report.skipped).reduce((sum, n) => sum + n, 0),
      details: report,
    });
    return report;
  });
}

async function stageFile(
  db: Db,
  source: TseSource,
  emit: (event: TseProgress) => void,
): Promise<{ report: TseFileReport; generatedAt: string | null }> {
  const report: TseFileReport = {
    name: source.name,
    kind: source.kind,
    year: source.year,
    rows: 0,
    skipped: {},
  };
  const csv = await readTseCsv(await source.open());
  const header = csv.header.map((column) => column.trim().toUpperCase());
  const missing = REQUIRED_COLUMNS[source.kind].filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(`faltam as colunas ${missing.join(', ')}`);
  }
  const read = rowReader(header);
  let generatedAt: string | null = null;
  let batch: (CandidacyRecord | JudgmentRecord)[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    if (source.kind === 'candidatos') await stageCandidacies(db, batch as CandidacyRecord[]);
    else await stageJudgments(db, batch as JudgmentRecord[]);
    batch = [];
  };
  for await (const fields of csv.rows) {
    report.rows += 1;
    if (fields.length !== header.length) {
      addCount(report.skipped, 'número de colunas diferente do cabeçalho');
      continue;
    }
    const row = read(fields);
    generatedAt ??= tseDate(row('DT_GERACAO'));
    const parsed =
      source.kind === 'candidatos' ? candidacyOf(row, source.year) : judgmentOf(row, source.year);
    if ('skip' in parsed) {
      addCount(report.skipped, parsed.skip);
      continue;
    }
    for (const note of parsed.notes) addCount(report.skipped, note);
    batch.push(parsed.record);
    if (batch.length >= BATCH_ROWS) {
      await flush();
      emit({
        type: 'rows',
        name: source.name,
        rows: report.rows,
        done: csv.bytesRead(),
        bytes: source.bytes,
      });
    }
  }
  await flush();
  return { report, generatedAt };
}
