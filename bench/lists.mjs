// The opportunity and city lists under queries users actually send: every request different,
// several users, answer caches defeated. Prints req/s, p50 and p99 at 1, 16 and 50
// connections, the same URL repeated (caches allowed), pgbench on the very statements the API
// sent (same run, same machine), the plan of each list statement, and the embedded database.
//
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node bench/lists.mjs            (creates and drops its own database on that server)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateProposals } from './generate-proposals.mjs';
import { cityQuery, proposalQuery, seededRandom } from './list-queries.mjs';
import { signIn, startProduct } from './server.mjs';
import { logSize, setStatementLogging, statementsByMarker } from './statement-capture.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Defina DATABASE_URL (um servidor PostgreSQL) para medir as listas.');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const opportunities = Number(process.env.BENCH_PROPOSALS ?? 100_000);
const USERS = [
  'admin.cidade@oportuna.dev',
  'usuario.cidade@oportuna.dev',
  'admin.estado@oportuna.dev',
  'admin.empresa@oportuna.dev',
  'usuario.empresa@oportuna.dev',
  'superadmin@oportuna.dev',
];

const withDatabase = (url, name) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
const adminUrl = withDatabase(serverUrl, 'postgres');
const database = `oportuna_bench_${Date.now()}`;
const benchUrl = withDatabase(serverUrl, database);

async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Signs every bench user in; answers their bearer headers. */
async function signInAll(baseUrl, dataDir) {
  const headers = [];
  for (const email of USERS) {
    headers.push({ authorization: `Bearer ${await signIn(baseUrl, dataDir, email)}` });
  }
  return headers;
}

/** autocannon with a new URL (and a user in turn) for every request. */
async function load(baseUrl, nextPath, users, connections) {
  let sent = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: nextPath(),
          headers: { ...request.headers, ...users[sent++ % users.length] },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const row = (...cells) =>
  console.log(
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(46) : String(cell).padStart(9))).join(''),
  );

function pgbench(url, scriptsDir, files, clients) {
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...files.flatMap((file) => ['-f', join(scriptsDir, file)]),
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? 0);
}

/** What the plan of a statement reads: node types, indexes, rows and buffers, one line each. */
async function planOf(url, statement) {
  const [{ 'QUERY PLAN': plan }] = await sql(
    url,
    `explain (analyze, buffers, format json) ${statement}`,
  );
  const lines = [];
  const walk = (node, depth) => {
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const hits = (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
    lines.push(
      `${'  '.repeat(depth)}${node['Node Type']}${index}${on}: rows ${node['Actual Rows']}` +
        ` x${node['Actual Loops']}, ${hits} buffers, ${node['Actual Total Time']} ms`,
    );
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan[0].Plan, 0);
  return { lines, ms: plan[0]['Execution Time'] };
}

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
    `PostgreSQL ${product.health.database.engine}: demo data + ${opportunities} opportunities (generated in ${(generatedMs / 1000).toFixed(1)} s); ${seconds} s per figure, ${USERS.length} users\n`,
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
  await setStatementLogging(adminUrl, database, true);
  const captured = {};
  try {
    product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
    users = await signInAll(product.baseUrl, dataDir);
    const marker = new pg.Client({ connectionString: benchUrl });
    await marker.connect();
    const offset = logSize();
    let n = 0;
    for (const list of lists) {
      const random = seededRandom(seed++);
      captured[list.name] = [];
      // pgbench takes at most 128 scripts.
      for (let i = 0; i < 120; i++) {
        await marker.query(`select 'bench-marker ${++n}'`);
        captured[list.name].push(n);
        const response = await fetch(`${product.baseUrl}${list.next(random)}`, {
          headers: users[i % users.length],
        });
        await response.arrayBuffer();
      }
    }
    await marker.query(`select 'bench-marker ${++n}'`);
    await marker.end();
    const groups = statementsByMarker(offset, database);
    for (const list of lists) {
      captured[list.name] = captured[list.name].map((id) => groups.get(id) ?? []);
    }
  } finally {
    await setStatementLogging(adminUrl, database, false);
  }

  console.log('\npgbench on the statements the API sent (one script per captured request)');
  row('list', 'clients', 'TPS', 'API/TPS');
  for (const list of lists) {
    const dir = join(scriptsDir, list.name);
    mkdirSync(dir, { recursive: true });
    const files = captured[list.name]
      .filter((statements) => statements.length > 0)
      .map((statements, i) => {
        const file = `request-${i}.sql`;
        writeFileSync(join(dir, file), `${statements.map((s) => `${s};`).join('\n')}\n`);
        return file;
      });
    const tps = pgbench(benchUrl, dir, files, 16);
    row(`  ${list.name}`, 16, tps.toFixed(0), (apiAt16[list.name] / tps).toFixed(2));
  }

  console.log('\nplans of one captured request of each list (EXPLAIN ANALYZE, BUFFERS)');
  for (const list of lists) {
    const sample = captured[list.name].find((statements) => statements.length > 0) ?? [];
    console.log(`\n${list.name}: ${sample.length} statements`);
    for (const statement of sample) {
      if (!/^\s*select/i.test(statement)) continue;
      const plan = await planOf(benchUrl, statement);
      console.log(`- ${statement.replace(/\s+/g, ' ').slice(0, 150)}…  (${plan.ms.toFixed(2)} ms)`);
      for (const line of plan.lines.slice(0, 14)) console.log(`    ${line}`);
    }
  }
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
