// The activity log's PDF export at 10,000 entries: a user's log is filled straight in the
// database, then the PDF is requested through the running API, as the web's EXPORTAR does.
// Prints, per request, the time to the first and last byte, the size, the pages, the server
// process's CPU time (what the request cost, whatever else the machine is doing), its peak RSS during the request (peak reset just before it; Linux /proc),
// beside its RSS before, and how long health requests sent meanwhile by another client wait
// (the rendering shares the server's event loop). Runs on PostgreSQL, then on the embedded
// database (whose RSS and CPU hold the database too). Never fails on a number: the budget is 5 s
// and 150 MB at 10,000 entries, 20 s with memory flat at 100,000.
//
// Usage: npm run build -w apps/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node bench/audit-pdf.mjs      (BENCH_ENTRIES, default 10,000; BENCH_RUNS, default 3)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, withDatabase } from './list-bench.mjs';
import { signIn, startProduct, measure as timeRequest } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Defina DATABASE_URL (um servidor PostgreSQL) para medir a exportação em PDF.');
  process.exit(1);
}
const entries = Number(process.env.BENCH_ENTRIES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const USER = 'usuario.cidade@oportuna.dev';

// Entries like the ones users leave: a mix of actions, sentences and parameters.
const FILL = `
  insert into activity_logs (user_id, customer_id, action, description, metadata, occurred_at)
  select u.id, u.customer_id,
    (array['auth.login', 'favorite.added', 'proposal.updated', 'file.uploaded'])[1 + i % 4],
    'Atualizou a oportunidade #' || i || ' Centro logístico regional de distribuição de alimentos',
    jsonb_build_object('proposal_id', i, 'from', 'open', 'status', 'pending'),
    now() - i * interval '1 minute'
  from users u, generate_series(1, $2::int) i
  where u.email = $1`;

// Columns wide enough for their headings.
const row = (...cells) =>
  console.log(cells.map((cell, i) => String(cell)[i === 0 ? 'padEnd' : 'padStart'](12)).join(''));
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const mib = (kb) => `${(kb / 1024).toFixed(0)} MB`;

function statusKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
}

/** CPU time the process has used, user and system, in ms (Linux: clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Time to first and last byte, and the body, of one PDF request. */
function download(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs;
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks),
          firstByteMs,
          lastByteMs: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page count pdfkit writes in the document's page tree. */
const pageCount = (pdf) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? Number.NaN);

async function measure(label, product, dataDir) {
  const token = await signIn(product.baseUrl, dataDir, USER);
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${product.baseUrl}/api/user`, { headers })).json();
  const url = `${product.baseUrl}/api/users/${me.id}/audits-pdf`;
  console.log(`\n${label}`);
  row(
    'request',
    'first byte',
    'last byte',
    'size',
    'pages',
    'server CPU',
    'RSS before',
    'peak RSS',
    'others p50',
    'others p99',
  );
  for (let run = 1; run <= runs; run += 1) {
    const before = statusKb(product.pid, 'VmRSS');
    // Resets the process's peak RSS, so that the peak is the request's.
    writeFileSync(`/proc/${product.pid}/clear_refs`, '5');
    // Meanwhile another client keeps asking for the health answer: how long others wait.
    let exporting = true;
    const others = [];
    const pinging = (async () => {
      while (exporting) {
        others.push((await timeRequest(`${product.baseUrl}/api/health`)).ms);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const cpuBefore = cpuMs(product.pid);
    const answer = await download(url, headers);
    const cpu = cpuMs(product.pid) - cpuBefore;
    exporting = false;
    await pinging;
    const peak = statusKb(product.pid, 'VmHWM');
    others.sort((a, b) => a - b);
    const quantile = (q) =>
      `${others[Math.min(others.length - 1, Math.floor(q * others.length))].toFixed(0)} ms`;
    if (answer.status !== 200) throw new Error(`PDF answered ${answer.status}`);
    row(
      `  #${run}`,
      `${answer.firstByteMs.toFixed(0)} ms`,
      `${answer.lastByteMs.toFixed(0)} ms`,
      kib(answer.body.length),
      pageCount(answer.body),
      `${(cpu / 1000).toFixed(1)} s`,
      mib(before),
      mib(peak),
      quantile(0.5),
      quantile(0.99),
    );
  }
}

const cpu = cpus();
console.log(
  `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`,
);
console.log(`${entries} entries in ${USER}'s log, plus the sign-ins of the bench`);

const adminUrl = withDatabase(serverUrl, 'postgres');
const database = `oportuna_bench_audit_${Date.now()}`;
const benchUrl = withDatabase(serverUrl, database);
await sql(adminUrl, `create database ${database}`);
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-'));
const embeddedDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-pglite-'));
let product;
try {
  // A first start seeds the demo data; the measured process is a second one, so that its
  // memory is what a running server holds, not what seeding left behind.
  product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
  await product.stop();
  await sql(benchUrl, FILL, [USER, entries]);
  product = await startProduct(root, { DATABASE_URL: benchUrl, DATA_DIR: dataDir });
  await measure('PostgreSQL', product, dataDir);
  await product.stop();

  // The embedded database: filled between a first start (which creates it) and the measure.
  product = await startProduct(root, { DATABASE_URL: '', DATA_DIR: embeddedDir });
  await product.stop();
  const client = await PGlite.create(join(embeddedDir, 'pgdata'), {
    extensions: { pg_trgm, unaccent },
  });
  await client.query(FILL, [USER, entries]);
  await client.close();
  product = await startProduct(root, { DATABASE_URL: '', DATA_DIR: embeddedDir });
  await measure('embedded database (PGlite, same process)', product, embeddedDir);
} finally {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(embeddedDir, { recursive: true, force: true });
  await sql(adminUrl, `drop database if exists ${database} with (force)`);
}
