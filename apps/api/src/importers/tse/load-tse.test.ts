import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-database.ts';
import {
  CAND_COLUMNS_2020,
  CAND_COLUMNS_2024,
  COMPLEMENTARY_COLUMNS,
  tseCsv,
  tseRow,
  writeTseFolder,
  zipOf,
} from '../../../test/tse-files.ts';
import { rows } from '../../db/rows.ts';
import { loadTseCandidacies } from './load-tse.ts';

const MUNICIPAL_2020 = {
  DT_GERACAO: '15/03/2021',
  HH_GERACAO: '10:01:22',
  ANO_ELEICAO: '2020',
  CD_TIPO_ELEICAO: '2',
  NM_TIPO_ELEICAO: 'ELEIÇÃO ORDINÁRIA',
  NR_TURNO: '1',
  CD_ELEICAO: '426',
  DS_ELEICAO: 'Eleições Municipais 2020',
  DT_ELEICAO: '15/11/2020',
  TP_ABRANGENCIA: 'MUNICIPAL',
  SG_UF: 'SP',
  SG_UE: '71072',
  NM_UE: 'SÃO PAULO',
  CD_CARGO: '13',
  DS_CARGO: 'VEREADOR',
  CD_SITUACAO_CANDIDATURA: '12',
  DS_SITUACAO_CANDIDATURA: 'APTO',
  CD_DETALHE_SITUACAO_CAND: '2',
  DS_DETALHE_SITUACAO_CAND: 'DEFERIDO',
  TP_AGREMIACAO: 'PARTIDO ISOLADO',
  NR_PARTIDO: '45',
  SG_PARTIDO: 'PSDB',
  NM_PARTIDO: 'PARTIDO DA SOCIAL DEMOCRACIA BRASILEIRA',
  CD_GENERO: '2',
  DS_GENERO: 'MASCULINO',
};

const mayor2020 = (round: string, result: string) =>
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    NR_TURNO: round,
    DT_ELEICAO: round === '1' ? '15/11/2020' : '29/11/2020',
    CD_CARGO: '11',
    DS_CARGO: 'PREFEITO',
    SQ_CANDIDATO: '250000001001',
    NR_CANDIDATO: '45',
    NM_CANDIDATO: 'BRUNO COVAS LOPES',
    NM_URNA_CANDIDATO: 'BRUNO COVAS',
    NR_CPF_CANDIDATO: '12345678901',
    NM_EMAIL: 'BRUNO@EXEMPLO.COM.BR',
    SG_UF_NASCIMENTO: 'SP',
    DT_NASCIMENTO: '07/04/1980',
    DS_GRAU_INSTRUCAO: 'SUPERIOR COMPLETO',
    DS_OCUPACAO: 'ADVOGADO',
    NR_TITULO_ELEITORAL_CANDIDATO: '123456789012',
    CD_SIT_TOT_TURNO: round === '1' ? '6' : '1',
    DS_SIT_TOT_TURNO: result,
  });

