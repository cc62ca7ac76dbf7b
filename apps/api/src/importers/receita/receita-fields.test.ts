import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  receitaBytes,
  withCheckDigits,
  writeReceitaRelease,
} from '../../../test/receita-release.ts';
import { sharedData } from '../../../test/shared-data.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { openZipEntry, zipEntries } from '../zip-entries.ts';
import { loadReceitaRelease } from './load-receita.ts';

/**
 * The files of a release as Receita Federal's layout document (“Metadados dos Dados Abertos
 * do CNPJ”, also in ../shared/data/README.md) lists their columns, in file order. Written out
 * here on purpose, apart from the importer's own list: a column the importer reads in the
 * wrong place then shows in the values it stores.
 */
const OFFICIAL_LAYOUT = {
  Empresas: [
    'cnpj_basico',
    'razao_social',
    'natureza_juridica',
    'qualificacao_responsavel',
    'capital_social',
    'porte',
    'ente_federativo',
  ],
  Estabelecimentos: [
    'cnpj_basico',
    'cnpj_ordem',
    'cnpj_dv',
    'identificador_matriz_filial',
    'nome_fantasia',
    'situacao_cadastral',
    'data_situacao_cadastral',
    'motivo_situacao_cadastral',
    'nome_cidade_exterior',
    'pais',
    'data_inicio_atividade',
    'cnae_fiscal_principal',
    'cnae_fiscal_secundaria',
    'tipo_logradouro',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cep',
    'uf',
    'municipio',
    'ddd_1',
    'telefone_1',
    'ddd_2',
    'telefone_2',
    'ddd_fax',
    'fax',
    'correio_eletronico',
    'situacao_especial',
    'data_situacao_especial',
  ],
  Socios: [
    'cnpj_basico',
    'identificador_socio',
    'nome_socio',
    'cpf_cnpj_socio',
    'qualificacao_socio',
    'data_entrada_sociedade',
    'pais',
    'representante_legal',
    'nome_representante',
    'qualificacao_representante',
    'faixa_etaria',
  ],
  Simples: [
    'cnpj_basico',
    'opcao_simples',
    'data_opcao_simples',
    'data_exclusao_simples',
    'opcao_mei',
    'data_opcao_mei',
    'data_exclusao_mei',
  ],
} as const;
type OfficialFile = keyof typeof OFFICIAL_LAYOUT;
type Row<F extends OfficialFile> = Record<(typeof OFFICIAL_LAYOUT)[F][number], string>;

/** A record in file order, from its fields by name: every column of the layout must be given. */
const record = <F extends OfficialFile>(file: F, fields: Row<F>) =>
  OFFICIAL_LAYOUT[file].map((column) => (fields as Record<string, string>)[column] ?? '');

const GOLDEN_CNPJ = withCheckDigits('123456780002');
const PLAIN_CNPJ = withCheckDigits('876543210001');

