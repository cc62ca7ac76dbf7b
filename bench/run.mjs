// Starts the built product with demo data on a free port and measures its endpoints with
// autocannon. Prints figures and the machine; never fails on a number (see docs/performance.md).
// DATABASE_URL points it at PostgreSQL (an empty database; BENCH_PROPOSALS synthetic
// opportunities, 100,000 by default, are added); otherwise the embedded database in a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LOAD_ENDPOINTS, SINGLE_REQUESTS } from './endpoints.mjs';
import { generateProposals } from './generate-proposals.mjs';
import { freePort, measure, signIn, waitForHealth } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-'));
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  const baseUrl = `http://127.0.0.1:${port}`;
  const health = await waitForHealth(baseUrl);
  const extra = Number(process.env.BENCH_PROPOSALS ?? 100_000);
  if (process.env.DATABASE_URL && extra > 0) {
    const ms = await generateProposals(process.env.DATABASE_URL, extra);
    console.log(`generated ${extra} opportunities in ${(ms / 1000).toFixed(1)} s`);
  }
  const token = await signIn(baseUrl, dataDir, 'admin.cidade@oportuna.dev');
  const auth = { authorization: `Bearer ${token}` };
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), node ${process.version}`,
  );
  console.log(
    `database: ${health.database.engine}; ${connections} connections, ${duration} s per endpoint\n`,
  );
  console.log(
    'endpoint'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const endpoint of LOAD_ENDPOINTS) {
    let sent = 0;
    const result = await autocannon({
      url: `${baseUrl}${endpoint.path}`,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip', ...(endpoint.auth ? auth : {}) },
      ...(endpoint.unique
        ? {
            requests: [
              { setupRequest: (request) => ({ ...request, path: endpoint.unique(++sent) }) },
            ],
          }
        : {}),
    });
    console.log(
      endpoint.name.padEnd(44),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
  }
  // Requests still in flight when the load stopped would otherwise slow the first timing.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(
    `\n${'single request'.padEnd(44)} ${'first ms'.padStart(9)} ${'best ms'.padStart(8)} ${'KB gzip'.padStart(8)}`,
  );
  for (const single of SINGLE_REQUESTS) {
    const runs = [];
    for (let i = 0; i < 5; i++) {
      runs.push(await measure(`${baseUrl}${single.path}`, single.auth ? auth : {}));
    }
    const best = [...runs].sort((a, b) => a.ms - b.ms)[0];
    console.log(
      single.name.padEnd(44),
      runs[0].ms.toFixed(1).padStart(9),
      best.ms.toFixed(1).padStart(8),
      (best.bytes / 1024).toFixed(1).padStart(8),
    );
  }
  console.log('\nthe opportunities map drawn in Chromium: npm run bench:map -w bench');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
