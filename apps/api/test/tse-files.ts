import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/** The columns every year's main file starts with. */
const CANDIDATE_HEAD = [
  'DT_GERACAO',
  'HH_GERACAO',
  'ANO_ELEICAO',
  'CD_TIPO_ELEICAO',
  'NM_TIPO_ELEICAO',
  'NR_TURNO',
  'CD_ELEICAO',
  'DS_ELEICAO',
  'DT_ELEICAO',
  'TP_ABRANGENCIA',
  'SG_UF',
  'SG_UE',
  'NM_UE',
  'CD_CARGO',
  'DS_CARGO',
  'SQ_CANDIDATO',
  'NR_CANDIDATO',
  'NM_CANDIDATO',
  'NM_URNA_CANDIDATO',
  'NM_SOCIAL_CANDIDATO',
  'NR_CPF_CANDIDATO',
] as const;

/** The main file's columns in 2020 (the judgment in DS_DETALHE_SITUACAO_CAND). */
export const CAND_COLUMNS_2020 = [
  ...CANDIDATE_HEAD,
  'NM_EMAIL',
  'CD_SITUACAO_CANDIDATURA',
  'DS_SITUACAO_CANDIDATURA',
  'CD_DETALHE_SITUACAO_CAND',
  'DS_DETALHE_SITUACAO_CAND',
  'TP_AGREMIACAO',
  'NR_PARTIDO',
  'SG_PARTIDO',
  'NM_PARTIDO',
  'SQ_COLIGACAO',
  'NM_COLIGACAO',
  'DS_COMPOSICAO_COLIGACAO',
  'CD_NACIONALIDADE',
  'DS_NACIONALIDADE',
  'SG_UF_NASCIMENTO',
  'CD_MUNICIPIO_NASCIMENTO',
  'NM_MUNICIPIO_NASCIMENTO',
  'DT_NASCIMENTO',
  'NR_IDADE_DATA_POSSE',
  'NR_TITULO_ELEITORAL_CANDIDATO',
  'CD_GENERO',
  'DS_GENERO',
  'CD_GRAU_INSTRUCAO',
  'DS_GRAU_INSTRUCAO',
  'CD_ESTADO_CIVIL',
  'DS_ESTADO_CIVIL',
  'CD_COR_RACA',
  'DS_COR_RACA',
  'CD_OCUPACAO',
  'DS_OCUPACAO',
  'VR_DESPESA_MAX_CAMPANHA',
  'CD_SIT_TOT_TURNO',
  'DS_SIT_TOT_TURNO',
  'ST_REELEICAO',
  'ST_DECLARAR_BENS',
  'NR_PROTOCOLO_CANDIDATURA',
  'NR_PROCESSO',
  'CD_SITUACAO_CANDIDATO_PLEITO',
  'DS_SITUACAO_CANDIDATO_PLEITO',
  'CD_SITUACAO_CANDIDATO_URNA',
  'DS_SITUACAO_CANDIDATO_URNA',
  'ST_CANDIDATO_INSERIDO_URNA',
] as const;

/**
 * The main file's columns since 2024: federations, no judgment (in the complementary file). The
 * birth UF, scholarity, occupation and e-mail (now DS_EMAIL) stay in the main file.
 */
