// Bundles the API server into dist/server.js. Our workspace packages (TypeScript sources) are
// bundled in; every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies = {} } = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@oportuna/'));

await build({
  entryPoints: [join(apiRoot, 'src/server.ts')],
  outfile: join(apiRoot, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
