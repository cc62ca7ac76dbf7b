import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = 'oportuna.json';

export class DataDirError extends Error {}

/**
 * Makes sure DATA_DIR belongs to this product before anything is written to it: a new or empty
 * folder is claimed with a marker file; a folder with other content is refused, never reused.
 */
export function prepareDataDir(dataDir: string): void {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new DataDirError(`DATA_DIR ${dataDir} não é uma pasta.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const markerFile = join(dataDir, MARKER);
  if (!existsSync(markerFile)) {
    if (readdirSync(dataDir).length > 0) {
      throw new DataDirError(
        `DATA_DIR ${dataDir} já contém arquivos que não são do Oportuna; indique uma pasta vazia ou nova.`,
      );
    }
    writeFileSync(
      markerFile,
      `${JSON.stringify({ product: 'oportuna', createdAt: new Date().toISOString() }, null, 2)}\n`,
    );
    return;
  }
  let marker: unknown;
  try {
    marker = JSON.parse(readFileSync(markerFile, 'utf8'));
  } catch {
    throw new DataDirError(`DATA_DIR ${dataDir} está corrompida: ${MARKER} ilegível.`);
  }
  if ((marker as { product?: unknown } | null)?.product !== 'oportuna') {
    throw new DataDirError(`DATA_DIR ${dataDir} pertence a outro produto (${MARKER} inesperado).`);
  }
}
