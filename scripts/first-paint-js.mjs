// Gzipped JavaScript a screen downloads before its first paint, per docs/performance.md: the
// entry chunk with its static imports, plus each lazy route module on the way to the screen
// (layout, page) with theirs, every chunk gzipped on its own and counted once.
//
//   node scripts/first-paint-js.mjs          reads apps/web/dist/.vite/manifest.json
//   node scripts/first-paint-js.mjs --build  builds apps/web with a manifest first
//
// Chunks loaded on use (React.lazy, dynamic import inside a page) are left out. KB = 1,024 bytes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const manifestPath = `${web}dist/.vite/manifest.json`;
const BUDGET_KB = 250;

const SHELL = 'src/app/shell/app-layout.tsx';
const screens = [
  { name: 'entry alone', modules: [] },
  { name: 'login screen', modules: ['src/features/auth/pages/login-page.tsx'] },
  { name: 'shell only (header, menu, footer)', modules: [SHELL] },
  { name: '/cities', modules: [SHELL, 'src/features/cities/pages/cities-page.tsx'] },
  { name: '/states', modules: [SHELL, 'src/features/states/pages/states-page.tsx'] },
  { name: '/politicians', modules: [SHELL, 'src/features/politicians/pages/politicians-page.tsx'] },
];

if (process.argv.includes('--build')) {
  execFileSync('npx', ['vite', 'build', '--manifest'], { cwd: web, stdio: 'inherit' });
}
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run with --build (vite build --manifest).`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipSizes = new Map();

function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(`${web}dist/${file}`)).length);
  }
  return gzipSizes.get(file);
}

/** The chunk of `key` and everything it imports statically. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const rows = screens.map(({ name, modules }) => {
  const files = new Set();
  for (const key of [entryKey, ...modules]) collect(key, files);
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  return { name, kb: bytes / 1024, files: files.size };
});

const width = Math.max(...rows.map((row) => row.name.length));
for (const row of rows) {
  const over = row.name.startsWith('/') && row.kb >= BUDGET_KB ? '  over budget' : '';
  console.log(
    `${row.name.padEnd(width)}  ${row.kb.toFixed(1).padStart(5)} KB  (${row.files} chunks)${over}`,
  );
}
