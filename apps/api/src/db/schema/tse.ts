import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { cities } from './territory.ts';

/**
 * One candidacy from TSE's `consulta_cand` files (npm run import:tse). `SQ_CANDIDATO` is unique
 * within an election year only; a candidate in a second round keeps the row of the last round.
 * A reload of a year replaces all of that year's rows in one transaction.
 */
export const tseCandidacies = pgTable(
  'tse_candidacies',
  {
    year: smallint('year').notNull(),
    /** SQ_CANDIDATO. */
    candidateSeq: bigint('candidate_seq', { mode: 'number' }).notNull(),
    electionCode: integer('election_code'),
    electionName: text('election_name'),
    electionDate: date('election_date', { mode: 'string' }),
    round: smallint('round').notNull(),
    /** TP_ABRANGENCIA: MUNICIPAL, ESTADUAL or FEDERAL. */
    scope: varchar('scope', { length: 16 }),
    officeCode: smallint('office_code').notNull(),
    officeDescription: text('office_description').notNull(),
    /** SG_UF: a state, or BR for the president. */
    uf: char('uf', { length: 2 }).notNull(),
    /** SG_UE: TSE's municipality code in municipal elections, the UF or BR otherwise. */
    electoralUnitCode: varchar('electoral_unit_code', { length: 8 }).notNull(),
    electoralUnitName: text('electoral_unit_name'),
    /** The IBGE municipality, through tse_municipalities; null for state and federal offices. */
    cityId: integer('city_id').references(() => cities.id),
    number: integer('number'),
    name: text('name').notNull(),
    ballotName: text('ballot_name'),
    socialName: text('social_name'),
    partyNumber: smallint('party_number'),
    partyAbbreviation: varchar('party_abbreviation', { length: 32 }),
    partyName: text('party_name'),
    /** Digits 4 to 9 of the CPF, the ones Receita shows of a partner: never the whole CPF. */
    cpfDigits: char('cpf_digits', { length: 6 }),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 32 }),
    /** SG_UF_NASCIMENTO. */
    bornUf: char('born_uf', { length: 2 }),
    /** DS_GRAU_INSTRUCAO. */
    scholarity: text('scholarity'),
    /** DS_OCUPACAO. */
    occupation: text('occupation'),
    /** NM_EMAIL. */
    email: text('email'),
    /** DS_SITUACAO_CANDIDATURA (APTO, INAPTO…); blank in the main file since 2024. */
    candidacyStatus: text('candidacy_status'),
    /** The judgment of the candidacy (DEFERIDO, INDEFERIDO, RENÚNCIA…). */
    situation: text('situation'),
    isElected: boolean('is_elected').notNull(),
    /** DS_SIT_TOT_TURNO of the last round: ELEITO, ELEITO POR QP, SUPLENTE, 2º TURNO… */
    roundResult: text('round_result'),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.candidateSeq] }),
    index('tse_candidacies_city_id_idx').on(t.cityId),
    index('tse_candidacies_uf_office_idx').on(t.uf, t.officeCode),
    index('tse_candidacies_electoral_unit_idx').on(t.electoralUnitCode),
  ],
);

/**
 * Every TSE municipality code met, and the IBGE municipality it was matched to: by code (the
 * SIAFI code and a check digit) confirmed by name, by name within the state, or by code alone
 * when the name no longer matches (renamed); `city_id` null when nothing matched.
 */
export const tseMunicipalities = pgTable('tse_municipalities', {
  tseCode: varchar('tse_code', { length: 8 }).primaryKey(),
  uf: char('uf', { length: 2 }).notNull(),
  name: text('name').notNull(),
  cityId: integer('city_id').references(() => cities.id),
  /** codigo, nome, codigo_nome_diverge; null when unmapped. */
  matchedBy: varchar('matched_by', { length: 24 }),
});
