// Headless Chromium opens /corporate-connections and times how long the screen takes, from the
// moment the graph's answer arrives, to lay it out (ForceAtlas2 in its worker, until it stops
// by itself) and draw it. The answer is a generated graph of BENCH_DRAW_NODES nodes (1,000, a
// whole layer) served in place of the API's, so the figure is the browser's alone. Prints
// figures and the machine; never fails on a number. Usage: npm run build &&
// node bench/connections-draw.mjs   (embedded database; BENCH_DRAW_RUNS page loads, 3)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, signInInBrowser } from './browser.mjs';
import { seededRandom } from './list-queries.mjs';
import { startProduct } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const nodes = Number(process.env.BENCH_DRAW_NODES ?? 1_000);
const runs = Number(process.env.BENCH_DRAW_RUNS ?? 3);

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

/** A connections answer: a searched person, partners and companies, 1.5 edges a node. */
function generatedAnswer(count) {
  const random = seededRandom(7);
  const roles = ['partner', 'indirect', 'other'];
  const list = [{ id: 'p:0', name: 'SOCIO BUSCADO', role: 'searched', depth: 0 }];
  for (let i = 1; i < count; i++) {
    const role = roles[i % 3];
    list.push({
      id: role === 'other' ? `c:${i}` : `p:${i}`,
      name: `NO ${i}`,
      role,
      depth: 1 + (i % 2),
    });
  }
  const colors = { searched: '#2e7d32', partner: '#0d2c6b', indirect: '#00acc1', other: '#9e9e9e' };
  const data = list.map((node) => ({
    ...node,
    image: null,
    color: colors[node.role],
    type: node.role === 'other' ? 'company' : 'person',
    cnpj: node.role === 'other' ? '11222333000181' : null,
    cpf: node.role === 'other' ? null : '***123456**',
  }));
  const edges = new Map();
  for (let i = 1; i < count; i++) {
    const parent = Math.floor(random() * i);
    edges.set(`${parent}|${i}`, {
      id: `${parent}|${i}`,
      source: data[parent].id,
      target: data[i].id,
    });
    if (random() < 0.5) {
      const other = Math.floor(random() * count);
      if (other !== i) {
        edges.set(`${i}|${other}`, {
          id: `${i}|${other}`,
          source: data[i].id,
          target: data[other].id,
        });
      }
    }
  }
  return { data: { nodes: data, edges: [...edges.values()], cut: [] } };
}

const dataDir = mkdtempSync(join(tmpdir(), 'oportuna-bench-draw-'));
let product;
let browser;
try {
  product = await startProduct(root, { DATA_DIR: dataDir });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext({ baseURL: product.baseUrl, locale: 'pt-BR' });
  await signInInBrowser(await context.newPage(), dataDir);
  // When the canvas says the layout started and stopped, and the first frame after each.
  await context.addInitScript(() => {
    const marks = {};
    window.__layoutMarks = marks;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const state = change.target.dataset?.layout;
        if (change.attributeName !== 'data-layout' || !state || marks[state]) continue;
        marks[state] = performance.now();
        requestAnimationFrame(() => {
          marks[`${state}Frame`] = performance.now();
        });
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-layout'] });
  });
  const answer = JSON.stringify(generatedAnswer(nodes));
  await context.route('**/api/partners/connections?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: answer }),
  );
  const cpu = cpus();
  console.log(
    `machine: ${cpu.length} cores (${cpu[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB; chromium ${browser.version()}`,
  );
  const parsed = JSON.parse(answer).data;
  console.log(
    `answer: ${parsed.nodes.length} nodes, ${parsed.edges.length} edges, ${(answer.length / 1024).toFixed(0)} KB\n`,
  );
  console.log(
    'run   page start → answer ms   answer → layout start ms   layout ms   answer → laid out and drawn ms',
  );
  for (let run = 1; run <= runs; run++) {
    const page = await context.newPage();
    await page.goto(
      `/corporate-connections?name=SOCIO+BUSCADO&document=${encodeURIComponent('***123456**')}&run=${run}`,
    );
    await page.waitForSelector('[data-testid="connections-canvas"][data-layout="done"]', {
      timeout: 60_000,
    });
    await page.waitForFunction(() => window.__layoutMarks.doneFrame !== undefined);
    const figures = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/api/partners/connections?'));
      return { answered: entry?.responseEnd ?? 0, ...window.__layoutMarks };
    });
    const ms = (value) => String(Math.round(value));
    console.log(
      [
        String(run).padEnd(6),
        ms(figures.answered).padStart(22),
        ms(figures.running - figures.answered).padStart(24),
        ms(figures.done - figures.running).padStart(16),
        // The frame after the layout stopped: what it shows is the final drawing.
        ms(figures.doneFrame - figures.answered).padStart(34),
      ].join(''),
    );
    await page.close();
  }
} finally {
  await browser?.close();
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
