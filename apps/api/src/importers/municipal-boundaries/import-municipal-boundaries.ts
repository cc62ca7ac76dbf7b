// Command line: loads IBGE municipal mesh files (geojs-<state code>-mun.json) into the
// database named by DATABASE_URL, or the embedded one in DATA_DIR. Usage:
//   npm run import:boundaries -w apps/api -- <file or folder> [...]
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../config.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open-database.ts';
import { loadMunicipalBoundaries } from './load-municipal-boundaries.ts';

const inputs = process.argv.slice(2);
if (inputs.length === 0) {
  console.error('Informe arquivos geojs-XX-mun.json ou a pasta que os contém.');
  process.exit(1);
}
const files = inputs.flatMap((input) =>
  statSync(input).isDirectory()
    ? readdirSync(input)
        .filter((f) => /-mun\.json$/.test(f))
        .sort()
        .map((f) => join(input, f))
    : [input],
);
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgresql', url: config.databaseUrl, loads: true }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  for (const [index, file] of files.entries()) {
    const report = await loadMunicipalBoundaries(database.db, file);
    console.log(
      `[${index + 1}/${files.length}] ${report.file}: ${report.loaded} municípios` +
        (report.skipped.length
          ? `, ${report.skipped.length} ignorados (${report.skipped
              .map((s) => `${s.id || '?'}: ${s.reason}`)
              .slice(0, 5)
              .join('; ')})`
          : ''),
    );
  }
  console.log('Reinicie o servidor para que os mapas usem os novos limites.');
} finally {
  await database.close();
}
