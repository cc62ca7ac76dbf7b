import type { ImportSession } from './import-session.ts';
import { RECEITA_KINDS, type ReceitaKind } from './receita-layout.ts';
import { LOAD, rawTable } from './receita-sql.ts';

export type ReceitaReport = {
  release: string;
  demo: boolean;
  files: {
    name: string;
    kind: ReceitaKind;
    rows: number;
    nulBytes: number;
    blankLines: number;
  }[];
  /** Rows and an order-independent checksum of each typed table. */
  tables: Record<string, { rows: number; checksum: string }>;
  /** Rows or values left out or set to null, and why. */
  skipped: Record<string, number>;
  municipalities: { mapped: number; unmapped: number; share: number; unmappedCodes: string[] };
};

const one = async <Row>(session: ImportSession, text: string) =>
  (await session.query<Row>(text))[0] as Row;

/**
 * A CNAE code neither Cnaes nor the product's catalogue holds. Said with NOT IN over both sets,
 * which PostgreSQL hashes once per statement: a correlated NOT EXISTS on `lpad(codigo)` read
 * Cnaes again for each establishment (48 s against 0.1 s for a million of them).
 */
const unknownActivity = (code: string) =>
  `${code} not in (select lpad(a.codigo, 7, '0') from ${rawTable('cnaes')} a where a.codigo is not null)
   and ${code} not in (select a.code from public.activities a)`;

/** Counts every table and every trap the load met; read before the swap. */
export async function buildReport(
  session: ImportSession,
  release: string,
  files: ReceitaReport['files'],
  demo: boolean,
): Promise<ReceitaReport> {
  const tables: ReceitaReport['tables'] = {};
  for (const table of ['companies', 'partners', 'registry_codes']) {
    const row = await one<{ rows: string; checksum: string | null }>(
      session,
      `select count(*)::text as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as checksum
       from ${LOAD}.${table} t`,
    );
    tables[table] = { rows: Number(row.rows), checksum: row.checksum ?? '0' };
  }
  const rawRows = Object.fromEntries(RECEITA_KINDS.map((kind) => [kind, 0])) as Record<
    ReceitaKind,
    number
  >;
  for (const file of files) rawRows[file.kind] += file.rows;

  const establishments = await one<Record<string, string>>(
    session,
    `select
       count(*) filter (where m.cnpj_basico is null)::text as without_company,
       count(*) filter (where upper(e.cnpj_basico || e.cnpj_ordem || e.cnpj_dv) !~ '^[0-9A-Z]{12}[0-9]{2}$')::text as bad_cnpj,
       count(*) filter (where e.data_inicio_atividade not in ('', '00000000') and ${LOAD}.ymd(e.data_inicio_atividade) is null)::text as bad_open_date,
       count(*) filter (where e.data_situacao_cadastral not in ('', '00000000') and ${LOAD}.ymd(e.data_situacao_cadastral) is null)::text as bad_status_date,
       count(*) filter (where e.cep ~ '^[0-9]{7}$')::text as short_cep
     from ${rawTable('estabelecimentos')} e
     left join ${rawTable('empresas')} m on m.cnpj_basico = e.cnpj_basico`,
  );
  const companies = await one<Record<string, string>>(
    session,
    `select
       count(*) filter (where m.capital_social ~ '^9{9,}(,0*)?$')::text as placeholder_capital,
       count(*) filter (where m.capital_social !~ '^9{9,}(,0*)?$' and ${LOAD}.amount(m.capital_social) is null)::text as bad_capital
     from ${rawTable('empresas')} m`,
  );
  const codes = await one<Record<string, string>>(
    session,
    `select
       count(*) filter (where c.main_activity_code is not null
         and ${unknownActivity('c.main_activity_code')})::text as unknown_activity,
       -- Each code of each establishment's list counts once, as each main CNAE does.
       coalesce(sum((select count(*) from unnest(c.secondary_activity_codes) as s(code)
         where ${unknownActivity('s.code')})), 0)::text as unknown_secondary_activity,
       count(*) filter (where c.legal_nature_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'natureza' and r.code = c.legal_nature_code))::text as unknown_legal_nature,
       count(*) filter (where c.status_reason_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'motivo' and r.code = c.status_reason_code))::text as unknown_status_reason,
       count(*) filter (where c.country_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'pais' and r.code = c.country_code))::text as unknown_country,
       count(*) filter (where c.responsible_qualification_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'qualificacao' and r.code = c.responsible_qualification_code))::text as unknown_responsible_qualification,
       count(*) filter (where c.city_id is not null)::text as mapped,
       count(*) filter (where c.city_id is null and c.state is distinct from 'EX')::text as unmapped
     from ${LOAD}.companies c`,
  );
  const partners = await one<Record<string, string>>(
    session,
    `select
       count(*) filter (where p.qualification_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'qualificacao' and r.code = p.qualification_code))::text as unknown_qualification,
       count(*) filter (where p.representative_qualification_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'qualificacao' and r.code = p.representative_qualification_code))::text as unknown_representative_qualification,
       count(*) filter (where p.country_code is not null and not exists (
         select 1 from ${LOAD}.registry_codes r where r.kind = 'pais' and r.code = p.country_code))::text as unknown_country
     from ${LOAD}.partners p`,
  );
  const unmappedCodes = await session.query<{ code: string }>(
    `select distinct coalesce(siafi_code, '(vazio)') as code from ${LOAD}.companies
     where city_id is null and state is distinct from 'EX' order by 1 limit 20`,
  );
  const mapped = Number(codes.mapped);
  const unmapped = Number(codes.unmapped);
  const count = (value: string | undefined) => Number(value ?? 0);
  return {
    release,
    demo,
    files,
    tables,
    skipped: {
      'bytes NUL removidos': files.reduce((sum, file) => sum + file.nulBytes, 0),
      'linhas em branco removidas': files.reduce((sum, file) => sum + file.blankLines, 0),
      'estabelecimento sem empresa (Empresas)': count(establishments.without_company),
      'CNPJ malformado': count(establishments.bad_cnpj),
      'sócio sem CNPJ da empresa': rawRows.socios - (tables.partners?.rows ?? 0),
      'data de início de atividade inexistente (vazia no cadastro)': count(
        establishments.bad_open_date,
      ),
      'data de situação cadastral inexistente (vazia no cadastro)': count(
        establishments.bad_status_date,
      ),
      'capital social 999999999999 (sem valor)': count(companies.placeholder_capital),
      'capital social ilegível (sem valor)': count(companies.bad_capital),
      'CEP de 7 dígitos (completado com zero)': count(establishments.short_cep),
      'CNAE fora da tabela de CNAEs': count(codes.unknown_activity),
      'CNAE secundário fora da tabela de CNAEs': count(codes.unknown_secondary_activity),
      'natureza jurídica fora da tabela': count(codes.unknown_legal_nature),
      'motivo de situação fora da tabela': count(codes.unknown_status_reason),
      'país fora da tabela': count(codes.unknown_country),
      'país de sócio fora da tabela': count(partners.unknown_country),
      'qualificação de sócio fora da tabela': count(partners.unknown_qualification),
      'qualificação de representante legal fora da tabela': count(
        partners.unknown_representative_qualification,
      ),
      'qualificação do responsável pela empresa fora da tabela': count(
        codes.unknown_responsible_qualification,
      ),
      'município sem código IBGE': unmapped,
    },
    municipalities: {
      mapped,
      unmapped,
      share: mapped + unmapped === 0 ? 1 : mapped / (mapped + unmapped),
      unmappedCodes: unmappedCodes.map((row) => row.code),
    },
  };
}
