import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** E-mails the server wrote as .eml files (no SMTP configured), newest first. */
export function outboxMessages(): { file: string; content: string }[] {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, mtime: statSync(join(folder, file)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ file }) => ({ file, content: readFileSync(join(folder, file), 'utf8') }));
}