/** São Paulo's rows of 2020: a mayor in two rounds, councillors, the traps. */
const SP_2020 = [
  mayor2020('1', '2º TURNO'),
  mayor2020('2', 'ELEITO'),
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SQ_CANDIDATO: '250000001002',
    NR_CANDIDATO: '45123',
    NM_CANDIDATO: 'JOÃO DA SILVA',
    NM_URNA_CANDIDATO: 'JOÃO DO BAIRRO',
    NR_CPF_CANDIDATO: '98765432100',
    DT_NASCIMENTO: '31/02/1975',
    CD_SIT_TOT_TURNO: '5',
    DS_SIT_TOT_TURNO: 'SUPLENTE',
  }),
  // Every sentinel TSE uses, each in a column the importer keeps.
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SQ_CANDIDATO: '250000001003',
    NR_CANDIDATO: '-1',
    NM_CANDIDATO: 'MARIA SENTINELA',
    NM_URNA_CANDIDATO: '#NULO#',
    NM_SOCIAL_CANDIDATO: '#NULO',
    NR_CPF_CANDIDATO: '',
    DS_SITUACAO_CANDIDATURA: '#NE#',
    DS_DETALHE_SITUACAO_CAND: '#NE',
    NR_PARTIDO: '-3',
    SG_PARTIDO: '#NE',
    NM_PARTIDO: '#NE#',
    DT_NASCIMENTO: '#NULO#',
    DS_GENERO: '-3',
    SG_UF_NASCIMENTO: '#NE',
    DS_GRAU_INSTRUCAO: '#NE#',
    DS_OCUPACAO: '-1',
    NM_EMAIL: '#NULO',
    CD_SIT_TOT_TURNO: '-1',
    DS_SIT_TOT_TURNO: '#NULO#',
  }),
  // Santa Bárbara d'Oeste: the code is SIAFI 7017 and a check digit; the apostrophe differs.
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SG_UE: '70173',
    NM_UE: "SANTA BÁRBARA D'OESTE",
    SQ_CANDIDATO: '250000001004',
    NR_CANDIDATO: '45000',
    NM_CANDIDATO: 'ANA PEREIRA',
    CD_SIT_TOT_TURNO: '2',
    DS_SIT_TOT_TURNO: 'ELEITO POR QP',
  }),
  // Embu das Artes still under its former name: matched by code only, and reported.
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SG_UE: '64017',
    NM_UE: 'EMBU',
    SQ_CANDIDATO: '250000001005',
    NM_CANDIDATO: 'CARLOS EMBU',
    CD_SIT_TOT_TURNO: '3',
    DS_SIT_TOT_TURNO: 'ELEITO POR MÉDIA',
  }),
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SG_UE: '99996',
    NM_UE: 'MUNICÍPIO INEXISTENTE',
    SQ_CANDIDATO: '250000001006',
    NM_CANDIDATO: 'PEDRO NENHURES',
    CD_SIT_TOT_TURNO: '4',
    DS_SIT_TOT_TURNO: 'NÃO ELEITO',
  }),
  tseRow(CAND_COLUMNS_2020, { ...MUNICIPAL_2020, SQ_CANDIDATO: '-1', NM_CANDIDATO: 'SEM SQ' }),
  ['só três', 'campos', 'aqui'],
];

/** Acrelândia's TSE code is not its SIAFI code and a digit: matched by name. */
const AC_2020 = [
  tseRow(CAND_COLUMNS_2020, {
    ...MUNICIPAL_2020,
    SG_UF: 'AC',
    SG_UE: '01120',
    NM_UE: 'ACRELÂNDIA',
    SQ_CANDIDATO: '10000001001',
    NM_CANDIDATO: 'FRANCISCA ACREANA',
    DS_GENERO: 'FEMININO',
    CD_SIT_TOT_TURNO: '1',
    DS_SIT_TOT_TURNO: 'ELEITO',
  }),
];

/** 2020 as TSE serves it: one zip, a CSV per state and `_BRASIL` repeating them. */
function zip2020(sp = SP_2020) {
  return zipOf({
    'consulta_cand_2020_AC.csv': tseCsv({ columns: CAND_COLUMNS_2020, rows: AC_2020 }),
    'consulta_cand_2020_BRASIL.csv': tseCsv({
      columns: CAND_COLUMNS_2020,
      rows: [...AC_2020, ...sp],
    }),
    'consulta_cand_2020_SP.csv': tseCsv({ columns: CAND_COLUMNS_2020, rows: sp }),
    'leiame.pdf': Buffer.from('%PDF-1.4'),
  });
}

const GENERAL_2022 = {
  ...MUNICIPAL_2020,
  DT_GERACAO: '01/02/2023',
  ANO_ELEICAO: '2022',
  CD_ELEICAO: '546',
  DS_ELEICAO: 'Eleição Geral Estadual 2022',
  DT_ELEICAO: '02/10/2022',
  TP_ABRANGENCIA: 'ESTADUAL',
  SG_UE: 'SP',
  NM_UE: 'SÃO PAULO',
  CD_CARGO: '3',
  DS_CARGO: 'GOVERNADOR',
};

