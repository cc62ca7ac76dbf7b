import {
  CAND_COLUMNS_2020,
  CAND_COLUMNS_2024,
  COMPLEMENTARY_COLUMNS,
  tseCsv,
  tseRow,
  zipOf,
} from './tse-files.ts';

/** Candidate files whose rows become politicians, one per office and situation worth telling. */

const ELECTION_2020 = {
  DT_GERACAO: '15/03/2021',
  HH_GERACAO: '10:01:22',
  ANO_ELEICAO: '2020',
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
  DS_SITUACAO_CANDIDATURA: 'APTO',
  DS_DETALHE_SITUACAO_CAND: 'DEFERIDO',
  NR_PARTIDO: '45',
  SG_PARTIDO: 'PSDB',
  NM_PARTIDO: 'PARTIDO DA SOCIAL DEMOCRACIA BRASILEIRA',
  DS_GENERO: 'MASCULINO',
};

export const ROWS_2020 = {
  mayor: tseRow(CAND_COLUMNS_2020, {
    ...ELECTION_2020,
    CD_CARGO: '11',
    DS_CARGO: 'PREFEITO',
    NR_TURNO: '2',
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
    DS_SIT_TOT_TURNO: 'ELEITO',
  }),
  /** A party the catalogue does not know (merged into União Brasil since). */
  councillor: tseRow(CAND_COLUMNS_2020, {
    ...ELECTION_2020,
    SQ_CANDIDATO: '250000001002',
    NR_CANDIDATO: '25123',
    NM_CANDIDATO: 'MILTON LEITE DA SILVA',
    NM_URNA_CANDIDATO: 'MILTON LEITE',
    NR_PARTIDO: '25',
    SG_PARTIDO: 'DEM',
    NM_PARTIDO: 'DEMOCRATAS',
    SG_UF_NASCIMENTO: 'PR',
    DT_NASCIMENTO: '01/03/1960',
    DS_GRAU_INSTRUCAO: 'ENSINO MÉDIO COMPLETO',
    DS_OCUPACAO: 'VEREADOR',
    DS_SIT_TOT_TURNO: 'ELEITO POR QP',
  }),
  /** No judgment in the detail column: the candidacy status stands for it. */
  unfit: tseRow(CAND_COLUMNS_2020, {
    ...ELECTION_2020,
    SQ_CANDIDATO: '250000001003',
    NM_CANDIDATO: 'MARIA SENTINELA',
    NM_URNA_CANDIDATO: '#NULO#',
    DS_SITUACAO_CANDIDATURA: 'INAPTO',
    DS_DETALHE_SITUACAO_CAND: '#NE',
    NR_PARTIDO: '-3',
    SG_PARTIDO: '#NE',
    NM_PARTIDO: '#NE#',
    SG_UF_NASCIMENTO: '#NE',
    DS_GENERO: '-3',
    DS_SIT_TOT_TURNO: '#NULO#',
  }),
  /** An office code with no office: not published, and reported. */
  unknownOffice: tseRow(CAND_COLUMNS_2020, {
    ...ELECTION_2020,
    CD_CARGO: '99',
    DS_CARGO: 'CARGO DESCONHECIDO',
    SQ_CANDIDATO: '250000001004',
    NM_CANDIDATO: 'JOSÉ SEM CARGO',
    DS_SIT_TOT_TURNO: 'NÃO ELEITO',
  }),
};

export function files2020(rows: string[][] = Object.values(ROWS_2020)) {
  return {
    'consulta_cand_2020.zip': zipOf({
      'consulta_cand_2020_SP.csv': tseCsv({ columns: CAND_COLUMNS_2020, rows }),
    }),
  };
}

const ELECTION_2022 = {
  ...ELECTION_2020,
  DT_GERACAO: '01/02/2023',
  ANO_ELEICAO: '2022',
  CD_ELEICAO: '546',
  DS_ELEICAO: 'Eleição Geral Estadual 2022',
  DT_ELEICAO: '02/10/2022',
  TP_ABRANGENCIA: 'ESTADUAL',
  SG_UE: 'SP',
  NM_UE: 'SÃO PAULO',
};

