import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { useTestDatabase } from '../../../test/test-database.ts';
import { writeTseFolder } from '../../../test/tse-files.ts';
import { files2020, files2022, files2024, ROWS_2020 } from '../../../test/tse-politician-files.ts';
import { rows } from '../../db/rows.ts';
import { loadReferenceData } from '../reference-data/load-reference-data.ts';
import { loadTseCandidacies } from './load-tse.ts';

type Published = Record<string, unknown>;

describe('politicians published from TSE', () => {
  const database = useTestDatabase();
  let userId: number;
  const folders: string[] = [];
  const load = (files: Record<string, Buffer>) => {
    const path = writeTseFolder(files);
    folders.push(path);
    return loadTseCandidacies(database(), path);
  };
  const published = () =>
    rows<Published>(
      database().db,
      sql`select p.election_year, p.tse_candidate_seq::text as tse_candidate_seq, p.name,
                 p.ballot_name, o.slug as office, pa.abbreviation as party, pa.number as party_number,
                 c.code as city_code, s.uf as state, b.uf as born_state, p.birth_date, p.situation,
                 p.scholarity, p.email, p.gender, p.occupation, p.is_elected, p.cpf_digits,
                 p.source, p.is_demo
          from politicians p
          join political_offices o on o.id = p.political_office_id
          left join political_parties pa on pa.id = p.party_id
          left join cities c on c.id = p.city_id
          left join states s on s.id = p.state_id
          left join states b on b.id = p.born_state_id
          where p.source = 'TSE'
          order by p.election_year, p.tse_candidate_seq`,
    );
  const idsBySeq = async () =>
    Object.fromEntries(
      (
        await rows<{ seq: string; id: number }>(
          database().db,
          sql`select tse_candidate_seq::text as seq, id from politicians where source = 'TSE'`,
        )
      ).map((r) => [r.seq, r.id]),
    );
  const favourites = async () =>
    (
      await rows<{ entity_id: string }>(
        database().db,
        sql`select entity_id from favorites
            where user_id = ${userId} and entity = 'politician' order by entity_id`,
      )
    ).map((f) => Number(f.entity_id));
  const star = (id: number) =>
    database().db.execute(sql`insert into favorites (user_id, entity, entity_id)
      values (${userId}, 'politician', ${String(id)})`);
  /** Bauru's 2024 mayors and vice-mayors other than demo ones, whatever their source. */
  const bauru2024 = () =>
    rows<{ office: string; name: string; source: string }>(
      database().db,
      sql`select o.slug as office, p.name, p.source from politicians p
          join political_offices o on o.id = p.political_office_id
          join cities c on c.id = p.city_id
          where c.code = 3506003 and p.election_year = 2024 and not p.is_demo
            and o.slug in ('prefeito', 'vice-prefeito') and p.is_elected
          order by o.slug, p.name`,
    );
  const demoCount = async () =>
    (
      await rows<{ n: number }>(
        database().db,
        sql`select count(*)::int as n from politicians where is_demo`,
      )
    )[0]?.n;

  beforeAll(async () => {
    const customer = await createCustomer(database().db);
    userId = (await createUser(database().db, { customerId: customer.id })).id;
  });
  afterAll(async () => {
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('publishes every candidacy of the years loaded, each field mapped', async () => {
    const demo = await demoCount();
    const report2020 = await load(files2020());
    const report2022 = await load(files2022());
    expect(report2020.politicians).toEqual({
      published: 3,
      removed: 0,
      replaced: 0,
      newParties: ['DEM'],
      unknownOffices: { '99': 1 },
    });
    expect(report2022.politicians).toMatchObject({ published: 3, newParties: [] });
    const common = { source: 'TSE', is_demo: false };
    expect(await published()).toEqual([
      {
        election_year: 2020,
        tse_candidate_seq: '250000001001',
        name: 'BRUNO COVAS LOPES',
        ballot_name: 'BRUNO COVAS',
        office: 'prefeito',
        party: 'PSDB',
        party_number: 45,
        city_code: 3550308,
        state: 'SP',
        born_state: 'SP',
        birth_date: '1980-04-07',
        situation: 'DEFERIDO',
        scholarity: 'SUPERIOR COMPLETO',
        email: 'BRUNO@EXEMPLO.COM.BR',
        gender: 'MASCULINO',
        occupation: 'ADVOGADO',
        is_elected: true,
        cpf_digits: '456789',
        ...common,
      },
      {
        election_year: 2020,
        tse_candidate_seq: '250000001002',
        name: 'MILTON LEITE DA SILVA',
        ballot_name: 'MILTON LEITE',
        office: 'vereador',
        party: 'DEM',
        party_number: 25,
        city_code: 3550308,
        state: 'SP',
        born_state: 'PR',
        birth_date: '1960-03-01',
        situation: 'DEFERIDO',
        scholarity: 'ENSINO MÉDIO COMPLETO',
        email: null,
        gender: 'MASCULINO',
        occupation: 'VEREADOR',
        is_elected: true,
        cpf_digits: null,
        ...common,
      },
      {
        election_year: 2020,
        tse_candidate_seq: '250000001003',
        name: 'MARIA SENTINELA',
        ballot_name: null,
        office: 'vereador',
        party: null,
        party_number: null,
        city_code: 3550308,
        state: 'SP',
        born_state: null,
        birth_date: null,
        situation: 'INAPTO',
        scholarity: null,
        email: null,
        gender: null,
        occupation: null,
        is_elected: false,
        cpf_digits: null,
        ...common,
      },
      {
        election_year: 2022,
        tse_candidate_seq: '70001600001',
        name: 'ANA DISTRITAL',
        ballot_name: null,
        office: 'deputado-distrital',
        party: 'PC do B',
        party_number: 65,
        city_code: null,
        state: 'DF',
        born_state: null,
        birth_date: null,
        situation: 'DEFERIDO',
        scholarity: null,
        email: null,
        gender: 'FEMININO',
        occupation: null,
        is_elected: true,
        cpf_digits: null,
        ...common,
      },
      {
        election_year: 2022,
        tse_candidate_seq: '250001600001',
        name: 'TARCÍSIO GOMES DE FREITAS',
        ballot_name: 'TARCÍSIO',
        office: 'governador',
        party: 'REPUBLICANOS',
        party_number: 10,
        city_code: null,
        state: 'SP',
        born_state: 'RJ',
        birth_date: '1975-06-19',
        situation: 'DEFERIDO',
        scholarity: 'SUPERIOR COMPLETO',
        email: null,
        gender: 'MASCULINO',
        occupation: 'ENGENHEIRO',
        is_elected: true,
        cpf_digits: null,
        ...common,
      },
      {
        election_year: 2022,
        tse_candidate_seq: '280001600001',
        name: 'CANDIDATO PRESIDENTE',
        ballot_name: null,
        office: 'presidente',
        party: 'PT',
        party_number: 13,
        city_code: null,
        state: null,
        born_state: null,
        birth_date: null,
        situation: 'DEFERIDO',
        scholarity: null,
        email: null,
        gender: 'MASCULINO',
        occupation: null,
        is_elected: true,
        cpf_digits: null,
        ...common,
      },
    ]);
    const [dem] = await rows<Record<string, unknown>>(
      database().db,
      sql`select abbreviation, name, number from political_parties where abbreviation = 'DEM'`,
    );
    expect(dem).toEqual({ abbreviation: 'DEM', name: 'DEMOCRATAS', number: 25 });
    expect(await demoCount()).toBe(demo);
  });

  it('replaces the reference mayor of a seat TSE covers, moving its favourite', async () => {
    expect(await bauru2024()).toEqual([
      {
        office: 'prefeito',
        name: 'SUÉLLEN SILVA ROSIM',
        source: expect.not.stringMatching(/^TSE$/),
      },
      { office: 'vice-prefeito', name: 'ORLANDO COSTA DIAS', source: expect.any(String) },
    ]);
    const [reference] = await rows<{ id: number }>(
      database().db,
      sql`select p.id from politicians p join cities c on c.id = p.city_id
          join political_offices o on o.id = p.political_office_id
          where c.code = 3506003 and o.slug = 'prefeito' and p.election_year = 2024
            and not p.is_demo`,
    );
    await star(reference?.id ?? 0);
    const demo = await demoCount();
    const report = await load(files2024());
    expect(report.politicians).toMatchObject({ published: 2, removed: 0, replaced: 1 });
    // The vice-mayor's seat has no TSE candidacy in these files: its reference row stays.
    expect(await bauru2024()).toEqual([
      { office: 'prefeito', name: 'SUÉLLEN SILVA ROSIM', source: 'TSE' },
      { office: 'vice-prefeito', name: 'ORLANDO COSTA DIAS', source: expect.any(String) },
    ]);
    const ids = await idsBySeq();
    expect(await favourites()).toEqual([ids['250002000001']]);
    expect((await published()).filter((p) => p.election_year === 2024)).toEqual([
      expect.objectContaining({
        name: 'SUÉLLEN SILVA ROSIM',
        office: 'prefeito',
        party: 'PSD',
        city_code: 3506003,
        state: 'SP',
        born_state: 'SP',
        situation: 'DEFERIDO',
        email: 'SUELLEN@EXEMPLO.COM.BR',
        occupation: 'JORNALISTA E REDATOR',
        cpf_digits: '222333',
        is_elected: true,
      }),
      expect.objectContaining({
        name: 'LÚCIA INDEFERIDA',
        office: 'vereador',
        situation: 'INDEFERIDO',
        is_elected: false,
      }),
    ]);
    expect(await demoCount()).toBe(demo);
  });

  it('does not bring the reference mayor back when the reference data loads again', async () => {
    await database().db.execute(
      sql`update data_sources set version = 'extrato anterior' where source = 'reference-territory'`,
    );
    expect((await loadReferenceData(database().db)).loaded).toBe(true);
    expect(await bauru2024()).toEqual([
      { office: 'prefeito', name: 'SUÉLLEN SILVA ROSIM', source: 'TSE' },
      { office: 'vice-prefeito', name: 'ORLANDO COSTA DIAS', source: expect.any(String) },
    ]);
  });

  it('keeps ids and favourites across a reload, dropping the candidacies gone', async () => {
    const before = await idsBySeq();
    const othersBefore = (await published()).filter((p) => p.election_year !== 2020);
    await star(before['250000001001'] ?? 0);
    await star(before['250000001003'] ?? 0);
    const report = await load(files2020([ROWS_2020.mayor, ROWS_2020.councillor]));
    expect(report.politicians).toMatchObject({ published: 2, removed: 1, replaced: 0 });
    const after = await idsBySeq();
    expect(after['250000001001']).toBe(before['250000001001']);
    expect(after['250000001002']).toBe(before['250000001002']);
    expect(after['250000001003']).toBeUndefined();
    expect(await favourites()).toEqual(
      [after['250002000001'], after['250000001001']].sort((a = 0, b = 0) => a - b),
    );
    expect((await published()).filter((p) => p.election_year !== 2020)).toEqual(othersBefore);
  });

  it('keeps the newest release date when an older year is loaded after a newer one', async () => {
    const [source] = await rows<{ release_date: string }>(
      database().db,
      sql`select release_date::text from data_sources where source = 'tse'`,
    );
    expect(source?.release_date).toBe('2025-01-22');
  });
});
