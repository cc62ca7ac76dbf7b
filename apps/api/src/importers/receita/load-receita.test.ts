import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  establishment,
  type ReceitaRecords,
  receitaBytes,
  withCheckDigits,
  writeReceitaRelease,
} from '../../../test/receita-release.ts';
import { sharedData } from '../../../test/shared-data.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { loadReceitaRelease } from './load-receita.ts';
import { formatReport } from './receita-progress.ts';

/** The real sample release (../shared/data/README.md). */
const samples = () => sharedData('receita-sample');
const ALPHANUMERIC = withCheckDigits('12ABC34501DE');
/** A company abroad (UF EX, SIAFI 9707 "EXTERIOR"): its country is not in Paises. */
const FOREIGN = withCheckDigits('445556660001');

const CODE_TABLES: Record<string, ReceitaRecords> = {
  Cnaes: [
    ['6204000', 'Consultoria em tecnologia da informação'],
    ['4711302', 'Comércio varejista de mercadorias em geral - supermercados'],
  ],
  Motivos: [['00', 'SEM MOTIVO']],
  Municipios: [
    ['7107', 'SAO PAULO'],
    ['6219', 'BAURU'],
  ],
  Naturezas: [['2062', 'Sociedade Empresária Limitada']],
  Paises: [['105', 'BRASIL']],
  Qualificacoes: [
    ['49', 'Sócio-Administrador'],
    ['22', 'Sócio'],
  ],
};

/**
 * A tiny release in the real layout holding each trap once: a NUL byte, a line break inside
 * a quoted field, codes the code tables lack (main and secondary CNAE, natureza, motivo, país
 * of an establishment and of a partner, qualificação of a partner and of a legal
 * representative), a 7-digit CEP, the 999999999999 capital, dates 00000000 and 20230231, an
 * unknown municipality, an establishment abroad, an alphanumeric CNPJ, and partners whose
 * identity is the six CPF digits shown plus the normalised name. Each of those code columns
 * also holds a known code somewhere, so that only the missing ones are counted.
 */