export const CAND_COLUMNS_2024 = [
  ...CANDIDATE_HEAD,
  'DS_EMAIL',
  'CD_SITUACAO_CANDIDATURA',
  'DS_SITUACAO_CANDIDATURA',
  'TP_AGREMIACAO',
  'NR_PARTIDO',
  'SG_PARTIDO',
  'NM_PARTIDO',
  'NR_FEDERACAO',
  'NM_FEDERACAO',
  'SG_FEDERACAO',
  'DS_COMPOSICAO_FEDERACAO',
  'SQ_COLIGACAO',
  'NM_COLIGACAO',
  'DS_COMPOSICAO_COLIGACAO',
  'SG_UF_NASCIMENTO',
  'DT_NASCIMENTO',
  'NR_TITULO_ELEITORAL_CANDIDATO',
  'CD_GENERO',
  'DS_GENERO',
  'CD_GRAU_INSTRUCAO',
  'DS_GRAU_INSTRUCAO',
  'CD_ESTADO_CIVIL',
  'DS_ESTADO_CIVIL',
  'CD_COR_RACA',
  'DS_COR_RACA',
  'CD_OCUPACAO',
  'DS_OCUPACAO',
  'CD_SIT_TOT_TURNO',
  'DS_SIT_TOT_TURNO',
] as const;

/**
 * consulta_cand_complementar (2024 on), as far as its layout is known: keyed by SQ_CANDIDATO,
 * the judgment and what the main file lost (nationality, birth town, age at inauguration…).
 */
export const COMPLEMENTARY_COLUMNS = [
  'DT_GERACAO',
  'HH_GERACAO',
  'ANO_ELEICAO',
  'CD_ELEICAO',
  'SQ_CANDIDATO',
  'CD_NACIONALIDADE',
  'DS_NACIONALIDADE',
  'CD_MUNICIPIO_NASCIMENTO',
  'NM_MUNICIPIO_NASCIMENTO',
  'NR_IDADE_DATA_POSSE',
  'ST_QUILOMBOLA',
  'CD_ETNIA_INDIGENA',
  'DS_ETNIA_INDIGENA',
  'VR_DESPESA_MAX_CAMPANHA',
  'ST_REELEICAO',
  'ST_DECLARAR_BENS',
  'NR_PROTOCOLO_CANDIDATURA',
  'NR_PROCESSO',
  'CD_SITUACAO_CANDIDATO_PLEITO',
  'DS_SITUACAO_CANDIDATO_PLEITO',
  'CD_SITUACAO_CANDIDATO_URNA',
  'DS_SITUACAO_CANDIDATO_URNA',
  'ST_CANDIDATO_INSERIDO_URNA',
  'NM_TIPO_DESTINACAO_VOTOS',
  'CD_SITUACAO_CANDIDATO_TOT',
  'DS_SITUACAO_CANDIDATO_TOT',
  'ST_PREST_CONTAS',
  'ST_SUBSTITUIDO',
  'SQ_SUBSTITUIDO',
  'SQ_ORDEM_SUPLENCIA',
  'DT_ACEITE_CANDIDATURA',
  'CD_SITUACAO_JULGAMENTO',
  'DS_SITUACAO_JULGAMENTO',
  'CD_SITUACAO_JULGAMENTO_COLEGIADO',
  'DS_SITUACAO_JULGAMENTO_COLEGIADO',
  'DT_SITUACAO_JULGAMENTO_COLEGIADO',
] as const;

export type TseTable = { columns: readonly string[]; rows: string[][] };

/** A row in `columns`' order: the fields given, `#NULO#` for the rest (as TSE fills them). */
export function tseRow(columns: readonly string[], fields: Record<string, string>): string[] {
  return columns.map((column) => fields[column] ?? '#NULO#');
}

/** A CSV as TSE writes it: header row, every field quoted, `;`, CRLF, Latin-1. */
export function tseCsv({ columns, rows }: TseTable): Buffer {
  const line = (fields: readonly string[]) => fields.map((f) => `"${f}"`).join(';');
  return Buffer.from(`${[columns, ...rows].map(line).join('\r\n')}\r\n`, 'latin1');
}

/** A zip of deflated entries, the way TSE serves each year. */
export function zipOf(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = deflateRawSync(content);
    const fileName = Buffer.from(name, 'utf8');
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(0, at + 2);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(crc32(content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(content.length, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Writes files (CSVs or zips, as bytes) into a new folder and answers its path. */
export function writeTseFolder(files: Record<string, Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'tse-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}
