// The opportunity and city lists under queries users actually send: every request different,
// several users, answer caches defeated. Prints req/s, p50 and p99 at 1, 16 and 50
// connections, the same URL repeated (caches allowed), pgbench on the very statements the API
// sent (same run, same machine), the plan of each list statement, and the embedded database.
//
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node bench/lists.mjs            (creates and drops its own database on that server)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { generateProposals } from './generate-proposals.mjs';
import {
  BENCH_USERS,
  benchSeconds,
  compareWithPgbench,
  load,
  row,
  signInAll,
  sql,
  withDatabase,
} from './list-bench.mjs';
import { cityQuery, proposalQuery, seededRandom } from './list-queries.mjs';
import { startProduct } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Defina DATABASE_URL (um servidor PostgreSQL) para medir as listas.');
  process.exit(1);
}
const opportunities = Number(process.env.BENCH_PROPOSALS ?? 100_000);

const adminUrl = withDatabase(serverUrl, 'postgres');
const database = `oportuna_bench_${Date.now()}`;
const benchUrl = withDatabase(serverUrl, database);

await sql(adminUrl, `create database ${database}`);
const scriptsDir = mkdtempSync(join(tmpdir(), 'oportuna-pgbench-'));
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-'));
let product;
try {
  product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
  const generatedMs = await generateProposals(benchUrl, opportunities);
  const stateIds = (await sql(benchUrl, 'select id from states order by id')).map((s) => s.id);
  let users = await signInAll(product.baseUrl, dataDir);
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
  );
  console.log(
    `PostgreSQL ${product.health.database.engine}: demo data + ${opportunities} opportunities (generated in ${(generatedMs / 1000).toFixed(1)} s); ${benchSeconds} s per figure, ${BENCH_USERS.length} users\n`,
  );

  const lists = [
    { name: 'opportunities', next: (random) => proposalQuery(random, stateIds) },
    { name: 'cities', next: (random) => cityQuery(random, stateIds) },
  ];
  row('distinct queries (every request new)', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors');
  const apiAt16 = {};
  let seed = 1;
  for (const list of lists) {
    for (const connections of [1, 16, 50]) {
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
  row('same URL repeated (answer caches allowed)', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors');
  for (const list of lists) {
    const path = list.next(seededRandom(999));
    const figures = await load(product.baseUrl, () => path, [users[0]], 16);
    row(`  ${list.name}`, 16, figures.rps.toFixed(0), figures.p50, figures.p99, figures.errors);
  }

  // Capture what each list request sends: a fresh process, so every connection logs.
  await product.stop();
  product = await compareWithPgbench({
    start: () => startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir }),
    adminUrl,
    database,
    benchUrl,
    dataDir,
    scriptsDir,
    lists,
    seed: seed++,
    apiAt16,
  });
  users = await signInAll(product.baseUrl, dataDir);
  await product.stop();
  product = undefined;

  // The embedded database: the same distinct queries at 16 connections.
  const embeddedDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-pglite-'));
  try {
    const first = await startProduct(root, { DATABASE_URL: '', DATA_DIR: embeddedDir });
    await first.stop();
    const client = await PGlite.create(join(embeddedDir, 'pgdata'), {
      extensions: { pg_trgm, unaccent },
    });
    await generateProposals(client, opportunities);
    await client.close();
    product = await startProduct(root, { DATABASE_URL: '', DATA_DIR: embeddedDir });
    users = await signInAll(product.baseUrl, embeddedDir);
    console.log('\nembedded database (PGlite), distinct queries');
    row('list', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'PG/PGlite');
    for (const list of lists) {
      const random = seededRandom(seed++);
      const figures = await load(product.baseUrl, () => list.next(random), users, 16);
      row(
        `  ${list.name}`,
        16,
        figures.rps.toFixed(0),
        figures.p50,
        figures.p99,
        (figures.rps / apiAt16[list.name]).toFixed(2),
      );
    }
    await product.stop();
    product = undefined;
  } finally {
    rmSync(embeddedDir, { recursive: true, force: true });
  }
} finally {
  await product?.stop();
  rmSync(scriptsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
  await sql(adminUrl, `drop database if exists ${database} with (force)`);
}
