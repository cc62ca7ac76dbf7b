// The public showcase page (/vitrine/{code}): its size as a visitor downloads it (HTML, its own
// script and stylesheet, and the embed script, gzip) and how long headless Chromium takes to
// load it, for several localities. Prints figures and the machine; never fails on a number
// (see docs/performance.md). Needs `npm run build`. BENCH_SHOWCASE_RUNS loads per page (5).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './browser.mjs';
import { freePort, measure, signIn, waitForHealth } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_SHOWCASE_RUNS ?? 5);
/** Bauru (with an industrial area drawn), São Paulo, Belo Horizonte, Manaus, and São Paulo state. */
const LOCALITIES = [3_506_003, 3_550_308, 3_106_200, 1_302_603, 35];

for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-showcase-'));
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForHealth(baseUrl);
  const token = await signIn(baseUrl, dataDir, 'superadmin@oportuna.dev');
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };

  // Bauru and São Paulo state have their demo customers; the other cities get a city hall.
  for (const code of LOCALITIES.slice(1, 4)) {
    const [city] = (await call('GET', `/api/cities?code=${code}`)).data;
    await call('POST', '/api/customers', {
      name: `Prefeitura de ${city.name}`,
      type: 'city',
      state: city.state.id,
      city: city.id,
    });
  }
  for (const code of LOCALITIES) {
    await call('PUT', `/api/locations/${code}/enable`);
    await call('POST', `/api/locations/${code}/showcase`);
  }
  // A small square around Bauru's seat, so that one page carries the map of its industrial area.
  const [bauru] = (await call('GET', '/api/cities?code=3506003')).data;
  const d = 0.003;
  const { latitude: y, longitude: x } = bauru;
  await call('PUT', '/api/locations/3506003', {
    industrial_area: {
      type: 'Polygon',
      coordinates: [
        [
          [x - d, y - d],
          [x + d, y - d],
          [x + d, y + d],
          [x - d, y + d],
          [x - d, y - d],
        ],
      ],
    },
  });

  const assets = {};
  for (const asset of [
    '/vitrine/assets/page.js?v=1',
    '/vitrine/assets/page.css?v=1',
    '/vitrine/embed.js',
  ]) {
    assets[asset] = (await measure(`${baseUrl}${asset}`)).bytes;
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  try {
    for (const code of LOCALITIES) {
      const html = await measure(`${baseUrl}/vitrine/${code}`);
      const times = [];
      for (let run = 0; run < runs; run += 1) {
        // A fresh context each time: nothing cached, as a first visit.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/vitrine/${code}`, { waitUntil: 'load' });
        times.push(
          await page.evaluate(() => {
            const [entry] = performance.getEntriesByType('navigation');
            return entry.loadEventEnd - entry.startTime;
          }),
        );
        await context.close();
      }
      const pageBytes =
        html.bytes + assets['/vitrine/assets/page.js?v=1'] + assets['/vitrine/assets/page.css?v=1'];
      rows.push({
        code,
        html: (html.bytes / 1024).toFixed(1),
        total: (pageBytes / 1024).toFixed(1),
        median: median(times).toFixed(0),
        max: Math.max(...times).toFixed(0),
      });
    }
  } finally {
    await browser.close();
  }

  console.log(
    `Machine: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node.js ${process.versions.node}`,
  );
  console.log(
    `Own assets, gzip: page.js ${(assets['/vitrine/assets/page.js?v=1'] / 1024).toFixed(1)} KB, page.css ${(assets['/vitrine/assets/page.css?v=1'] / 1024).toFixed(1)} KB, embed.js ${(assets['/vitrine/embed.js'] / 1024).toFixed(1)} KB`,
  );
  console.log(`Page loads: ${runs} per locality, fresh context each (phone viewport 390×844)`);
  console.log('| locality | HTML KB gzip | HTML+JS+CSS KB gzip | load p50 ms | load max ms |');
  console.log('| -------- | ------------ | ------------------- | ----------- | ----------- |');
  for (const row of rows) {
    console.log(`| ${row.code} | ${row.html} | ${row.total} | ${row.median} | ${row.max} |`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
