// Headless Chromium opens /proposals in map mode and times how long MapLibre takes to draw the
// opportunities once their map request (GET /api/proposals?fields=…&limit=10000) has arrived.
// Prints figures and the machine; never fails on a number (see docs/performance.md).
// DATABASE_URL points it at PostgreSQL (an empty database); otherwise the embedded database in a
// fresh DATA_DIR. BENCH_MAP_PROPOSALS synthetic opportunities (10,000 by default) join the demo
// ones, so the map request answers its full 10,000 points. BENCH_MAP_RUNS page loads (3).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, signInInBrowser } from './browser.mjs';
import { generateProposals } from './generate-proposals.mjs';
import { freePort, waitForHealth } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_MAP_RUNS ?? 3);
const extra = Number(process.env.BENCH_MAP_PROPOSALS ?? 10_000);
const email = 'admin.cidade@oportuna.dev';

for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
if (!chromiumPath) {
  console.error('Chromium not found: install it or set CHROME_PATH.');
  process.exit(1);
}

/** Runs in every page before the app: finds MapLibre's map and notes when the points are drawn. */
function installMapProbe() {
  // Keeps the map request's entry however many chunks the app loads first (250 by default).
  performance.setResourceTimingBufferSize(10_000);
  const probe = { mapAt: null, drawnAt: null, nextFrameAt: null, countPoints: () => 0 };
  window.__mapDrawProbe = probe;
  // The map is not exposed by the app: react-map-gl's <Map> holds MapView's ref, reached through
  // the React fiber of the map's container element.
  const mapOf = (element) => {
    const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
    for (let fiber = key ? element[key] : null; fiber; fiber = fiber.return) {
      const ref = fiber.ref ?? fiber.memoizedProps?.ref;
      if (typeof ref?.current?.getMap === 'function') return ref.current.getMap();
    }
    return null;
  };
  const watch = () => {
    const element = document.querySelector('.maplibregl-map');
    const map = element ? mapOf(element) : null;
    if (!map) {
      requestAnimationFrame(watch);
      return;
    }
    probe.mapAt = performance.now();
    // Armed once the points source holds data: the data first set is an empty collection.
    let armed = false;
    map.on('sourcedata', (event) => {
      if (event.sourceId !== 'map-points' || event.sourceDataType !== 'content') return;
      map
        .getSource('map-points')
        ?.getData()
        .then((data) => {
          armed = data.features.length > 0;
        });
    });
    // New data sets the source's tiles reloading; 'render' follows each drawn frame, so the
    // first one after that with all of them loaded drew the points. Counting them (a query
    // over every feature) waits until after the timings.
    const onRender = () => {
      if (!armed || !map.isSourceLoaded('map-points')) return;
      probe.drawnAt = performance.now();
      map.off('render', onRender);
      requestAnimationFrame(() => {
        probe.nextFrameAt = performance.now();
      });
    };
    map.on('render', onRender);
    probe.countPoints = () =>
      new Set(map.querySourceFeatures('map-points').map((feature) => feature.properties.id)).size;
  };
  requestAnimationFrame(watch);
}

function startServer(port, dataDir) {
  return spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** PGlite is one process's files: the API prepares them, stops, and is started again after. */
async function seedEmbedded(dataDir, count) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm, unaccent } });
  try {
    return await generateProposals(db, count);
  } finally {
    await db.close();
  }
}

const isMapRequest = (url) => url.includes('/api/proposals?') && url.includes('limit=10000');

