// The set-based statements that turn a release's raw text tables into the typed ones. They
// run inside the load schema (`L`), never on the schema users read.
import { partnerIdentitySql } from '../../lib/sql/partner-identity.ts';
import { personNameSql } from '../../lib/sql/person-name.ts';
import { RECEITA_LAYOUT, REGISTRY_KIND, type ReceitaKind } from './receita-layout.ts';

export const LIVE = 'receita';
export const LOAD = 'receita_next';
export const RETIRED = 'receita_old';

/**
 * How each table of the live schema is filled, in order. A table added to `receita.*` by a
 * migration must get its statement here: the loader refuses to start without one, since the
 * swap would otherwise leave it empty.
 */
export const FILL_STEPS: { table: string; step: string; statement: () => string }[] = [
  { table: 'registry_codes', step: 'códigos', statement: () => fillRegistryCodes() },
  { table: 'companies', step: 'empresas', statement: () => fillCompanies() },
  { table: 'partners', step: 'sócios', statement: () => fillPartners() },
  {
    table: 'partner_identities',
    step: 'identidades',
    statement: () => fillPartnerIdentities(LOAD),
  },
  { table: 'partner_name_words', step: 'palavras', statement: () => fillPartnerNameWords(LOAD) },
];

export const rawTable = (kind: ReceitaKind) => `${LOAD}.raw_${kind}`;

export function createRawTable(kind: ReceitaKind): string {
  const columns = RECEITA_LAYOUT[kind].map((column) => `${column} text`).join(', ');
  return `create unlogged table ${rawTable(kind)} (${columns})`;
}

export function copyStatement(kind: ReceitaKind): string {
  return `copy ${rawTable(kind)} (${RECEITA_LAYOUT[kind].join(', ')}) from stdin
          with (format csv, delimiter ';', quote '"', encoding 'LATIN1')`;
}

/**
 * Helpers of the load, immutable SQL so that the planner inlines them into the set-based
 * statements instead of calling a function per row: a yyyymmdd text as a date, or null for 00000000, blanks and days no
 * calendar has; an amount with a decimal comma, or null for the 999999999999 placeholder and
 * anything numeric(15,2) cannot hold; text trimmed, null when empty.
 */
export const LOAD_FUNCTIONS = `
create function ${LOAD}.ymd(value text) returns date language sql immutable as $$
  select case when value ~ '^(1[6-9]|20)[0-9]{2}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$' then
    case when substr(value, 7, 2)::int <= extract(day from
        make_date(substr(value, 1, 4)::int, substr(value, 5, 2)::int, 1) + interval '1 month - 1 day')
      then make_date(substr(value, 1, 4)::int, substr(value, 5, 2)::int, substr(value, 7, 2)::int)
    end
  end
$$;
create function ${LOAD}.amount(value text) returns numeric language sql immutable as $$
  select case
    when value ~ '^9{9,}(,0*)?$' then null
    when value ~ '^[0-9]{1,13}(,[0-9]{1,2})?$' then replace(value, ',', '.')::numeric(15, 2)
  end
$$;
create function ${LOAD}.clean(value text) returns text language sql immutable as $$
  select nullif(btrim(value), '')
$$;
create function ${LOAD}.person_name(value text) returns text language sql immutable as $$
  select ${personNameSql('value')}
$$;`;

export function fillRegistryCodes(): string {
  return Object.entries(REGISTRY_KIND)
    .map(
      ([kind, registryKind]) =>
        `insert into ${LOAD}.registry_codes (kind, code, description)
         select distinct on (code) '${registryKind}', code, description from (
           select ${LOAD}.clean(codigo) as code, coalesce(${LOAD}.clean(descricao), '') as description
           from ${rawTable(kind as ReceitaKind)}) c
         where code is not null and length(code) <= 8
         order by code, description;`,
    )
    .join('\n');
}

const phone = (ddd: string, number: string) =>
  `jsonb_build_object('ddd', btrim(e.${ddd}), 'phone', btrim(e.${number}))`;

