// Starts the built product with demo data on a free port and measures its endpoints with
// autocannon. Prints figures and the machine; never fails on a number (see docs/performance.md).
// DATABASE_URL points it at PostgreSQL; otherwise the embedded database in a fresh DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ENDPOINTS } from './endpoints.mjs';
import { freePort, waitForHealth } from './server.mjs';

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
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), node ${process.version}`,
  );
  console.log(
    `database: ${health.database.engine}; ${connections} connections, ${duration} s per endpoint\n`,
  );
  console.log(
    'endpoint'.padEnd(48),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const endpoint of ENDPOINTS) {
    const result = await autocannon({
      url: `${baseUrl}${endpoint.path}`,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip', ...(endpoint.headers ?? {}) },
    });
    console.log(
      endpoint.name.padEnd(48),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
