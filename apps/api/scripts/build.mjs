// Bundles the API server into dist/server.js. Our workspace packages (TypeScript sources) are
// bundled in; every npm dependency stays external and is loaded from node_modules at run time.
// Code reached only through import() (the demo seed) goes to separate chunks under dist/chunks,
// so a start without demo data never loads it.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies = {} } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@oportuna/'));

// Chunk names carry content hashes: old ones would pile up.
rmSync(join(apiRoot, 'dist'), { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// What the server loads at start: its file and the chunks it imports statically.
const loadedAtStart = new Set();
const visit = (file) => {
  if (loadedAtStart.has(file)) return;
  loadedAtStart.add(file);
  for (const { path, kind, external } of metafile.outputs[file].imports) {
    if (kind === 'import-statement' && !external) visit(path);
  }
};
visit('dist/server.js');
const seedAtStart = [...loadedAtStart]
  .flatMap((file) => Object.keys(metafile.outputs[file].inputs))
  .filter((input) => input.startsWith('src/seed/'));
if (seedAtStart.length > 0) {
  throw new Error(`Startup imports the seed statically: ${seedAtStart.join(', ')}`);
}