function trapRelease(extra: { empresas?: ReceitaRecords; estabelecimentos?: ReceitaRecords } = {}) {
  const estabelecimentos = receitaBytes([
    establishment({
      cnpj_basico: '11222333',
      cnpj_ordem: '0001',
      cnpj_dv: '81',
      matriz_filial: '1',
      nome_fantasia: 'MERCADO BOM',
      situacao_cadastral: '02',
      data_situacao_cadastral: '20050101',
      motivo_situacao_cadastral: '00',
      pais: '105',
      data_inicio_atividade: '00000000',
      cnae_fiscal_principal: '4711302',
      cnae_fiscal_secundaria: '6204000,9999999',
      logradouro: 'RUA DAS FLORES',
      complemento: 'SALA 1\nBLOCO B',
      cep: '1310100',
      uf: 'SP',
      municipio: '7107',
      ddd_1: '11',
      telefone_1: '32345678',
      correio_eletronico: 'CONTATO@MERCADOBOM.COM.BR',
    }),
    establishment({
      cnpj_basico: '11222333',
      cnpj_ordem: '0002',
      cnpj_dv: '62',
      matriz_filial: '2',
      situacao_cadastral: '8',
      data_situacao_cadastral: '20230231',
      motivo_situacao_cadastral: '77',
      data_inicio_atividade: '20100315',
      cnae_fiscal_principal: '1234567',
      cep: '17012345',
      uf: 'SP',
      municipio: '6219',
    }),
    establishment({
      cnpj_basico: ALPHANUMERIC.slice(0, 8),
      cnpj_ordem: ALPHANUMERIC.slice(8, 12),
      cnpj_dv: ALPHANUMERIC.slice(12),
      matriz_filial: '1',
      situacao_cadastral: '02',
      data_inicio_atividade: '20260801',
      cnae_fiscal_principal: '6204000',
      uf: 'SP',
      municipio: '9998',
    }),
    establishment({ cnpj_basico: '99887766', cnpj_ordem: '0001', cnpj_dv: '00', uf: 'SP' }),
    establishment({
      cnpj_basico: FOREIGN.slice(0, 8),
      cnpj_ordem: FOREIGN.slice(8, 12),
      cnpj_dv: FOREIGN.slice(12),
      matriz_filial: '1',
      situacao_cadastral: '02',
      nome_cidade_exterior: 'MIAMI',
      pais: '249',
      data_inicio_atividade: '20150610',
      cnae_fiscal_principal: '6204000',
      uf: 'EX',
      municipio: '9707',
    }),
    ...(extra.estabelecimentos ?? []),
  ]);
  // A NUL byte in the middle of the trade name of the first establishment.
  const at = estabelecimentos.indexOf('MERCADO BOM');
  const withNul = Buffer.concat([
    estabelecimentos.subarray(0, at + 7),
    Buffer.from([0]),
    estabelecimentos.subarray(at + 7),
  ]);
  return writeReceitaRelease({
    ...CODE_TABLES,
    Empresas0: [
      ['11222333', 'MERCADO BOM LTDA', '2062', '49', '150000,00', '03', ''],
      [
        ALPHANUMERIC.slice(0, 8),
        'NOVA ERA TECNOLOGIA LTDA',
        '9999',
        '49',
        '999999999999,00',
        '01',
        '',
      ],
      // Its responsible's qualification 16 (Presidente) is missing from the tiny table too.
      [FOREIGN.slice(0, 8), 'ACME HOLDINGS LLC', '2062', '16', '500000,00', '05', ''],
      ...(extra.empresas ?? []),
    ],
    Estabelecimentos0: withNul,
    Simples: [['11222333', 'S', '20070701', '00000000', 'N', '00000000', '00000000']],
    Socios0: [
      [
        '11222333',
        '2',
        'JOSÉ  DA SILVA',
        '***123456**',
        '49',
        '20050101',
        '',
        '***000000**',
        '',
        '00',
        '5',
      ],
      [
        ALPHANUMERIC.slice(0, 8),
        '2',
        'jose da silva ',
        '***123456**',
        '49',
        '20260801',
        '',
        '***000000**',
        '',
        '00',
        '5',
      ],
      [
        ALPHANUMERIC.slice(0, 8),
        '2',
        'MARIA SOUZA',
        '***123456**',
        '22',
        '20260801',
        '105',
        '***000000**',
        '',
        '00',
        '4',
      ],
      [
        ALPHANUMERIC.slice(0, 8),
        '1',
        'MERCADO BOM LTDA',
        '11222333000181',
        '22',
        '20260801',
        '',
        '***111222**',
        'CARLOS PEREIRA',
        '49',
        '0',
      ],
      // A partner abroad: qualification 38, country 249 and the representative's
      // qualification 17 are real codes the tiny Qualificacoes and Paises tables lack.
      [
        FOREIGN.slice(0, 8),
        '3',
        'JOHN SMITH',
        '***999999**',
        '38',
        '20150610',
        '249',
        '***654321**',
        'ANA LIMA',
        '17',
        '0',
      ],
    ],
  });
}