/** A company whose every field holds a value no other field of its file holds. */
const EMPRESA: Row<'Empresas'> = {
  cnpj_basico: '12345678',
  razao_social: 'AÇÚCAR DOURADO INDÚSTRIA LTDA',
  natureza_juridica: '2062',
  qualificacao_responsavel: '49',
  capital_social: '1234567,89',
  porte: '03',
  ente_federativo: 'UNIAO',
};
/** One of its establishments, a branch, each field distinct, the fax included. */
const ESTABELECIMENTO: Row<'Estabelecimentos'> = {
  cnpj_basico: '12345678',
  cnpj_ordem: '0002',
  cnpj_dv: GOLDEN_CNPJ.slice(12),
  identificador_matriz_filial: '2',
  nome_fantasia: 'DOURADO FILIAL BAURU',
  situacao_cadastral: '04',
  data_situacao_cadastral: '20050101',
  motivo_situacao_cadastral: '01',
  nome_cidade_exterior: 'LISBOA',
  pais: '607',
  data_inicio_atividade: '19990315',
  cnae_fiscal_principal: '6204000',
  cnae_fiscal_secundaria: '6201501,6202300',
  tipo_logradouro: 'AVENIDA',
  logradouro: 'DAS NACOES UNIDAS',
  numero: '1234',
  complemento: 'SALA 5',
  bairro: 'VILA SANTA CLARA',
  cep: '17012345',
  uf: 'SP',
  municipio: '6219',
  ddd_1: '14',
  telefone_1: '32345678',
  ddd_2: '11',
  telefone_2: '987654321',
  ddd_fax: '21',
  fax: '25556666',
  correio_eletronico: 'Contato@Dourado.com.br',
  situacao_especial: 'RECUPERACAO JUDICIAL',
  data_situacao_especial: '20210704',
};
const SIMPLES: Row<'Simples'> = {
  cnpj_basico: '12345678',
  opcao_simples: 'S',
  data_opcao_simples: '20070701',
  data_exclusao_simples: '20101231',
  opcao_mei: 'N',
  data_opcao_mei: '20090101',
  data_exclusao_mei: '20091231',
};
/** A person with every field of the partner file distinct, then a company and a foreigner. */
const SOCIOS: Row<'Socios'>[] = [
  {
    cnpj_basico: '12345678',
    identificador_socio: '2',
    nome_socio: 'MARIA  DAS GRAÇAS SOUZA',
    cpf_cnpj_socio: '***123456**',
    qualificacao_socio: '22',
    data_entrada_sociedade: '20150610',
    pais: '105',
    representante_legal: '***654321**',
    nome_representante: 'JOÃO REPRESENTANTE LIMA',
    qualificacao_representante: '17',
    faixa_etaria: '6',
  },
  {
    cnpj_basico: '12345678',
    identificador_socio: '1',
    nome_socio: 'DOURADO PARTICIPACOES SA',
    cpf_cnpj_socio: '98765432000110',
    qualificacao_socio: '49',
    data_entrada_sociedade: '20180102',
    pais: '',
    representante_legal: '***111222**',
    nome_representante: 'CARLOS PEREIRA',
    qualificacao_representante: '05',
    faixa_etaria: '0',
  },
  {
    cnpj_basico: '12345678',
    identificador_socio: '3',
    nome_socio: 'JOHN SMITH HOLDINGS',
    cpf_cnpj_socio: '',
    qualificacao_socio: '37',
    data_entrada_sociedade: '20200315',
    pais: '249',
    representante_legal: '***000000**',
    nome_representante: '',
    qualificacao_representante: '00',
    faixa_etaria: '0',
  },
];
/** A second company, a head office with blanks where the registry leaves them, no Simples. */
const PLAIN_EMPRESA: Row<'Empresas'> = {
  cnpj_basico: '87654321',
  razao_social: 'BETA SERVICOS LTDA',
  natureza_juridica: '2135',
  qualificacao_responsavel: '50',
  capital_social: '0,00',
  porte: '01',
  ente_federativo: '',
};
const PLAIN_ESTABELECIMENTO = Object.fromEntries(
  OFFICIAL_LAYOUT.Estabelecimentos.map((column) => [column, '']),
) as Row<'Estabelecimentos'>;
Object.assign(PLAIN_ESTABELECIMENTO, {
  cnpj_basico: '87654321',
  cnpj_ordem: '0001',
  cnpj_dv: PLAIN_CNPJ.slice(12),
  identificador_matriz_filial: '1',
  situacao_cadastral: '02',
  data_situacao_cadastral: '20200101',
  motivo_situacao_cadastral: '00',
  data_inicio_atividade: '20200101',
  cnae_fiscal_principal: '6202300',
  uf: 'SP',
  municipio: '6219',
});

