// Command line: loads a Receita Federal CNPJ release (its zips, or the files unpacked) into
// the database named by DATABASE_URL, or the embedded one in DATA_DIR. Usage:
//   npm run import:receita -- <folder> [--release AAAA-MM]
import { loadConfig } from '../../config.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open-database.ts';
import { loadReferenceData } from '../reference-data/load-reference-data.ts';
import { loadReceitaRelease } from './load-receita.ts';
import { releaseOfFolder } from './receita-files.ts';
import { formatReport, progressPrinter } from './receita-progress.ts';

const args = process.argv.slice(2);
const releaseAt = args.indexOf('--release');
const releaseArgument = releaseAt === -1 ? undefined : args[releaseAt + 1];
const folder = args.find((arg, index) => !arg.startsWith('--') && index !== releaseAt + 1);
if (!folder) {
  console.error('Informe a pasta com os arquivos da Receita: npm run import:receita -- <pasta>');
  process.exit(1);
}
const release = releaseArgument
  ? /^\d{4}-\d{2}$/.test(releaseArgument)
    ? `${releaseArgument}-01`
    : null
  : releaseOfFolder(folder);
if (!release) {
  console.error(
    'Informe o mês da publicação com --release AAAA-MM (ou use a pasta AAAA-MM da Receita).',
  );
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
  // Municipalities (with their SIAFI codes) map Receita's codes to IBGE.
  await loadReferenceData(database.db);
  const report = await loadReceitaRelease(database, folder, {
    release,
    onProgress: progressPrinter(),
  });
  console.log(formatReport(report));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