describe('Receita importer', () => {
  const database = useTestDatabase();
  const folders: string[] = [];
  const release = (folder: string) => {
    folders.push(folder);
    return folder;
  };
  const load = (folder: string, options: Partial<Parameters<typeof loadReceitaRelease>[2]> = {}) =>
    loadReceitaRelease(database(), folder, { release: '2026-09-01', ...options });
  const companies = () =>
    rows<Record<string, unknown>>(
      database().db,
      sql`select cnpj, name, business_name, subunit, postal_code, share_capital::float8 as share_capital, open_at,
                 status, status_at, main_activity_code, secondary_activity_codes, city_code,
                 city_name, legal_nature_code, simples, mei, phones, email, source
          from receita.companies order by cnpj`,
    );

  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('loads the real sample release from its zips', async () => {
    const report = await load(samples(), { release: '2026-10-01' });
    expect(report.tables.companies?.rows).toBe(1);
    expect(report.tables.partners?.rows).toBe(7);
    // Every code of the real records is in the real code tables: none is counted missing.
    expect(report.skipped).toMatchObject({
      'CNAE fora da tabela de CNAEs': 0,
      'CNAE secundário fora da tabela de CNAEs': 0,
      'natureza jurídica fora da tabela': 0,
      'motivo de situação fora da tabela': 0,
      'país fora da tabela': 0,
      'país de sócio fora da tabela': 0,
      'qualificação de sócio fora da tabela': 0,
      'qualificação de representante legal fora da tabela': 0,
      'qualificação do responsável pela empresa fora da tabela': 0,
      'município sem código IBGE': 0,
    });
    expect(report.municipalities).toEqual({ mapped: 1, unmapped: 0, share: 1, unmappedCodes: [] });
    const [serpro] = await companies();
    expect(serpro).toMatchObject({
      cnpj: '33683111000280',
      name: 'SERVICO FEDERAL DE PROCESSAMENTO DE DADOS (SERPRO)',
      business_name: 'REGIONAL BRASILIA-DF',
      share_capital: 1061004829.23,
      open_at: '1967-06-30',
      city_code: 5300108,
      city_name: 'Brasília',
      secondary_activity_codes: ['6201501', '6202300', '6203100', '6209100', '6311900'],
      simples: true,
      mei: false,
    });
    const [activity] = await rows<{ text: string }>(
      database().db,
      sql`select text from activities where code = '6204000'`,
    );
    expect(activity?.text).toBe('Consultoria em tecnologia da informação');
  });

  it('leaves the tallies and the sample it rebuilds vacuumed, read from their indexes alone', async () => {
    await load(samples(), { release: '2026-10-01' });
    const derived = await rows<{ relname: string; pages: number; visible: number }>(
      database().db,
      sql`select relname, relpages as pages, relallvisible as visible from pg_class
          where relname in ('company_city_tallies', 'company_state_tallies', 'company_sample')
          order by relname`,
    );
    expect(derived.map((t) => t.relname)).toEqual([
      'company_city_tallies',
      'company_sample',
      'company_state_tallies',
    ]);
    for (const table of derived) {
      expect(table.pages, table.relname).toBeGreaterThan(0);
      expect(table.visible, table.relname).toBe(table.pages);
    }
  });

  it('handles every data trap and reports what it skipped and why', async () => {
    const report = await load(release(trapRelease()));
    const loaded = await companies();
    expect(loaded.map((c) => c.cnpj)).toEqual([
      '11222333000181',
      '11222333000262',
      ALPHANUMERIC,
      FOREIGN,
    ]);
    const [head, branch, alphanumeric] = loaded;
    expect(head).toMatchObject({
      name: 'MERCADO BOM LTDA',
      business_name: 'MERCADO BOM',
      subunit: 'SALA 1\nBLOCO B',
      postal_code: '01310100',
      open_at: null,
      status: '02',
      status_at: '2005-01-01',
      secondary_activity_codes: ['6204000', '9999999'],
      city_code: 3550308,
      city_name: 'São Paulo',
      share_capital: 150000,
      simples: true,
      mei: false,
      phones: [{ ddd: '11', phone: '32345678' }],
      email: 'contato@mercadobom.com.br',
      source: 'receita',
    });
    expect(branch).toMatchObject({
      status: '08',
      status_at: null,
      open_at: '2010-03-15',
      main_activity_code: '1234567',
      city_code: 3506003,
      simples: true,
    });
    expect(alphanumeric).toMatchObject({
      name: 'NOVA ERA TECNOLOGIA LTDA',
      share_capital: null,
      city_code: null,
      legal_nature_code: '9999',
      simples: null,
    });
    // Every reason, each count exact: a reason added later must be counted here too.
    expect(report.skipped).toEqual({
      'bytes NUL removidos': 1,
      'linhas em branco removidas': 0,
      'estabelecimento sem empresa (Empresas)': 1,
      'CNPJ malformado': 0,
      'sócio sem CNPJ da empresa': 0,
      'data de início de atividade inexistente (vazia no cadastro)': 0,
      'data de situação cadastral inexistente (vazia no cadastro)': 1,
      'capital social 999999999999 (sem valor)': 1,
      'capital social ilegível (sem valor)': 0,
      'CEP de 7 dígitos (completado com zero)': 1,
      'CNAE fora da tabela de CNAEs': 1,
      'CNAE secundário fora da tabela de CNAEs': 1,
      'natureza jurídica fora da tabela': 1,
      'motivo de situação fora da tabela': 1,
      'país fora da tabela': 1,
      'país de sócio fora da tabela': 1,
      'qualificação de sócio fora da tabela': 1,
      'qualificação de representante legal fora da tabela': 1,
      'qualificação do responsável pela empresa fora da tabela': 1,
      // The establishment abroad (EX) has no municipality to map and is not counted.
      'município sem código IBGE': 1,
    });
    expect(report.municipalities).toEqual({
      mapped: 2,
      unmapped: 1,
      share: 2 / 3,
      unmappedCodes: ['9998'],
    });
    expect(formatReport(report).split('\n').at(-1)).toBe(
      'Municípios mapeados para o IBGE: 66.66% (1 sem código: 9998)',
    );
    // Rounded down: a share just under the 99.9% the mapping must reach does not read as it.
    const justUnder = { ...report.municipalities, share: 0.99895 };
    expect(
      formatReport({ ...report, municipalities: justUnder })
        .split('\n')
        .at(-1),
    ).toBe('Municípios mapeados para o IBGE: 99.89% (1 sem código: 9998)');
  });

  it('keeps a company or a partner whose codes the code tables lack, with those codes', async () => {
    await load(release(trapRelease()));
    const codes = await rows<Record<string, unknown>>(
      database().db,
      sql`select cnpj, state, foreign_city_name, country_code, city_code, main_activity_code,
                 secondary_activity_codes
          from receita.companies where cnpj in (${FOREIGN}, '11222333000181') order by cnpj`,
    );
    expect(codes).toEqual([
      {
        cnpj: '11222333000181',
        state: 'SP',
        foreign_city_name: null,
        country_code: '105',
        city_code: 3550308,
        main_activity_code: '4711302',
        secondary_activity_codes: ['6204000', '9999999'],
      },
      {
        cnpj: FOREIGN,
        state: 'EX',
        foreign_city_name: 'MIAMI',
        country_code: '249',
        city_code: null,
        main_activity_code: '6204000',
        secondary_activity_codes: [],
      },
    ]);
    const partners = await rows<Record<string, unknown>>(
      database().db,
      sql`select name, kind, qualification_code, country_code, representative_name,
                 representative_document, representative_qualification_code
          from receita.partners order by name collate "C"`,
    );
    expect(partners).toEqual([
      {
        name: 'JOHN SMITH',
        kind: 'foreign',
        qualification_code: '38',
        country_code: '249',
        representative_name: 'ANA LIMA',
        representative_document: '***654321**',
        representative_qualification_code: '17',
      },
      {
        name: 'JOSÉ  DA SILVA',
        kind: 'person',
        qualification_code: '49',
        country_code: null,
        representative_name: null,
        representative_document: null,
        representative_qualification_code: null,
      },
      {
        name: 'MARIA SOUZA',
        kind: 'person',
        qualification_code: '22',
        country_code: '105',
        representative_name: null,
        representative_document: null,
        representative_qualification_code: null,
      },
      {
        name: 'MERCADO BOM LTDA',
        kind: 'company',
        qualification_code: '22',
        country_code: null,
        representative_name: 'CARLOS PEREIRA',
        representative_document: '***111222**',
        representative_qualification_code: '49',
      },
      {
        name: 'jose da silva',
        kind: 'person',
        qualification_code: '49',
        country_code: null,
        representative_name: null,
        representative_document: null,
        representative_qualification_code: null,
      },
    ]);
  });

  it('keeps a person apart by the CPF digits shown and the normalised name', async () => {
    const partners = await rows<{
      name: string;
      person_key: string | null;
      kind: string;
      partner_cnpj_basico: string | null;
    }>(
      database().db,
      sql`select name, person_key, kind, partner_cnpj_basico from receita.partners order by id`,
    );
    const keyOf = (name: string) => partners.find((p) => p.name === name)?.person_key;
    expect(keyOf('JOSÉ  DA SILVA')).toBe('123456:JOSE DA SILVA');
    expect(keyOf('jose da silva')).toBe(keyOf('JOSÉ  DA SILVA'));
    expect(keyOf('MARIA SOUZA')).toBe('123456:MARIA SOUZA');
    expect(partners.find((p) => p.kind === 'company')).toMatchObject({
      name: 'MERCADO BOM LTDA',
      person_key: null,
      partner_cnpj_basico: '11222333',
    });
    // Suggestions find each identity once by the words of its name, with its companies.
    const identities = await rows(
      database().db,
      sql`select id::int, identity, kind, name_key, document, companies,
            (select array_agg(word order by word) from receita.partner_name_words
             where identity_id = i.id) as words
          from receita.partner_identities i order by id`,
    );
    expect(identities).toEqual([
      {
        id: 1,
        identity: 'c:11222333',
        kind: 'company',
        name_key: 'mercado bom ltda',
        document: '11222333000181',
        companies: 1,
        words: ['bom', 'ltda', 'mercado'],
      },
      {
        id: 2,
        identity: 'f:JOHN SMITH',
        kind: 'foreign',
        name_key: 'john smith',
        document: '***999999**',
        companies: 1,
        words: ['john', 'smith'],
      },
      {
        id: 3,
        identity: 'p:123456:JOSE DA SILVA',
        kind: 'person',
        name_key: 'jose da silva',
        document: '***123456**',
        companies: 2,
        words: ['da', 'jose', 'silva'],
      },
      {
        id: 4,
        identity: 'p:123456:MARIA SOUZA',
        kind: 'person',
        name_key: 'maria souza',
        document: '***123456**',
        companies: 1,
        words: ['maria', 'souza'],
      },
    ]);
  });

  it('gives the same rows and checksums when the same release is loaded again', async () => {
    const folder = release(trapRelease());
    const first = await load(folder);
    const second = await load(folder);
    expect(second.tables).toEqual(first.tables);
  });

  it('resumes a stopped load where it stopped and ends as an uninterrupted one', async () => {
    const folder = release(trapRelease());
    const whole = await load(folder);
    // The release's files in load order (their names, sorted).
    const files = [
      'Cnaes',
      'Empresas0',
      'Estabelecimentos0',
      'Motivos',
      'Municipios',
      'Naturezas',
      'Paises',
      'Qualificacoes',
      'Simples',
      'Socios0',
    ];
    const resumedFiles: Record<string, string[]> = {
      Empresas0: ['Cnaes', 'Empresas0'],
      Socios0: files,
      empresas: files,
      'índice companies_name_idx': files,
      estatísticas: files,
    };
    for (const [stopAt, expectedFiles] of Object.entries(resumedFiles)) {
      const stop = new Error(`parado em ${stopAt}`);
      const committed: string[] = [];
      await expect(
        load(folder, {
          afterCommit: (unit) => {
            committed.push(unit);
            if (unit === stopAt) throw stop;
          },
        }),
      ).rejects.toBe(stop);
      const resumed: string[] = [];
      const report = await load(folder, {
        onProgress: (event) => {
          if (event.type === 'file-done' && event.resumed) resumed.push(event.name);
          if (event.type === 'step' && event.resumed) resumed.push(event.step);
        },
      });
      expect(report.tables, stopAt).toEqual(whole.tables);
      expect(report.skipped, stopAt).toEqual(whole.skipped);
      // Exactly what the stopped run committed is carried on, nothing more, nothing again.
      expect(committed.at(-1), stopAt).toBe(stopAt);
      expect(resumed, stopAt).toEqual(committed);
      expect(
        resumed.filter((unit) => files.includes(unit)),
        stopAt,
      ).toEqual(expectedFiles);
    }
  });

  it('moves the registry’s version on when it swaps a release in, and with every later write', async () => {
    const version = async () =>
      Number(
        (
          await rows<{ version: string }>(
            database().db,
            sql`select version from company_registry_version`,
          )
        )[0]?.version,
      );
    const before = await version();
    await load(samples());
    const swapped = await version();
    expect(swapped).toBeGreaterThan(before);
    // The new release's table announces its own writes, as the migrated one did.
    await database().db.execute(sql`update receita.companies set email = email`);
    expect(await version()).toBe(swapped + 1);
  });

  it('leaves the live release untouched when a file is malformed', async () => {
    const before = await companies();
    const folder = release(trapRelease({ empresas: [['55667788', 'SÓ TRÊS CAMPOS', '2062']] }));
    await expect(load(folder, { release: '2026-11-01' })).rejects.toThrow(
      /Falha ao carregar Empresas0/,
    );
    expect(await companies()).toEqual(before);
    const [source] = await rows<{ release_date: string }>(
      database().db,
      sql`select release_date from data_sources where source = 'receita'`,
    );
    expect(source?.release_date).toBe('2026-09-01');
  });

  it('refuses a folder that lacks part of the release, changing nothing', async () => {
    const { Socios0: _, ...partial } = { Socios0: [], ...CODE_TABLES };
    const folder = release(
      writeReceitaRelease({ ...partial, Empresas0: [], Estabelecimentos0: [], Simples: [] }),
    );
    await expect(load(folder)).rejects.toThrow('Faltam arquivos da Receita');
  });

  it('refuses to load when the live schema has a table it does not know how to fill', async () => {
    await database().db.execute(sql`create table receita.unknown_extra (id int)`);
    try {
      await expect(load(release(trapRelease()))).rejects.toThrow(
        'O importador não sabe preencher receita.unknown_extra',
      );
    } finally {
      await database().db.execute(sql`drop table receita.unknown_extra`);
    }
  });

  it('keeps companies registered by hand that the release does not bring', async () => {
    await database().db.execute(sql`
      insert into manual_companies (cnpj, name, main_activity_code, postal_code, street_name, city_id)
      values ('11444777000161', 'CADASTRADA À MÃO LTDA', '6204000', '17012345', 'RUA A',
              (select id from cities where code = 3506003))`);
    await load(release(trapRelease()));
    const manual = (await companies()).find((c) => c.cnpj === '11444777000161');
    expect(manual).toMatchObject({
      source: 'manual',
      city_code: 3506003,
      name: 'CADASTRADA À MÃO LTDA',
    });
    // A release that brings the CNPJ replaces the hand-made record in the list.
    await load(
      release(
        trapRelease({
          empresas: [['11444777', 'AGORA NA RECEITA LTDA', '2062', '49', '1000,00', '01', '']],
          estabelecimentos: [
            establishment({
              cnpj_basico: '11444777',
              cnpj_ordem: '0001',
              cnpj_dv: '61',
              uf: 'SP',
              municipio: '6219',
            }),
          ],
        }),
      ),
    );
    expect((await companies()).find((c) => c.cnpj === '11444777000161')).toMatchObject({
      source: 'receita',
      name: 'AGORA NA RECEITA LTDA',
    });
  });
});
