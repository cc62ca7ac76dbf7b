// The harness the list benchmarks share: signed-in users, autocannon with a new URL per
// request, aligned tables, pgbench on captured statements and compact query plans.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seededRandom } from './list-queries.mjs';
import { signIn } from './server.mjs';
import { logSize, setStatementLogging, statementsByMarker } from './statement-capture.mjs';

export const BENCH_USERS = [
  'admin.cidade@oportuna.dev',
  'usuario.cidade@oportuna.dev',
  'admin.estado@oportuna.dev',
  'admin.empresa@oportuna.dev',
  'usuario.empresa@oportuna.dev',
  'superadmin@oportuna.dev',
];

/** The same server URL, on another database. */
export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export const benchSeconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function sql(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Signs every bench user in; answers their bearer headers. */
export async function signInAll(baseUrl, dataDir) {
  const headers = [];
  for (const email of BENCH_USERS) {
    headers.push({ authorization: `Bearer ${await signIn(baseUrl, dataDir, email)}` });
  }
  return headers;
}

/** autocannon with a new URL (and a user in turn) for every request. */
export async function load(baseUrl, nextPath, users, connections) {
  let sent = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: benchSeconds,
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

/** One request at a time, every path in turn: p50, p95, p99 and max latency, in ms. */
/** Quantiles of some times (ms): p50, p95, p99 and the largest. */
function quantiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

/**
 * Requests one after another: the quantiles of their times, and of each part the server
 * tells in its Server-Timing header (`server.<name>`), when it does.
 */
export async function sequential(baseUrl, headers, paths) {
  const times = [];
  const parts = new Map();
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
    for (const entry of (response.headers.get('server-timing') ?? '').split(',')) {
      const [, name, dur] = /^\s*([\w-]+);dur=([\d.]+)/.exec(entry) ?? [];
      if (name) parts.set(name, [...(parts.get(name) ?? []), Number(dur)]);
    }
  }
  const server = Object.fromEntries([...parts].map(([name, list]) => [name, quantiles(list)]));
  return { ...quantiles(times), server };
}

export const row = (...cells) =>
  console.log(
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(46) : String(cell).padStart(9))).join(''),
  );

export function pgbench(url, scriptsDir, files, clients) {
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(benchSeconds),
      ...files.flatMap((file) => ['-f', join(scriptsDir, file)]),
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? 0);
}

/** What the plan of a statement reads: node types, indexes, rows and buffers, one line each. */
export async function planOf(url, statement) {
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

/**
 * Replays 120 requests of each list one at a time on a freshly started product (so every
 * connection logs), groups the statements each sent, runs them in pgbench at 16 clients and
 * prints the API's req/s over pgbench's TPS, then the plan of one request of each list.
 * Answers the product, still running.
 */
export async function compareWithPgbench({
  start,
  adminUrl,
  database,
  benchUrl,
  dataDir,
  scriptsDir,
  lists,
  seed,
  apiAt16,
}) {
  let product;
  await setStatementLogging(adminUrl, database, true);
  const captured = {};
  try {
    product = await start();
    const users = await signInAll(product.baseUrl, dataDir);
    const marker = new pg.Client({ connectionString: benchUrl });
    await marker.connect();
    const offset = logSize();
    let n = 0;
    for (const list of lists) {
      const random = seededRandom(seed + lists.indexOf(list));
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
    // The API bounds some counts with a statement timeout and carries on past it; in pgbench a
    // timed-out statement would abort the client, so there they run to their end.
    const files = captured[list.name]
      .map((statements) => statements.filter((s) => !/^set local statement_timeout/i.test(s)))
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

  return product;
}