/** 2022 as unpacked CSVs: a governor (state office) and a president (BR). */
const CSV_2022 = {
  'consulta_cand_2022_SP.csv': tseCsv({
    columns: CAND_COLUMNS_2020,
    rows: [
      tseRow(CAND_COLUMNS_2020, {
        ...GENERAL_2022,
        SQ_CANDIDATO: '250001600001',
        NR_CANDIDATO: '10',
        NM_CANDIDATO: 'TARCÍSIO GOMES DE FREITAS',
        NM_URNA_CANDIDATO: 'TARCÍSIO',
        NR_PARTIDO: '10',
        SG_PARTIDO: 'REPUBLICANOS',
        NM_PARTIDO: 'REPUBLICANOS',
        DT_NASCIMENTO: '19/06/1975',
        CD_SIT_TOT_TURNO: '1',
        DS_SIT_TOT_TURNO: 'ELEITO',
        NR_TURNO: '2',
      }),
    ],
  }),
  'consulta_cand_2022_BR.csv': tseCsv({
    columns: CAND_COLUMNS_2020,
    rows: [
      tseRow(CAND_COLUMNS_2020, {
        ...GENERAL_2022,
        TP_ABRANGENCIA: 'FEDERAL',
        SG_UF: 'BR',
        SG_UE: 'BR',
        NM_UE: 'BRASIL',
        CD_CARGO: '1',
        DS_CARGO: 'PRESIDENTE',
        SQ_CANDIDATO: '280001600001',
        NM_CANDIDATO: 'CANDIDATO PRESIDENTE',
        CD_SIT_TOT_TURNO: '4',
        DS_SIT_TOT_TURNO: 'NÃO ELEITO',
      }),
    ],
  }),
};

const MUNICIPAL_2024 = {
  DT_GERACAO: '20/01/2025',
  HH_GERACAO: '08:15:00',
  ANO_ELEICAO: '2024',
  CD_TIPO_ELEICAO: '2',
  NM_TIPO_ELEICAO: 'ELEIÇÃO ORDINÁRIA',
  NR_TURNO: '1',
  CD_ELEICAO: '619',
  DS_ELEICAO: 'Eleições Municipais 2024',
  DT_ELEICAO: '06/10/2024',
  TP_ABRANGENCIA: 'MUNICIPAL',
  SG_UF: 'SP',
  SG_UE: '62197',
  NM_UE: 'BAURU',
  CD_CARGO: '13',
  DS_CARGO: 'VEREADOR',
  NR_CPF_CANDIDATO: '-4',
  CD_SITUACAO_CANDIDATURA: '#NE',
  DS_SITUACAO_CANDIDATURA: '#NE',
  NR_PARTIDO: '13',
  SG_PARTIDO: 'PT',
  NM_PARTIDO: 'Partido dos Trabalhadores',
  NR_FEDERACAO: '1',
  NM_FEDERACAO: 'Federação Brasil da Esperança - FE BRASIL',
  SG_FEDERACAO: 'FE BRASIL',
  DS_GENERO: 'FEMININO',
};

/** 2024: the main file with the judgment blanked, the complementary file holding it. */
function zips2024() {
  const main = [
    tseRow(CAND_COLUMNS_2024, {
      ...MUNICIPAL_2024,
      CD_CARGO: '11',
      DS_CARGO: 'PREFEITO',
      SQ_CANDIDATO: '250002000001',
      NR_CANDIDATO: '13',
      NM_CANDIDATO: 'SUÉLLEN SILVA ROSIM',
      NM_URNA_CANDIDATO: 'SUÉLLEN ROSIM',
      NR_CPF_CANDIDATO: '11122233344',
      DS_EMAIL: 'SUELLEN@EXEMPLO.COM.BR',
      SG_UF_NASCIMENTO: 'MG',
      DT_NASCIMENTO: '01/05/1988',
      DS_GRAU_INSTRUCAO: 'SUPERIOR COMPLETO',
      DS_OCUPACAO: 'JORNALISTA E REDATOR',
      CD_SIT_TOT_TURNO: '1',
      DS_SIT_TOT_TURNO: 'ELEITO',
    }),
    tseRow(CAND_COLUMNS_2024, {
      ...MUNICIPAL_2024,
      SQ_CANDIDATO: '250002000002',
      NR_CANDIDATO: '13013',
      NM_CANDIDATO: 'LÚCIA VEREADORA',
      CD_SIT_TOT_TURNO: '2',
      DS_SIT_TOT_TURNO: 'ELEITO POR QP',
    }),
    tseRow(CAND_COLUMNS_2024, {
      ...MUNICIPAL_2024,
      SQ_CANDIDATO: '250002000003',
      NR_CANDIDATO: '13999',
      NM_CANDIDATO: 'SEM JULGAMENTO',
      CD_SIT_TOT_TURNO: '4',
      DS_SIT_TOT_TURNO: 'NÃO ELEITO',
    }),
  ];
  const judgment = (sq: string, situation: string) =>
    tseRow(COMPLEMENTARY_COLUMNS, {
      DT_GERACAO: '22/01/2025',
      HH_GERACAO: '08:20:00',
      ANO_ELEICAO: '2024',
      CD_ELEICAO: '619',
      SQ_CANDIDATO: sq,
      DS_SITUACAO_CANDIDATO_PLEITO: 'DEFERIDO',
      ST_CANDIDATO_INSERIDO_URNA: 'SIM',
      DS_SITUACAO_JULGAMENTO: situation,
    });
  return {
    'consulta_cand_2024.zip': zipOf({
      'consulta_cand_2024_SP.csv': tseCsv({ columns: CAND_COLUMNS_2024, rows: main }),
    }),
    'consulta_cand_complementar_2024.zip': zipOf({
      'consulta_cand_complementar_2024_SP.csv': tseCsv({
        columns: COMPLEMENTARY_COLUMNS,
        rows: [
          judgment('250002000001', 'DEFERIDO'),
          judgment('250002000002', 'DEFERIDO COM RECURSO'),
          judgment('250002000003', '#NULO#'),
          judgment('250002000999', 'INDEFERIDO'),
        ],
      }),
    }),
  };
}