type CodeFile = 'Cnaes' | 'Motivos' | 'Municipios' | 'Naturezas' | 'Paises' | 'Qualificacoes';
const CODE_TABLES: Record<CodeFile, [code: string, description: string][]> = {
  Cnaes: [
    ['6204000', 'Consultoria em tecnologia da informação (publicação de teste)'],
    ['6201501', 'Desenvolvimento de programas de computador sob encomenda (teste)'],
    ['6202300', 'Desenvolvimento e licenciamento de programas customizáveis (teste)'],
  ],
  Motivos: [
    ['00', 'SEM MOTIVO'],
    ['01', 'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA'],
  ],
  Municipios: [['6219', 'BAURU']],
  Naturezas: [
    ['2062', 'Sociedade Empresária Limitada'],
    ['2135', 'Empresário (Individual)'],
  ],
  Paises: [
    ['105', 'BRASIL'],
    ['249', 'ESTADOS UNIDOS'],
    ['607', 'PORTUGAL'],
  ],
  Qualificacoes: [
    ['05', 'Administrador'],
    ['17', 'Procurador'],
    ['22', 'Sócio'],
    ['37', 'Sócio Pessoa Jurídica Domiciliado no Exterior'],
    ['49', 'Sócio-Administrador'],
    ['50', 'Empresário'],
  ],
};

/** The first record of a real sample zip, split into its fields. */
async function firstSampleRecord(zip: string): Promise<string[]> {
  const [entry] = await zipEntries(zip);
  if (!entry) throw new Error(`${zip} has no entry`);
  const chunks: Buffer[] = [];
  for await (const chunk of await openZipEntry(zip, entry.fileName)) chunks.push(chunk as Buffer);
  const line = Buffer.concat(chunks).toString('latin1').split('\n')[0] ?? '';
  return line.slice(1, -1).split('";"');
}

