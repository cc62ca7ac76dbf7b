// The product's first start on a new DATA_DIR (migrations, reference data, demo data and its
// Receita release), as `npm start` does it on a fresh clone: time until /api/health answers,
// and each loading step the server logs. Run after `npm run build`; FIRST_START_RUNS (3) times.
// Prints figures; never fails on a number (docs/performance.md keeps them).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.FIRST_START_RUNS ?? 3);

async function firstStart() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-first-start-'));
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const started = performance.now();
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const steps = {};
  createInterface({ input: server.stdout }).on('line', (line) => {
    try {
      const entry = JSON.parse(line);
      if (typeof entry.ms === 'number') steps[entry.msg] = entry.ms;
    } catch {}
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`);
    return { total: performance.now() - started, steps };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`first start on the embedded database, ${runs} runs, ${cpus().length} cores`);
const totals = [];
for (let run = 1; run <= runs; run++) {
  const { total, steps } = await firstStart();
  totals.push(total);
  const detail = Object.entries(steps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(`run ${run}: healthy after ${(total / 1000).toFixed(1)} s (${detail})`);
}
totals.sort((a, b) => a - b);
console.log(`median ${(totals[Math.floor(totals.length / 2)] / 1000).toFixed(1)} s`);