/** Each establishment with its company, Simples option and IBGE municipality. */
export function fillCompanies(): string {
  return `
insert into ${LOAD}.companies (
  cnpj, cnpj_basico, name, business_name, legal_nature_code, responsible_qualification_code,
  company_size, federative_entity, share_capital, type, status, status_at, status_reason_code,
  foreign_city_name, country_code, open_at, main_activity_code, secondary_activity_codes,
  street_type, street_name, street_number, subunit, district, postal_code, state, siafi_code,
  city_code, city_id, city_name, phones, email, special_status, special_status_at,
  simples, simples_since, simples_until, mei, mei_since, mei_until, source)
select
  upper(e.cnpj_basico || e.cnpj_ordem || e.cnpj_dv),
  upper(e.cnpj_basico),
  coalesce(${LOAD}.clean(m.razao_social), '(razão social não informada)'),
  ${LOAD}.clean(e.nome_fantasia),
  case when m.natureza_juridica ~ '^[0-9]{4}$' then m.natureza_juridica end,
  case when m.qualificacao_responsavel ~ '^[0-9]{1,2}$' then lpad(m.qualificacao_responsavel, 2, '0') end,
  case when m.porte ~ '^[0-9]{1,2}$' then lpad(m.porte, 2, '0') end,
  ${LOAD}.clean(m.ente_federativo),
  ${LOAD}.amount(m.capital_social),
  case when e.matriz_filial = '2' then 2 else 1 end,
  case when e.situacao_cadastral ~ '^[0-9]{1,2}$' then lpad(e.situacao_cadastral, 2, '0') end,
  ${LOAD}.ymd(e.data_situacao_cadastral),
  case when e.motivo_situacao_cadastral ~ '^[0-9]{1,2}$' then lpad(e.motivo_situacao_cadastral, 2, '0') end,
  ${LOAD}.clean(e.nome_cidade_exterior),
  case when e.pais ~ '^[0-9]{1,3}$' then e.pais end,
  ${LOAD}.ymd(e.data_inicio_atividade),
  case when e.cnae_fiscal_principal ~ '^[0-9]{6,7}$' then lpad(e.cnae_fiscal_principal, 7, '0') end,
  coalesce(string_to_array(${LOAD}.clean(e.cnae_fiscal_secundaria), ',')::varchar(7)[], '{}'),
  ${LOAD}.clean(e.tipo_logradouro),
  ${LOAD}.clean(e.logradouro),
  ${LOAD}.clean(e.numero),
  ${LOAD}.clean(e.complemento),
  ${LOAD}.clean(e.bairro),
  case when e.cep ~ '^[0-9]{8}$' then e.cep when e.cep ~ '^[0-9]{7}$' then '0' || e.cep end,
  case when e.uf ~ '^[A-Z]{2}$' then e.uf end,
  case when e.municipio ~ '^[0-9]{1,4}$' then lpad(e.municipio, 4, '0') end,
  c.code, c.id, c.name,
  case
    when ${LOAD}.clean(e.telefone_1) is not null and ${LOAD}.clean(e.telefone_2) is not null
      then jsonb_build_array(${phone('ddd_1', 'telefone_1')}, ${phone('ddd_2', 'telefone_2')})
    when ${LOAD}.clean(e.telefone_1) is not null then jsonb_build_array(${phone('ddd_1', 'telefone_1')})
    when ${LOAD}.clean(e.telefone_2) is not null then jsonb_build_array(${phone('ddd_2', 'telefone_2')})
    else '[]'::jsonb
  end,
  lower(${LOAD}.clean(e.correio_eletronico)),
  ${LOAD}.clean(e.situacao_especial),
  ${LOAD}.ymd(e.data_situacao_especial),
  case s.opcao_simples when 'S' then true when 'N' then false end,
  ${LOAD}.ymd(s.data_opcao_simples),
  ${LOAD}.ymd(s.data_exclusao_simples),
  case s.opcao_mei when 'S' then true when 'N' then false end,
  ${LOAD}.ymd(s.data_opcao_mei),
  ${LOAD}.ymd(s.data_exclusao_mei),
  'receita'
from ${rawTable('estabelecimentos')} e
join ${rawTable('empresas')} m on m.cnpj_basico = e.cnpj_basico
left join ${rawTable('simples')} s on s.cnpj_basico = e.cnpj_basico
left join public.cities c on c.siafi_code = lpad(e.municipio, 4, '0')
where upper(e.cnpj_basico || e.cnpj_ordem || e.cnpj_dv) ~ '^[0-9A-Z]{12}[0-9]{2}$'`;
}

const MASKED_CPF = `'^\\*\\*\\*[0-9]{6}\\*\\*$'`;

/**
 * Partners, numbered in a fixed order so that every load of the same files gives the same
 * ids. A person is known by the six digits Receita shows of the CPF plus the normalised name.
 */
