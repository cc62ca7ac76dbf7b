import {
  clean,
  cpfMiddleDigits,
  integerOrNull,
  isElectedResult,
  type TseKind,
  tseDate,
  ufOrNull,
} from './tse-layout.ts';

/** A row of the main file as stored (tse_candidacies' columns), before the city is mapped. */
export type CandidacyRecord = {
  year: number;
  candidate_seq: number;
  election_code: number | null;
  election_name: string | null;
  election_date: string | null;
  round: number;
  scope: string | null;
  office_code: number;
  office_description: string;
  uf: string;
  electoral_unit_code: string;
  electoral_unit_name: string | null;
  number: number | null;
  name: string;
  ballot_name: string | null;
  social_name: string | null;
  party_number: number | null;
  party_abbreviation: string | null;
  party_name: string | null;
  cpf_digits: string | null;
  birth_date: string | null;
  gender: string | null;
  born_uf: string | null;
  scholarity: string | null;
  occupation: string | null;
  email: string | null;
  candidacy_status: string | null;
  situation: string | null;
  is_elected: boolean;
  round_result: string | null;
};

/** The judgment of a candidacy, from the complementary file (2024 on). */
export type JudgmentRecord = { year: number; candidate_seq: number; situation: string | null };

export type Parsed<T> = { record: T; notes: string[] } | { skip: string };

/** A row's fields by column name, whatever order or extra columns a year's layout has. */
export type Row = (column: string) => string | null;

export function rowReader(header: string[]): (fields: string[]) => Row {
  const at = new Map(header.map((column, index) => [column.trim().toUpperCase(), index]));
  return (fields) => (column) => {
    const index = at.get(column);
    return index === undefined ? null : clean(fields[index]);
  };
}

/** Columns without which a file is not the one its name says. */
export const REQUIRED_COLUMNS: Record<TseKind, string[]> = {
  candidatos: [
    'ANO_ELEICAO',
    'NR_TURNO',
    'SG_UF',
    'SG_UE',
    'NM_UE',
    'CD_CARGO',
    'DS_CARGO',
    'SQ_CANDIDATO',
    'NM_CANDIDATO',
    'DS_SIT_TOT_TURNO',
  ],
  complementar: ['SQ_CANDIDATO', 'DS_SITUACAO_JULGAMENTO'],
};

/** The judgment in the main file: the detail column until 2020; its later name, if any. */
const MAIN_FILE_JUDGMENT = ['DS_DETALHE_SITUACAO_CAND', 'DS_SITUACAO_JULGAMENTO'];

/** The e-mail column: NM_EMAIL until 2020, DS_EMAIL since. */
const EMAIL = ['NM_EMAIL', 'DS_EMAIL'];

const firstOf = (row: Row, columns: string[]) =>
  columns.map(row).find((value) => value !== null) ?? null;

function sequence(row: Row): number | null {
  const value = integerOrNull(row('SQ_CANDIDATO'));
  return value !== null && value > 0 ? value : null;
}

function yearOf(row: Row, fileYear: number): number | 'other' {
  const year = integerOrNull(row('ANO_ELEICAO'));
  return year === null || year === fileYear ? fileYear : 'other';
}

export function candidacyOf(row: Row, fileYear: number): Parsed<CandidacyRecord> {
  const candidateSeq = sequence(row);
  if (candidateSeq === null) return { skip: 'sem SQ_CANDIDATO' };
  const year = yearOf(row, fileYear);
  if (year === 'other') return { skip: 'ANO_ELEICAO diferente do ano do arquivo' };
  const officeCode = integerOrNull(row('CD_CARGO'));
  const officeDescription = row('DS_CARGO');
  const uf = row('SG_UF');
  const unit = row('SG_UE');
  const name = row('NM_CANDIDATO');
  if (officeCode === null || officeDescription === null) return { skip: 'sem cargo' };
  if (uf === null || unit === null) return { skip: 'sem UF ou unidade eleitoral' };
  if (name === null) return { skip: 'sem nome do candidato' };
  const notes: string[] = [];
  const birthText = row('DT_NASCIMENTO');
  const birthDate = tseDate(birthText);
  if (birthText !== null && birthDate === null) notes.push('data de nascimento inválida (vazia)');
  const result = row('DS_SIT_TOT_TURNO');
  return {
    notes,
    record: {
      year,
      candidate_seq: candidateSeq,
      election_code: integerOrNull(row('CD_ELEICAO')),
      election_name: row('DS_ELEICAO'),
      election_date: tseDate(row('DT_ELEICAO')),
      round: integerOrNull(row('NR_TURNO')) ?? 1,
      scope: row('TP_ABRANGENCIA'),
      office_code: officeCode,
      office_description: officeDescription,
      uf,
      electoral_unit_code: unit,
      electoral_unit_name: row('NM_UE'),
      number: integerOrNull(row('NR_CANDIDATO')),
      name,
      ballot_name: row('NM_URNA_CANDIDATO'),
      social_name: row('NM_SOCIAL_CANDIDATO'),
      party_number: integerOrNull(row('NR_PARTIDO')),
      party_abbreviation: row('SG_PARTIDO'),
      party_name: row('NM_PARTIDO'),
      cpf_digits: cpfMiddleDigits(row('NR_CPF_CANDIDATO')),
      birth_date: birthDate,
      gender: row('DS_GENERO'),
      born_uf: ufOrNull(row('SG_UF_NASCIMENTO')),
      scholarity: row('DS_GRAU_INSTRUCAO'),
      occupation: row('DS_OCUPACAO'),
      email: firstOf(row, EMAIL),
      candidacy_status: row('DS_SITUACAO_CANDIDATURA'),
      situation: firstOf(row, MAIN_FILE_JUDGMENT),
      is_elected: isElectedResult(result),
      round_result: result,
    },
  };
}

export function judgmentOf(row: Row, fileYear: number): Parsed<JudgmentRecord> {
  const candidateSeq = sequence(row);
  if (candidateSeq === null) return { skip: 'sem SQ_CANDIDATO' };
  const year = yearOf(row, fileYear);
  if (year === 'other') return { skip: 'ANO_ELEICAO diferente do ano do arquivo' };
  return {
    notes: [],
    record: { year, candidate_seq: candidateSeq, situation: row('DS_SITUACAO_JULGAMENTO') },
  };
}
