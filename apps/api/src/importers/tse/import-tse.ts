// Command line: loads TSE's candidate files (consulta_cand_<ano>.zip and, from 2024,
// consulta_cand_complementar_<ano>.zip, or a folder of them or of their CSVs) into the
// database named by DATABASE_URL, or the embedded one in DATA_DIR. Usage:
//   npm run import:tse -- <zip or folder>
import { loadConfig } from '../../config.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open-database.ts';
import { loadReferenceData } from '../reference-data/load-reference-data.ts';
import { loadTseCandidacies } from './load-tse.ts';
import { formatReport, progressPrinter } from './tse-progress.ts';

const path = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!path) {
  console.error('Informe o zip ou a pasta com os arquivos do TSE: npm run import:tse -- <caminho>');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgresql', url: config.databaseUrl, poolSize: 2 }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  // Municipalities (names and SIAFI codes) map TSE's codes to IBGE.
  await loadReferenceData(database.db);
  const report = await loadTseCandidacies(database, path, { onProgress: progressPrinter() });
  console.log(formatReport(report));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
