// Command line: loads a Receita Federal CNPJ release (its zips, or the files unpacked) into
// the database named by DATABASE_URL, or the embedded one in DATA_DIR. Usage:
//   npm run import:receita -- <folder> [--release AAAA-MM]
import { requireExisting, runImport } from '../run-import.ts';
import { loadReceitaRelease } from './load-receita.ts';
import { releaseOfFolder } from './receita-files.ts';
import { formatReport, progressPrinter } from './receita-progress.ts';

const args = process.argv.slice(2);
const releaseAt = args.indexOf('--release');
const releaseArgument = releaseAt === -1 ? undefined : args[releaseAt + 1];
// The folder is the argument that is neither an option nor the value of --release.
const folder = args.find(
  (arg, index) => !arg.startsWith('--') && (releaseAt === -1 || index !== releaseAt + 1),
);
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
requireExisting(folder);

await runImport(async (database) =>
  formatReport(
    await loadReceitaRelease(database, folder, { release, onProgress: progressPrinter() }),
  ),
);
