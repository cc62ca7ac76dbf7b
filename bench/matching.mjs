// Matching on the demo registry with 100,000 generated opportunities (half of them private):
// "Localidades compatíveis" (every municipality scored for a project) and "Projetos
// compatíveis" (every open private opportunity scored for a municipality, and for a state by
// its best municipality), each asked for a project or a place never asked before (a state at
// another page), one request at a time (p50, p95, p99) and at
// 16 connections, beside pgbench on the statements the API sent, in the same run. One at a
// time, the scoring's own time is printed too, as the server tells it (Server-Timing).
//
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node bench/matching.mjs   (BENCH_PROPOSALS, default 100,000;
//          BENCH_DATABASE=<name> keeps the database, generating only if it lacks them)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateProposals } from './generate-proposals.mjs';
import {
  compareWithPgbench,
  load,
  row,
  sequential,
  signInAll,
  sql,
  withDatabase,
} from './list-bench.mjs';
import { seededRandom } from './list-queries.mjs';
import { startProduct } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Defina DATABASE_URL (um servidor PostgreSQL) para medir a compatibilidade.');
  process.exit(1);
}
const wanted = Number(process.env.BENCH_PROPOSALS ?? 100_000);
const kept = process.env.BENCH_DATABASE;
const adminUrl = withDatabase(serverUrl, 'postgres');
const database = kept ?? `oportuna_bench_matching_${Date.now()}`;
const benchUrl = withDatabase(serverUrl, database);

const exists = await sql(adminUrl, 'select 1 from pg_database where datname = $1', [database]);
if (!exists.length) await sql(adminUrl, `create database ${database}`);
const scriptsDir = mkdtempSync(join(tmpdir(), 'oportuna-pgbench-'));
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-'));
let product;
try {
  product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
  const [{ n: present }] = await sql(benchUrl, 'select count(*)::int as n from proposals');
  if (present < wanted / 2) {
    await generateProposals(benchUrl, wanted);
    // Every generated private opportunity gets a main activity and a category of its own.
    await sql(
      benchUrl,
      `with codes as (select array_agg(code order by code) as list from activities)
       update proposals p set
         company_main_activity_code = codes.list[1 + (p.id * 7919) % array_length(codes.list, 1)],
         project_category = (array['implantation','expansion','reactivation','diversification',
           'search_partner_investor'])[1 + p.id % 5]
       from codes where p.type = 'company' and p.is_demo`,
    );
    await sql(benchUrl, 'vacuum analyze proposals');
  }
  const [counts] = await sql(
    benchUrl,
    `select count(*)::int as proposals,
       count(*) filter (where type = 'company' and status = 'open')::int as open_private
     from proposals where deleted_at is null`,
  );
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  console.log(
    `data: ${counts.proposals} opportunities, ${counts.open_private} of them open and private\n`,
  );
  const projects = (
    await sql(
      benchUrl,
      `select id from proposals where type = 'company' and status = 'open' order by id`,
    )
  ).map((r) => r.id);
  const cities = (await sql(benchUrl, 'select id from cities order by id')).map((r) => r.id);
  const users = await signInAll(product.baseUrl, dataDir);
  const pick = (random, list) => list[Math.floor(random() * list.length)];
  const placesPath = (random) =>
    `/api/proposals/${pick(random, projects)}/matching-places?page=${1 + Math.floor(random() * 3)}`;
  const projectsPath = (random) => `/api/cities/${pick(random, cities)}/matching-projects`;
  const states = (await sql(benchUrl, 'select id from states order by id')).map((r) => r.id);
  // 27 states: a state is asked again, at another page or with the projects left out.
  const statePath = (random) =>
    `/api/states/${pick(random, states)}/matching-projects?page=${1 + Math.floor(random() * 3)}${random() < 0.5 ? '&include_excluded=1' : ''}`;

  const random = seededRandom(5);
  row('one request at a time (every one new)', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms');
  for (const [name, next] of [
    ['places for a project', placesPath],
    ['projects for a municipality', projectsPath],
    ['projects for a state', statePath],
  ]) {
    const figures = await sequential(
      product.baseUrl,
      users[0],
      Array.from({ length: 200 }, () => next(random)),
    );
    for (const [label, f] of [
      [name, figures],
      [`  its facts, up to date (Server-Timing)`, figures.server.facts],
      [`  its scoring (Server-Timing)`, figures.server.score],
    ]) {
      if (f)
        row(`  ${label}`, f.p50.toFixed(1), f.p95.toFixed(1), f.p99.toFixed(1), f.max.toFixed(1));
    }
  }

  const lists = [
    { name: 'places for a project', next: placesPath },
    { name: 'projects for a municipality', next: projectsPath },
    { name: 'projects for a state', next: statePath },
  ];
  console.log('');
  row('16 connections (every request new)', 'req/s', 'p50 ms', 'p99 ms', 'errors');
  const apiAt16 = {};
  let seed = 200;
  for (const list of lists) {
    const r = seededRandom(seed++);
    const figures = await load(product.baseUrl, () => list.next(r), users, 16);
    apiAt16[list.name] = figures.rps;
    row(`  ${list.name}`, figures.rps.toFixed(0), figures.p50, figures.p99, figures.errors);
  }
  await product.stop();
  product = await compareWithPgbench({
    start: () => startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir }),
    adminUrl,
    database,
    benchUrl,
    dataDir,
    scriptsDir,
    lists,
    seed: 300,
    apiAt16,
  });
} finally {
  await product?.stop();
  rmSync(scriptsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  if (!kept) await sql(adminUrl, `drop database if exists ${database}`);
}