export function fillPartners(): string {
  const columns = RECEITA_LAYOUT.socios.map((column) => `s.${column}`).join(', ');
  return `
insert into ${LOAD}.partners (
  id, company_cnpj_basico, kind, name, document, person_key, partner_cnpj_basico,
  qualification_code, entry_date, country_code, representative_name, representative_document,
  representative_qualification_code, age_range)
select
  row_number() over (order by ${columns}),
  upper(s.cnpj_basico),
  case s.identificador_socio when '1' then 'company' when '2' then 'person' else 'foreign' end,
  coalesce(${LOAD}.clean(s.nome_socio), '(nome não informado)'),
  case
    when s.identificador_socio = '1' then upper(${LOAD}.clean(s.cpf_cnpj_socio))
    else ${LOAD}.clean(s.cpf_cnpj_socio)
  end,
  case when s.identificador_socio = '2' and s.cpf_cnpj_socio ~ ${MASKED_CPF}
    then substr(s.cpf_cnpj_socio, 4, 6) || ':' || ${LOAD}.person_name(s.nome_socio) end,
  case when s.identificador_socio = '1' and upper(s.cpf_cnpj_socio) ~ '^[0-9A-Z]{12}[0-9]{2}$'
    then upper(substr(s.cpf_cnpj_socio, 1, 8)) end,
  case when s.qualificacao_socio ~ '^[0-9]{1,2}$' then lpad(s.qualificacao_socio, 2, '0') end,
  ${LOAD}.ymd(s.data_entrada_sociedade),
  case when s.pais ~ '^[0-9]{1,3}$' then s.pais end,
  ${LOAD}.clean(s.nome_representante),
  case when s.representante_legal in ('', '***000000**') then null
    else ${LOAD}.clean(s.representante_legal) end,
  case when s.qualificacao_representante ~ '^[0-9]{1,2}$' and s.qualificacao_representante not in ('0', '00')
    then lpad(s.qualificacao_representante, 2, '0') end,
  case when s.faixa_etaria ~ '^[0-9]$' then s.faixa_etaria::smallint end
from ${rawTable('socios')} s
where ${LOAD}.clean(s.cnpj_basico) is not null`;
}

/**
 * Each partner identity once, numbered in a fixed order, with the companies it is a partner
 * of, from the partners of `schema`: what name suggestions return.
 */
export function fillPartnerIdentities(schema: string): string {
  return `
insert into ${schema}.partner_identities (id, identity, kind, name, name_key, document, companies)
select row_number() over (order by identity), identity, min(kind), min(name),
  lower(${personNameSql('min(name)')}), min(document), count(distinct company_cnpj_basico)::int
from (select ${partnerIdentitySql('p')} as identity, p.kind, p.name, p.document,
        p.company_cnpj_basico
      from ${schema}.partners p) rows
group by identity`;
}

/** Every word of every identity's name key, which suggestions search by its beginning. */
export function fillPartnerNameWords(schema: string): string {
  return `
insert into ${schema}.partner_name_words (word, identity_id, companies)
select distinct w.word, i.id, i.companies
from ${schema}.partner_identities i, unnest(string_to_array(i.name_key, ' ')) as w(word)
where w.word <> ''`;
}

/** The CNAE catalogue the product shares with opportunities: kept up to date, never shrunk. */
export function refreshActivities(schema: string): string {
  return `
insert into public.activities (code, text)
select distinct on (code) code, text from (
  select lpad(${schema}.clean(codigo), 7, '0') as code, ${schema}.clean(descricao) as text
  from ${schema}.raw_cnaes) c
where code ~ '^[0-9]{7}$' and text is not null
order by code, text
on conflict (code) do update set text = excluded.text where activities.text <> excluded.text`;
}

/** Companies registered by hand that this release does not bring stay listed as such. */
export function keepManualCompanies(schema: string): string {
  return `
insert into ${schema}.companies (
  cnpj, cnpj_basico, name, business_name, main_activity_code, share_capital, open_at,
  street_name, street_number, subunit, district, postal_code, state, siafi_code, city_code,
  city_id, city_name, phones, email, status, type, source)
select m.cnpj, substr(m.cnpj, 1, 8), m.name, m.business_name, m.main_activity_code,
  m.share_capital, m.open_at, m.street_name, m.street_number, m.subunit, m.district,
  m.postal_code, s.uf, c.siafi_code, c.code, c.id, c.name,
  case when m.phone is null then '[]'::jsonb
    else jsonb_build_array(jsonb_build_object('ddd', substr(m.phone, 1, 2), 'phone', substr(m.phone, 3))) end,
  m.email, '02', case when substr(m.cnpj, 9, 4) = '0001' then 1 else 2 end, 'manual'
from public.manual_companies m
join public.cities c on c.id = m.city_id
join public.states s on s.id = c.state_id
where not exists (select 1 from ${schema}.companies r where r.cnpj = m.cnpj)`;
}