describe('Receita importer, field by field against the official layout', () => {
  const database = useTestDatabase();
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('reads the real samples with the layout this test writes', async () => {
    const samples = sharedData('receita-sample');
    const real = {
      Empresas: await firstSampleRecord(join(samples, 'Empresas0.zip')),
      Estabelecimentos: await firstSampleRecord(join(samples, 'Estabelecimentos0.zip')),
      Socios: await firstSampleRecord(join(samples, 'Socios0.zip')),
      Simples: await firstSampleRecord(join(samples, 'Simples.zip')),
    };
    for (const file of Object.keys(OFFICIAL_LAYOUT) as OfficialFile[]) {
      expect(real[file], file).toHaveLength(OFFICIAL_LAYOUT[file].length);
    }
    // What the real records hold where the layout says, by the shape of each column.
    const at = <F extends OfficialFile>(file: F, column: (typeof OFFICIAL_LAYOUT)[F][number]) =>
      real[file][(OFFICIAL_LAYOUT[file] as readonly string[]).indexOf(column)];
    expect(at('Empresas', 'capital_social')).toMatch(/^\d+,\d{2}$/);
    expect(at('Estabelecimentos', 'uf')).toMatch(/^[A-Z]{2}$/);
    expect(at('Estabelecimentos', 'cep')).toMatch(/^\d{8}$/);
    expect(at('Estabelecimentos', 'municipio')).toMatch(/^\d{4}$/);
    expect(at('Estabelecimentos', 'data_inicio_atividade')).toMatch(/^(19|20)\d{6}$/);
    expect(at('Estabelecimentos', 'cnae_fiscal_secundaria')).toMatch(/^\d{7}(,\d{7})*$/);
    expect(at('Socios', 'cpf_cnpj_socio')).toMatch(/^\*\*\*\d{6}\*\*$/);
    expect(at('Socios', 'data_entrada_sociedade')).toMatch(/^(19|20)\d{6}$/);
    expect(at('Simples', 'opcao_mei')).toMatch(/^[SN]$/);
  });

  it('stores every field of a company, its establishment, its Simples option and its partners where the layout puts it', async () => {
    // Distinct values, or a swap between two columns would go unseen.
    for (const fields of [EMPRESA, ESTABELECIMENTO, SIMPLES, SOCIOS[0]]) {
      const values = Object.values(fields as Record<string, string>);
      expect(new Set(values).size, JSON.stringify(fields)).toBe(values.length);
    }
    const folder = writeReceitaRelease({
      ...CODE_TABLES,
      Empresas0: [record('Empresas', EMPRESA), record('Empresas', PLAIN_EMPRESA)],
      Estabelecimentos0: receitaBytes([
        record('Estabelecimentos', ESTABELECIMENTO),
        record('Estabelecimentos', PLAIN_ESTABELECIMENTO),
      ]),
      Simples: [record('Simples', SIMPLES)],
      Socios0: SOCIOS.map((socio) => record('Socios', socio)),
    });
    folders.push(folder);
    const report = await loadReceitaRelease(database(), folder, { release: '2026-09-01' });
    const db = database().db;
    const [bauru] = await rows<{ id: number }>(db, sql`select id from cities where code = 3506003`);

    const companies = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(c) as row from receita.companies c where source = 'receita' order by cnpj`,
    );
    expect(companies.map((c) => c.row)).toEqual([
      {
        cnpj: GOLDEN_CNPJ,
        cnpj_basico: '12345678',
        name: 'AÇÚCAR DOURADO INDÚSTRIA LTDA',
        business_name: 'DOURADO FILIAL BAURU',
        legal_nature_code: '2062',
        responsible_qualification_code: '49',
        company_size: '03',
        federative_entity: 'UNIAO',
        share_capital: 1234567.89,
        type: 2,
        status: '04',
        status_at: '2005-01-01',
        status_reason_code: '01',
        foreign_city_name: 'LISBOA',
        country_code: '607',
        open_at: '1999-03-15',
        main_activity_code: '6204000',
        secondary_activity_codes: ['6201501', '6202300'],
        street_type: 'AVENIDA',
        street_name: 'DAS NACOES UNIDAS',
        street_number: '1234',
        subunit: 'SALA 5',
        district: 'VILA SANTA CLARA',
        postal_code: '17012345',
        state: 'SP',
        siafi_code: '6219',
        city_code: 3506003,
        city_id: bauru?.id,
        city_name: 'Bauru',
        // The fax (ddd_fax, fax) is not kept: only the two telephones, in their order.
        phones: [
          { ddd: '14', phone: '32345678' },
          { ddd: '11', phone: '987654321' },
        ],
        email: 'contato@dourado.com.br',
        special_status: 'RECUPERACAO JUDICIAL',
        special_status_at: '2021-07-04',
        simples: true,
        simples_since: '2007-07-01',
        simples_until: '2010-12-31',
        mei: false,
        mei_since: '2009-01-01',
        mei_until: '2009-12-31',
        source: 'receita',
      },
      {
        cnpj: PLAIN_CNPJ,
        cnpj_basico: '87654321',
        name: 'BETA SERVICOS LTDA',
        business_name: null,
        legal_nature_code: '2135',
        responsible_qualification_code: '50',
        company_size: '01',
        federative_entity: null,
        share_capital: 0,
        type: 1,
        status: '02',
        status_at: '2020-01-01',
        status_reason_code: '00',
        foreign_city_name: null,
        country_code: null,
        open_at: '2020-01-01',
        main_activity_code: '6202300',
        secondary_activity_codes: [],
        street_type: null,
        street_name: null,
        street_number: null,
        subunit: null,
        district: null,
        postal_code: null,
        state: 'SP',
        siafi_code: '6219',
        city_code: 3506003,
        city_id: bauru?.id,
        city_name: 'Bauru',
        phones: [],
        email: null,
        special_status: null,
        special_status_at: null,
        simples: null,
        simples_since: null,
        simples_until: null,
        mei: null,
        mei_since: null,
        mei_until: null,
        source: 'receita',
      },
    ]);

    const partners = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(p) as row from receita.partners p order by id`,
    );
    // Numbered in file-column order: the company (1), the person (2), the foreigner (3).
    expect(partners.map((p) => p.row)).toEqual([
      {
        id: 1,
        company_cnpj_basico: '12345678',
        kind: 'company',
        name: 'DOURADO PARTICIPACOES SA',
        document: '98765432000110',
        person_key: null,
        partner_cnpj_basico: '98765432',
        qualification_code: '49',
        entry_date: '2018-01-02',
        country_code: null,
        representative_name: 'CARLOS PEREIRA',
        representative_document: '***111222**',
        representative_qualification_code: '05',
        age_range: 0,
      },
      {
        id: 2,
        company_cnpj_basico: '12345678',
        kind: 'person',
        name: 'MARIA  DAS GRAÇAS SOUZA',
        document: '***123456**',
        person_key: '123456:MARIA DAS GRACAS SOUZA',
        partner_cnpj_basico: null,
        qualification_code: '22',
        entry_date: '2015-06-10',
        country_code: '105',
        representative_name: 'JOÃO REPRESENTANTE LIMA',
        representative_document: '***654321**',
        representative_qualification_code: '17',
        age_range: 6,
      },
      {
        id: 3,
        company_cnpj_basico: '12345678',
        kind: 'foreign',
        name: 'JOHN SMITH HOLDINGS',
        document: null,
        person_key: null,
        partner_cnpj_basico: null,
        qualification_code: '37',
        entry_date: '2020-03-15',
        country_code: '249',
        representative_name: null,
        representative_document: null,
        representative_qualification_code: null,
        age_range: 0,
      },
    ]);

    const identities = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(i) as row from receita.partner_identities i order by id`,
    );
    expect(identities.map((i) => i.row)).toEqual([
      {
        id: 1,
        identity: 'c:98765432',
        kind: 'company',
        name: 'DOURADO PARTICIPACOES SA',
        name_key: 'dourado participacoes sa',
        document: '98765432000110',
        companies: 1,
      },
      {
        id: 2,
        identity: 'f:JOHN SMITH HOLDINGS',
        kind: 'foreign',
        name: 'JOHN SMITH HOLDINGS',
        name_key: 'john smith holdings',
        document: null,
        companies: 1,
      },
      {
        id: 3,
        identity: 'p:123456:MARIA DAS GRACAS SOUZA',
        kind: 'person',
        name: 'MARIA  DAS GRAÇAS SOUZA',
        name_key: 'maria das gracas souza',
        document: '***123456**',
        companies: 1,
      },
    ]);
    const words = await rows<{ word: string; identity_id: number; companies: number }>(
      db,
      sql`select word, identity_id::int, companies from receita.partner_name_words
          order by identity_id, word`,
    );
    expect(words.map((w) => `${w.identity_id}:${w.word}:${w.companies}`)).toEqual([
      '1:dourado:1',
      '1:participacoes:1',
      '1:sa:1',
      '2:holdings:1',
      '2:john:1',
      '2:smith:1',
      '3:das:1',
      '3:gracas:1',
      '3:maria:1',
      '3:souza:1',
    ]);

    // Each code table under its own kind, code then description.
    const codes = await rows<{ kind: string; code: string; description: string }>(
      db,
      sql`select kind, code, description from receita.registry_codes order by kind, code`,
    );
    const kinds: Record<string, CodeFile> = {
      motivo: 'Motivos',
      municipio: 'Municipios',
      natureza: 'Naturezas',
      pais: 'Paises',
      qualificacao: 'Qualificacoes',
    };
    expect(codes).toEqual(
      Object.entries(kinds).flatMap(([kind, file]) =>
        CODE_TABLES[file].map(([code, description]) => ({ kind, code, description })),
      ),
    );
    const activities = await rows<{ code: string; text: string }>(
      db,
      sql`select code, text from activities where code in ('6204000', '6201501', '6202300')
          order by code`,
    );
    expect(activities).toEqual(
      CODE_TABLES.Cnaes.map(([code, text]) => ({ code, text })).sort((a, b) =>
        a.code.localeCompare(b.code),
      ),
    );

    // Every code the records use is in the tables: nothing was left out or set to null.
    expect(Object.entries(report.skipped).filter(([, count]) => count !== 0)).toEqual([]);
    const [source] = await rows<Record<string, unknown>>(
      db,
      sql`select version, release_date::text, rows, skipped from data_sources
          where source = 'receita'`,
    );
    expect(source).toEqual({ version: '2026-09', release_date: '2026-09-01', rows: 2, skipped: 0 });
  });
});
