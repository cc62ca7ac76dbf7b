import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cnpjCheckDigits } from '@oportuna/domain';
import { RECEITA_LAYOUT } from '../src/importers/receita/receita-layout.ts';

export type ReceitaRecords = (string | null)[][];

/** Records in Receita's layout: `;`-separated, every field quoted, Latin-1, no header. */
export function receitaBytes(records: ReceitaRecords): Buffer {
  return Buffer.from(
    `${records.map((fields) => fields.map((f) => `"${f ?? ''}"`).join(';')).join('\n')}\n`,
    'latin1',
  );
}

/** Writes a release's files (plain, as unpacked from their zips) into a new folder. */
export function writeReceitaRelease(files: Record<string, ReceitaRecords | Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'receita-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(folder, name), Buffer.isBuffer(content) ? content : receitaBytes(content));
  }
  return folder;
}

/** The CNPJ made of these 12 characters and the check digits that make it valid. */
export const withCheckDigits = (base: string) => `${base}${cnpjCheckDigits(base)}`;

/** An establishment row with every column blank but those given. */
export function establishment(
  fields: Partial<Record<(typeof RECEITA_LAYOUT.estabelecimentos)[number], string>>,
) {
  return RECEITA_LAYOUT.estabelecimentos.map((column) => fields[column] ?? '');
}
