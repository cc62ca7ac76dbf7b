// Command line: loads TSE's candidate files (consulta_cand_<ano>.zip and, from 2024,
// consulta_cand_complementar_<ano>.zip, or a folder of them or of their CSVs) into the
// database named by DATABASE_URL, or the embedded one in DATA_DIR. Usage:
//   npm run import:tse -- <zip or folder>
import { requireExisting, runImport } from '../run-import.ts';
import { loadTseCandidacies } from './load-tse.ts';
import { formatReport, progressPrinter } from './tse-progress.ts';

const path = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!path) {
  console.error('Informe o zip ou a pasta com os arquivos do TSE: npm run import:tse -- <caminho>');
  process.exit(1);
}
requireExisting(path);

await runImport(async (database) =>
  formatReport(await loadTseCandidacies(database, path, { onProgress: progressPrinter() })),
);