type Candidacy = Record<string, unknown>;

describe('TSE importer', () => {
  const database = useTestDatabase();
  const folders: string[] = [];
  const folder = (files: Record<string, Buffer>) => {
    const path = writeTseFolder(files);
    folders.push(path);
    return path;
  };
  const candidacies = () =>
    rows<Candidacy>(
      database().db,
      sql`select t.year, t.candidate_seq::text as candidate_seq, t.election_code, t.election_name,
                 t.election_date, t.round, t.scope, t.office_code, t.office_description, t.uf,
                 t.electoral_unit_code, t.electoral_unit_name, c.code as city_code, t.number,
                 t.name, t.ballot_name, t.social_name, t.party_number, t.party_abbreviation,
                 t.party_name, t.cpf_digits, t.birth_date, t.gender, t.born_uf, t.scholarity,
                 t.occupation, t.email, t.candidacy_status,
                 t.situation, t.is_elected, t.round_result
          from tse_candidacies t left join cities c on c.id = t.city_id
          order by t.year, t.candidate_seq`,
    );
  const byName = async (name: string) => (await candidacies()).find((c) => c.name === name);

  afterAll(async () => {
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('loads a 2020 zip: the judgment from the main file, the last round, skipped rows', async () => {
    const path = join(folder({ 'consulta_cand_2020.zip': zip2020() }), 'consulta_cand_2020.zip');
    const report = await loadTseCandidacies(database(), path);
    expect(report.years).toEqual([2020]);
    expect(report.generatedAt).toBe('2021-03-15');
    expect(report.repeatedFiles).toEqual(['consulta_cand_2020.zip/consulta_cand_2020_BRASIL.csv']);
    expect(report.files.map((f) => [f.name, f.rows, f.skipped])).toEqual([
      ['consulta_cand_2020.zip/consulta_cand_2020_AC.csv', 1, {}],
      [
        'consulta_cand_2020.zip/consulta_cand_2020_SP.csv',
        9,
        {
          'data de nascimento inválida (vazia)': 1,
          'sem SQ_CANDIDATO': 1,
          'número de colunas diferente do cabeçalho': 1,
        },
      ],
    ]);
    expect(report.candidacies).toEqual({ '2020': 7 });
    expect(report.skipped).toEqual({
      'data de nascimento inválida (vazia)': 1,
      'sem SQ_CANDIDATO': 1,
      'número de colunas diferente do cabeçalho': 1,
      'linha repetida (mesmo candidato, ano e turno)': 0,
      'linha de turno anterior (fica a do último turno do candidato)': 1,
      'julgamento sem candidatura no arquivo principal': 0,
      'julgamento repetido': 0,
    });

    expect(await byName('BRUNO COVAS LOPES')).toEqual({
      year: 2020,
      candidate_seq: '250000001001',
      election_code: 426,
      election_name: 'Eleições Municipais 2020',
      election_date: '2020-11-29',
      round: 2,
      scope: 'MUNICIPAL',
      office_code: 11,
      office_description: 'PREFEITO',
      uf: 'SP',
      electoral_unit_code: '71072',
      electoral_unit_name: 'SÃO PAULO',
      city_code: 3550308,
      number: 45,
      name: 'BRUNO COVAS LOPES',
      ballot_name: 'BRUNO COVAS',
      social_name: null,
      party_number: 45,
      party_abbreviation: 'PSDB',
      party_name: 'PARTIDO DA SOCIAL DEMOCRACIA BRASILEIRA',
      cpf_digits: '456789',
      birth_date: '1980-04-07',
      gender: 'MASCULINO',
      born_uf: 'SP',
      scholarity: 'SUPERIOR COMPLETO',
      occupation: 'ADVOGADO',
      email: 'BRUNO@EXEMPLO.COM.BR',
      candidacy_status: 'APTO',
      situation: 'DEFERIDO',
      is_elected: true,
      round_result: 'ELEITO',
    });
    expect(await byName('JOÃO DA SILVA')).toMatchObject({
      ballot_name: 'JOÃO DO BAIRRO',
      cpf_digits: '654321',
      birth_date: null,
      is_elected: false,
      round_result: 'SUPLENTE',
    });
    expect(
      (await candidacies()).map((c) => [c.name, c.is_elected, c.round_result, c.city_code]),
    ).toEqual([
      ['FRANCISCA ACREANA', true, 'ELEITO', 1200013],
      ['BRUNO COVAS LOPES', true, 'ELEITO', 3550308],
      ['JOÃO DA SILVA', false, 'SUPLENTE', 3550308],
      ['MARIA SENTINELA', false, null, 3550308],
      ['ANA PEREIRA', true, 'ELEITO POR QP', 3545803],
      ['CARLOS EMBU', true, 'ELEITO POR MÉDIA', 3515004],
      ['PEDRO NENHURES', false, 'NÃO ELEITO', null],
    ]);
  });

  it('turns every TSE sentinel into null', async () => {
    expect(await byName('MARIA SENTINELA')).toMatchObject({
      number: null,
      ballot_name: null,
      social_name: null,
      cpf_digits: null,
      candidacy_status: null,
      situation: null,
      party_number: null,
      party_abbreviation: null,
      party_name: null,
      birth_date: null,
      gender: null,
      born_uf: null,
      scholarity: null,
      occupation: null,
      email: null,
      is_elected: false,
      round_result: null,
    });
  });

  it('maps TSE municipality codes to IBGE by code, by name, and reports the rest', async () => {
    const mapping = await rows<Record<string, unknown>>(
      database().db,
      sql`select t.tse_code, t.uf, t.name, c.code as city_code, t.matched_by
          from tse_municipalities t left join cities c on c.id = t.city_id order by t.tse_code`,
    );
    expect(mapping).toEqual([
      {
        tse_code: '01120',
        uf: 'AC',
        name: 'ACRELÂNDIA',
        city_code: 1200013,
        matched_by: 'nome',
      },
      {
        tse_code: '64017',
        uf: 'SP',
        name: 'EMBU',
        city_code: 3515004,
        matched_by: 'codigo_nome_diverge',
      },
      {
        tse_code: '70173',
        uf: 'SP',
        name: "SANTA BÁRBARA D'OESTE",
        city_code: 3545803,
        matched_by: 'codigo',
      },
      { tse_code: '71072', uf: 'SP', name: 'SÃO PAULO', city_code: 3550308, matched_by: 'codigo' },
      {
        tse_code: '99996',
        uf: 'SP',
        name: 'MUNICÍPIO INEXISTENTE',
        city_code: null,
        matched_by: null,
      },
    ]);
    const [source] = await rows<{ details: { municipalities: unknown } }>(
      database().db,
      sql`select details from data_sources where source = 'tse'`,
    );
    expect(source?.details.municipalities).toEqual({
      byCode: 2,
      byName: 1,
      byCodeOnly: [{ code: '64017', uf: 'SP', name: 'EMBU', city: 'Embu das Artes' }],
      unmapped: [{ code: '99996', uf: 'SP', name: 'MUNICÍPIO INEXISTENTE', city: null }],
    });
  });

  it('loads a state office and the president with no city, from unpacked CSVs', async () => {
    const report = await loadTseCandidacies(database(), folder(CSV_2022));
    expect(report.years).toEqual([2022]);
    expect(report.candidacies).toEqual({ '2020': 7, '2022': 2 });
    expect(await byName('TARCÍSIO GOMES DE FREITAS')).toMatchObject({
      year: 2022,
      scope: 'ESTADUAL',
      office_code: 3,
      office_description: 'GOVERNADOR',
      uf: 'SP',
      electoral_unit_code: 'SP',
      city_code: null,
      round: 2,
      party_abbreviation: 'REPUBLICANOS',
      birth_date: '1975-06-19',
      is_elected: true,
    });
    expect(await byName('CANDIDATO PRESIDENTE')).toMatchObject({
      uf: 'BR',
      electoral_unit_code: 'BR',
      city_code: null,
      is_elected: false,
      round_result: 'NÃO ELEITO',
    });
  });

  it('takes the 2024 judgment from the complementary file', async () => {
    const report = await loadTseCandidacies(database(), folder(zips2024()));
    expect(report.years).toEqual([2024]);
    expect(report.generatedAt).toBe('2025-01-22');
    expect(report.files.map((f) => [f.name, f.kind, f.rows])).toEqual([
      ['consulta_cand_2024.zip/consulta_cand_2024_SP.csv', 'candidatos', 3],
      [
        'consulta_cand_complementar_2024.zip/consulta_cand_complementar_2024_SP.csv',
        'complementar',
        4,
      ],
    ]);
    expect(report.skipped['julgamento sem candidatura no arquivo principal']).toBe(1);
    const loaded = (await candidacies()).filter((c) => c.year === 2024);
    expect(
      loaded.map((c) => [
        c.name,
        c.candidacy_status,
        c.situation,
        c.is_elected,
        c.cpf_digits,
        c.city_code,
      ]),
    ).toEqual([
      ['SUÉLLEN SILVA ROSIM', null, 'DEFERIDO', true, '222333', 3506003],
      ['LÚCIA VEREADORA', null, 'DEFERIDO COM RECURSO', true, null, 3506003],
      ['SEM JULGAMENTO', null, null, false, null, 3506003],
    ]);
    expect(loaded[0]).toMatchObject({
      ballot_name: 'SUÉLLEN ROSIM',
      party_number: 13,
      party_abbreviation: 'PT',
      party_name: 'Partido dos Trabalhadores',
      birth_date: '1988-05-01',
      gender: 'FEMININO',
      born_uf: 'MG',
      scholarity: 'SUPERIOR COMPLETO',
      occupation: 'JORNALISTA E REDATOR',
      email: 'SUELLEN@EXEMPLO.COM.BR',
    });
    const [source] = await rows<Record<string, unknown>>(
      database().db,
      sql`select version, release_date, rows, skipped from data_sources where source = 'tse'`,
    );
    expect(source).toEqual({
      version: '2020,2022,2024',
      release_date: '2025-01-22',
      rows: 12,
      skipped: 1,
    });
  });

  it('gives the same rows when the same files are loaded again, other years untouched', async () => {
    const before = await candidacies();
    const mappingBefore = await rows(database().db, sql`select * from tse_municipalities`);
    await loadTseCandidacies(database(), folder(zips2024()));
    await loadTseCandidacies(database(), folder({ 'consulta_cand_2020.zip': zip2020() }));
    expect(await candidacies()).toEqual(before);
    expect(await rows(database().db, sql`select * from tse_municipalities`)).toEqual(mappingBefore);
  });

  it('replaces a year as a whole: rows gone from the files are gone from the year', async () => {
    await loadTseCandidacies(
      database(),
      folder({ 'consulta_cand_2020.zip': zip2020(SP_2020.slice(0, 3)) }),
    );
    const loaded = await candidacies();
    expect(loaded.filter((c) => c.year === 2020).map((c) => c.name)).toEqual([
      'FRANCISCA ACREANA',
      'BRUNO COVAS LOPES',
      'JOÃO DA SILVA',
    ]);
    expect(loaded.filter((c) => c.year !== 2020)).toHaveLength(5);
    await loadTseCandidacies(database(), folder({ 'consulta_cand_2020.zip': zip2020() }));
  });

  it('changes nothing when a file is not what its name says', async () => {
    const before = await candidacies();
    const broken = folder({
      ...zips2024(),
      'consulta_cand_2022_RJ.csv': tseCsv({ columns: ['SQ_CANDIDATO', 'NM_CANDIDATO'], rows: [] }),
    });
    await expect(loadTseCandidacies(database(), broken)).rejects.toThrow(
      'Falha ao carregar consulta_cand_2022_RJ.csv: faltam as colunas ANO_ELEICAO, NR_TURNO',
    );
    expect(await candidacies()).toEqual(before);
  });

  it('refuses a complementary file without its main file', async () => {
    const { 'consulta_cand_complementar_2024.zip': complementary } = zips2024();
    await expect(
      loadTseCandidacies(
        database(),
        folder({
          'consulta_cand_complementar_2024.zip': complementary as Buffer,
          ...CSV_2022,
        }),
      ),
    ).rejects.toThrow('Falta o arquivo principal consulta_cand_2024 para o complementar');
  });
});
