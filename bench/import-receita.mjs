// The Receita importer against PostgreSQL's own COPY, in one run on the same files.
//   node --import tsx bench/import-receita.mjs [companies=1000000]
// Needs PostgreSQL (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) on
// this machine: the baseline reads the unpacked files server-side, as fast as PostgreSQL loads.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { loadReceitaRelease } from '../apps/api/src/importers/receita/load-receita.ts';
import { RECEITA_LAYOUT } from '../apps/api/src/importers/receita/receita-layout.ts';
import { loadReferenceData } from '../apps/api/src/importers/reference-data/load-reference-data.ts';
import { generateReceitaRelease } from './generate-receita.mjs';

const companies = Number(process.argv[2] ?? 1_000_000);
const admin = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'bench_receita_import';
const url = admin.replace(/\/[^/]*$/, `/${databaseName}`);
const BULK = /^(Empresas|Estabelecimentos|Socios)\d+\.zip$/;

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** PostgreSQL alone: COPY of each unpacked file into an unindexed unlogged table. */
async function plainCopy(folder, unpacked) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let rows = 0;
  let ms = 0;
  try {
    for (const file of readdirSync(folder)
      .filter((f) => BULK.test(f))
      .sort()) {
      const kind = file.startsWith('Empresas')
        ? 'empresas'
        : file.startsWith('Estab')
          ? 'estabelecimentos'
          : 'socios';
      const columns = RECEITA_LAYOUT[kind];
      await client.query('drop table if exists plain_copy');
      await client.query(
        `create unlogged table plain_copy (${columns.map((c) => `${c} text`).join(', ')})`,
      );
      const started = performance.now();
      const result = await client.query(
        `copy plain_copy from '${join(unpacked, file.replace('.zip', ''))}'
         with (format csv, delimiter ';', quote '"', encoding 'LATIN1')`,
      );
      ms += performance.now() - started;
      rows += result.rowCount;
    }
    await client.query('drop table if exists plain_copy');
  } finally {
    await client.end();
  }
  return { rows, ms };
}

const folder = mkdtempSync(join(tmpdir(), 'bench-receita-'));
const unpacked = mkdtempSync(join(tmpdir(), 'bench-receita-plain-'));
try {
  let started = performance.now();
  const generated = await generateReceitaRelease(folder, companies);
  console.log(
    `gerado: ${JSON.stringify(generated)} em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const file of readdirSync(folder).filter((f) => BULK.test(f))) {
    execFileSync('unzip', ['-q', '-o', join(folder, file), '-d', unpacked]);
    const [inner] = readdirSync(unpacked).filter((f) => f.startsWith('K3241'));
    execFileSync('mv', [join(unpacked, inner), join(unpacked, file.replace('.zip', ''))]);
  }
  execFileSync('chmod', ['-R', 'a+rX', unpacked]);

  await adminQuery(`drop database if exists ${databaseName}`);
  await adminQuery(`create database ${databaseName}`);
  const database = await openDatabase({ kind: 'postgresql', url, poolSize: 2, loads: true });
  await migrateDatabase(database);
  await loadReferenceData(database.db);

  const before = await plainCopy(folder, unpacked);

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const copy = { rows: 0, ms: 0 };
  const steps = {};
  started = performance.now();
  const report = await loadReceitaRelease(database, folder, {
    release: '2026-10-01',
    onProgress: (event) => {
      if (event.type === 'file-done' && /^(Empresas|Estabelecimentos|Socios)\d/.test(event.name)) {
        copy.rows += event.rows;
        copy.ms += event.ms;
      }
      if (event.type === 'step') steps[event.step] = Math.round(event.ms);
    },
  });
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  await database.close();

  const after = await plainCopy(folder, unpacked);
  const plainRate = (before.rows + after.rows) / ((before.ms + after.ms) / 1000);
  const copyRate = copy.rows / (copy.ms / 1000);
  const allRows = report.files.reduce((sum, f) => sum + f.rows, 0);
  const wholeRate = allRows / (totalMs / 1000);
  const national = 220_000_000 / wholeRate;
  const slowest = Object.entries(steps)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`);
  console.log(
    [
      `arquivos grandes (Empresas, Estabelecimentos, Sócios): ${copy.rows.toLocaleString('pt-BR')} linhas`,
      `importador (zip → NUL → COPY): ${Math.round(copyRate).toLocaleString('pt-BR')} linhas/s`,
      `COPY puro do arquivo descompactado: ${Math.round(plainRate).toLocaleString('pt-BR')} linhas/s (média de antes e depois)`,
      `razão importador ÷ COPY puro: ${(copyRate / plainRate).toFixed(2)}`,
      `carga completa (${allRows.toLocaleString('pt-BR')} linhas, tabelas tipadas, índices, ANALYZE, troca): ${(totalMs / 1000).toFixed(1)} s = ${Math.round(wholeRate).toLocaleString('pt-BR')} linhas/s`,
      `etapas mais lentas: ${slowest.join(', ')}`,
      `estimativa para uma publicação nacional (~220 milhões de linhas) nesta máquina: ${(national / 3600).toFixed(1)} h`,
      `memória do importador (RSS máximo): ${Math.round(peakRss / 1024 / 1024)} MB`,
    ].join('\n'),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
  rmSync(unpacked, { recursive: true, force: true });
  await adminQuery(`drop database if exists ${databaseName}`).catch(() => {});
}