/** One page load of /proposals with its map; times are the page's own (performance.now()). */
async function measureOnce(context) {
  const page = await context.newPage();
  try {
    const answered = page.waitForResponse((response) => isMapRequest(response.url()), {
      timeout: 120_000,
    });
    // Whatever fails first is the error to report, not this wait cut short by page.close().
    answered.catch(() => {});
    await page.goto('/proposals');
    // The map toggle is kept per list in local storage: on from the second load on.
    const toggle = page.getByRole('button', { name: 'Mapa' });
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    const response = await answered;
    const returned = (await response.json()).data.length;
    const drawn = page
      .waitForFunction(() => window.__mapDrawProbe.nextFrameAt !== null, null, {
        timeout: 120_000,
        polling: 100,
      })
      .then(() => 'drawn');
    const unavailable = page
      .getByTestId('map-unavailable')
      .waitFor({ timeout: 120_000 })
      .then(() => 'unavailable');
    // The wait that loses the race fails when the page closes: not an error to report.
    drawn.catch(() => {});
    unavailable.catch(() => {});
    if ((await Promise.race([drawn, unavailable])) !== 'drawn') {
      throw new Error('the map could not load (no WebGL?)');
    }
    return await page.evaluate(
      ({ url, returned }) => {
        const entry = performance.getEntriesByName(url).at(-1);
        const probe = window.__mapDrawProbe;
        return {
          returned,
          points: probe.countPoints(),
          requestMs: entry.responseEnd - entry.startTime,
          drawMs: probe.drawnAt - entry.responseEnd,
          nextFrameMs: probe.nextFrameAt - entry.responseEnd,
          mapCreatedMs: probe.mapAt - entry.responseEnd,
        };
      },
      { url: response.url(), returned },
    );
  } finally {
    await page.close();
  }
}

/** The WebGL renderer Chromium gives pages (SwiftShader, software, when there is no GPU). */
async function webglRenderer(context) {
  const page = await context.newPage();
  try {
    return await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return 'no WebGL 2';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    });
  } finally {
    await page.close();
  }
}

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-map-'));
let server = startServer(port, dataDir);
let browser;
try {
  const health = await waitForHealth(baseURL);
  if (extra > 0) {
    let ms;
    if (process.env.DATABASE_URL) {
      ms = await generateProposals(process.env.DATABASE_URL, extra);
    } else {
      await stopServer(server);
      ms = await seedEmbedded(dataDir, extra);
      server = startServer(port, dataDir);
      await waitForHealth(baseURL);
    }
    console.log(`generated ${extra} opportunities in ${(ms / 1000).toFixed(1)} s`);
  }

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 720 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript(installMapProbe);
  const signInPage = await context.newPage();
  await signInInBrowser(signInPage, dataDir, email);
  await signInPage.close();

  const cpu = cpus();
  const webVersion = JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8')).version;
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), ` +
      `node ${process.version}, Chromium ${browser.version()} headless`,
  );
  console.log(`WebGL: ${await webglRenderer(context)}`);
  console.log(
    'no GPU here: MapLibre draws through SwiftShader (WebGL in software), slower than a real GPU',
  );
  console.log(`database: ${health.database.engine}; web ${webVersion}; viewport 1280×720\n`);
  console.log(
    'run'.padEnd(4),
    'points'.padStart(7),
    'on map'.padStart(7),
    'request ms'.padStart(11),
    'map created ms'.padStart(15),
    'drawn ms'.padStart(9),
    'next frame ms'.padStart(14),
  );
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const result = await measureOnce(context);
    results.push(result);
    console.log(
      String(run).padEnd(4),
      String(result.returned).padStart(7),
      String(result.points).padStart(7),
      result.requestMs.toFixed(0).padStart(11),
      `${result.mapCreatedMs > 0 ? '+' : ''}${result.mapCreatedMs.toFixed(0)}`.padStart(15),
      result.drawMs.toFixed(0).padStart(9),
      result.nextFrameMs.toFixed(0).padStart(14),
    );
  }
  const firstAndBest = (key) =>
    `first ${results[0][key].toFixed(0)} ms, best ${Math.min(...results.map((r) => r[key])).toFixed(0)} ms`;
  console.log(
    '\npoints: in the map response; on map: distinct points in the tiles of the frame that' +
      '\ndrew them (tiles reach past the visible edge). Times from the end of the map response' +
      '\n(the page’s resource timing): map created, when MapLibre started (+ after the response);' +
      '\ndrawn, the end of MapLibre’s first frame with all of the points’ tiles; next frame, the' +
      '\npage’s next animation frame, which waits for the drawn one (a proxy for the screen).',
  );
  console.log(`response→drawn:      ${firstAndBest('drawMs')}`);
  console.log(
    `response→next frame: ${firstAndBest('nextFrameMs')} (budget 1,500 ms, 10,000 points)`,
  );
} finally {
  await browser?.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