/** 2022: a governor (state), the president (BR), a district deputy under another spelling. */
export function files2022() {
  return {
    'consulta_cand_2022_SP.csv': tseCsv({
      columns: CAND_COLUMNS_2020,
      rows: [
        tseRow(CAND_COLUMNS_2020, {
          ...ELECTION_2022,
          CD_CARGO: '3',
          DS_CARGO: 'GOVERNADOR',
          NR_TURNO: '2',
          SQ_CANDIDATO: '250001600001',
          NR_CANDIDATO: '10',
          NM_CANDIDATO: 'TARCÍSIO GOMES DE FREITAS',
          NM_URNA_CANDIDATO: 'TARCÍSIO',
          NR_PARTIDO: '10',
          SG_PARTIDO: 'REPUBLICANOS',
          NM_PARTIDO: 'REPUBLICANOS',
          SG_UF_NASCIMENTO: 'RJ',
          DT_NASCIMENTO: '19/06/1975',
          DS_GRAU_INSTRUCAO: 'SUPERIOR COMPLETO',
          DS_OCUPACAO: 'ENGENHEIRO',
          DS_SIT_TOT_TURNO: 'ELEITO',
        }),
      ],
    }),
    'consulta_cand_2022_DF.csv': tseCsv({
      columns: CAND_COLUMNS_2020,
      rows: [
        tseRow(CAND_COLUMNS_2020, {
          ...ELECTION_2022,
          SG_UF: 'DF',
          SG_UE: 'DF',
          NM_UE: 'DISTRITO FEDERAL',
          CD_CARGO: '8',
          DS_CARGO: 'DEPUTADO DISTRITAL',
          SQ_CANDIDATO: '70001600001',
          NR_CANDIDATO: '65123',
          NM_CANDIDATO: 'ANA DISTRITAL',
          NR_PARTIDO: '65',
          SG_PARTIDO: 'PCdoB',
          NM_PARTIDO: 'PARTIDO COMUNISTA DO BRASIL',
          DS_GENERO: 'FEMININO',
          DS_SIT_TOT_TURNO: 'ELEITO POR MÉDIA',
        }),
      ],
    }),
    'consulta_cand_2022_BR.csv': tseCsv({
      columns: CAND_COLUMNS_2020,
      rows: [
        tseRow(CAND_COLUMNS_2020, {
          ...ELECTION_2022,
          TP_ABRANGENCIA: 'FEDERAL',
          SG_UF: 'BR',
          SG_UE: 'BR',
          NM_UE: 'BRASIL',
          CD_CARGO: '1',
          DS_CARGO: 'PRESIDENTE',
          SQ_CANDIDATO: '280001600001',
          NR_CANDIDATO: '13',
          NM_CANDIDATO: 'CANDIDATO PRESIDENTE',
          NR_PARTIDO: '13',
          SG_PARTIDO: 'PT',
          NM_PARTIDO: 'PARTIDO DOS TRABALHADORES',
          DS_SIT_TOT_TURNO: 'ELEITO',
        }),
      ],
    }),
  };
}

const ELECTION_2024 = {
  DT_GERACAO: '20/01/2025',
  HH_GERACAO: '08:15:00',
  ANO_ELEICAO: '2024',
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
  DS_SITUACAO_CANDIDATURA: '#NE',
  NR_PARTIDO: '55',
  SG_PARTIDO: 'PSD',
  NM_PARTIDO: 'Partido Social Democrático',
  DS_GENERO: 'FEMININO',
};

/** 2024 in Bauru: the mayor (also in the reference data) and a councillor not accepted. */
export function files2024() {
  const main = [
    tseRow(CAND_COLUMNS_2024, {
      ...ELECTION_2024,
      CD_CARGO: '11',
      DS_CARGO: 'PREFEITO',
      SQ_CANDIDATO: '250002000001',
      NR_CANDIDATO: '55',
      NM_CANDIDATO: 'SUÉLLEN SILVA ROSIM',
      NM_URNA_CANDIDATO: 'SUÉLLEN ROSIM',
      NR_CPF_CANDIDATO: '11122233344',
      DS_EMAIL: 'SUELLEN@EXEMPLO.COM.BR',
      SG_UF_NASCIMENTO: 'SP',
      DT_NASCIMENTO: '01/05/1988',
      DS_GRAU_INSTRUCAO: 'SUPERIOR COMPLETO',
      DS_OCUPACAO: 'JORNALISTA E REDATOR',
      DS_SIT_TOT_TURNO: 'ELEITO',
    }),
    tseRow(CAND_COLUMNS_2024, {
      ...ELECTION_2024,
      SQ_CANDIDATO: '250002000002',
      NR_CANDIDATO: '55555',
      NM_CANDIDATO: 'LÚCIA INDEFERIDA',
      SG_UF_NASCIMENTO: 'BA',
      DS_GRAU_INSTRUCAO: 'ENSINO MÉDIO COMPLETO',
      DS_OCUPACAO: 'COMERCIANTE',
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
      DS_SITUACAO_JULGAMENTO: situation,
    });
  return {
    'consulta_cand_2024.zip': zipOf({
      'consulta_cand_2024_SP.csv': tseCsv({ columns: CAND_COLUMNS_2024, rows: main }),
    }),
    'consulta_cand_complementar_2024.zip': zipOf({
      'consulta_cand_complementar_2024_SP.csv': tseCsv({
        columns: COMPLEMENTARY_COLUMNS,
        rows: [judgment('250002000001', 'DEFERIDO'), judgment('250002000002', 'INDEFERIDO')],
      }),
    }),
  };
}
