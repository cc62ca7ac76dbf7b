// The companies area at national scale: a generated Receita release of millions of companies
// loaded by the importer, then list, detail and map requests users would send (every one
// new) at 16 connections, beside pgbench on the statements the API sent, in the same run.
//
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node --import tsx bench/companies.mjs      (BENCH_COMPANIES, default 4,000,000)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { loadReceitaRelease } from '../apps/api/src/importers/receita/load-receita.ts';
import { generateReceitaRelease } from './generate-receita.mjs';
import { compareWithPgbench, load, row, signInAll, sql, withDatabase } from './list-bench.mjs';
import { companyMapQuery, companyQuery, seededRandom } from './list-queries.mjs';
import { companyIndexReady, startProduct } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Defina DATABASE_URL (um servidor PostgreSQL) para medir as empresas.');
  process.exit(1);
}
const companies = Number(process.env.BENCH_COMPANIES ?? 4_000_000);
// BENCH_DATABASE=name keeps the database: the first run creates and loads it, later runs
// measure it as it is.
const kept = process.env.BENCH_DATABASE;
const adminUrl = withDatabase(serverUrl, 'postgres');
const database = kept ?? `oportuna_bench_companies_${Date.now()}`;
const benchUrl = withDatabase(serverUrl, database);
const exists = async () =>
  (await sql(adminUrl, 'select 1 from pg_database where datname = $1', [database])).length > 0;
const reused = kept !== undefined && (await exists());

if (!reused) await sql(adminUrl, `create database ${database}`);
const releaseDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-release-'));
const scriptsDir = mkdtempSync(join(tmpdir(), 'oportuna-pgbench-'));
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-'));
let product;
try {
  product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
  let release = 'reused';
  if (!reused) {
    let started = performance.now();
    const generated = await generateReceitaRelease(releaseDir, companies);
    const generatedSeconds = (performance.now() - started) / 1000;
    const loader = await openDatabase({
      kind: 'postgresql',
      url: benchUrl,
      poolSize: 1,
      loads: true,
    });
    started = performance.now();
    await loadReceitaRelease(loader, releaseDir, { release: '2026-10-01' });
    const loadSeconds = (performance.now() - started) / 1000;
    await loader.close();
    rmSync(releaseDir, { recursive: true, force: true });
    release = `${generated.empresas} companies (generated in ${generatedSeconds.toFixed(0)} s, loaded in ${loadSeconds.toFixed(0)} s)`;
  }
  const [counts] = await sql(
    benchUrl,
    `select (select count(*) from receita.companies)::int as establishments,
            (select count(*) from receita.partners)::int as partners`,
  );
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  console.log(
    `release: ${release}; ${counts.establishments} establishments, ${counts.partners} partners\n`,
  );
  const stateIds = (await sql(benchUrl, 'select id from states order by id')).map((s) => s.id);
  const documents = (
    await sql(benchUrl, 'select cnpj from receita.companies tablesample system (0.5) limit 20000')
  ).map((c) => c.cnpj);
  const users = await signInAll(product.baseUrl, dataDir);
  const indexed = await companyIndexReady(product, users[0]);
  console.log(
    `company list index: current after ${indexed.seconds.toFixed(0)} s; product RSS ${indexed.rssMb} MB\n`,
  );

  const lists = [
    { name: 'company list', next: (random) => companyQuery(random, stateIds) },
    {
      name: 'company detail',
      next: (random) => `/api/companies/${documents[Math.floor(random() * documents.length)]}`,
    },
    { name: 'company map', next: (random) => companyMapQuery(random, stateIds) },
  ];
  row('distinct requests (every one new)', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors');
  const apiAt16 = {};
  let seed = 1;
  for (const list of lists) {
    for (const connections of [1, 16]) {
      const random = seededRandom(seed++);
      const figures = await load(product.baseUrl, () => list.next(random), users, connections);
      if (connections === 16) apiAt16[list.name] = figures.rps;
      row(
        `  ${list.name}`,
        connections,
        figures.rps.toFixed(0),
        figures.p50,
        figures.p99,
        figures.errors,
      );
    }
  }

  await product.stop();
  product = await compareWithPgbench({
    start: async () => {
      const started = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
      await companyIndexReady(started, users[0]);
      return started;
    },
    adminUrl,
    database,
    benchUrl,
    dataDir,
    scriptsDir,
    lists,
    seed: seed++,
    apiAt16,
  });
} finally {
  await product?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
  rmSync(scriptsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  if (!kept) await sql(adminUrl, `drop database if exists ${database} with (force)`);
}
