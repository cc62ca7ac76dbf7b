// A synthetic ownership graph in the registry's tables, made by the database itself (nothing
// crosses the wire): companies, people holding a skewed number of them (most one or two, a
// few hundreds), holding companies that are partners of others, and a few funds partners of
// tens of thousands. Deterministic for a given size (setseed).
import pg from 'pg';
import {
  fillPartnerIdentities,
  fillPartnerNameWords,
  LIVE,
} from '../apps/api/src/importers/receita/receita-sql.ts';

/**
 * Fills receita.companies and receita.partners of `url` with about `edges` partner rows over
 * `edges / 3` companies and the partner identities from them, as a load does, then rebuilds
 * their indexes and analyses the tables.
 */
export async function generatePartnerGraph(url, edges) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const companies = Math.round(edges / 3);
  const people = Math.round(edges / 2.5);
  const holdings = Math.round(edges / 50);
  const hubs = 3;
  const hubSize = 30_000;
  try {
    // Bulk rows go in without the secondary indexes, which are rebuilt after, as the
    // importer does.
    const indexes = (
      await client.query(
        `select indexdef from pg_indexes where schemaname = 'receita'
         and tablename in ('partners', 'companies', 'partner_identities', 'partner_name_words')
         and indexname not like '%pkey'`,
      )
    ).rows.map((row) => row.indexdef);
    for (const definition of indexes) {
      const name = /INDEX (\S+) ON/.exec(definition)?.[1];
      await client.query(`drop index receita.${name}`);
    }
    await client.query('select setseed(0.42)');
    await client.query(`
      insert into receita.companies (cnpj, cnpj_basico, name, type, status, state, share_capital)
      select lpad(i::text, 8, '0') || '000100', lpad(i::text, 8, '0'),
        'EMPRESA ' || i || ' ' || (array['COMERCIO','INDUSTRIA','SERVICOS','AGRO','LOGISTICA'])[1 + i % 5] || ' LTDA',
        '1', '02', 'SP', (i % 997) * 1000
      from generate_series(10000001, 10000000 + ${companies}) i
      on conflict do nothing`);
    // The rows are made in a staging table and written in company order, as a load writes them
    // (the Socios files and the load's numbering go by CNPJ root).
    await client.query('create temporary table staging (like receita.partners)');
    // People: the company a row belongs to is uniform; who holds it is skewed (random()^1.5
    // sends more rows to a small share of the people), so a few hold hundreds.
    await client.query(`
      insert into staging (id, company_cnpj_basico, kind, name, document, person_key)
      select 50000000 + n, lpad((10000001 + floor(random() * ${companies}))::text, 8, '0'), 'person',
        'SOCIO ' || who || ' ' || (array['SILVA','SOUZA','OLIVEIRA','SANTOS','LIMA','COSTA'])[1 + who % 6],
        '***' || lpad((who % 1000000)::text, 6, '0') || '**',
        lpad((who % 1000000)::text, 6, '0') || ':SOCIO ' || who || ' '
          || (array['SILVA','SOUZA','OLIVEIRA','SANTOS','LIMA','COSTA'])[1 + who % 6]
      from (select n, 1 + floor(power(random(), 1.5) * ${people})::int as who
            from generate_series(1, ${edges - holdings - hubs * hubSize}) n) r`);
    await client.query(`
      insert into staging (id, company_cnpj_basico, kind, name, document, partner_cnpj_basico)
      select 80000000 + n, lpad((10000001 + floor(random() * ${companies}))::text, 8, '0'), 'company',
        'EMPRESA ' || holder || ' HOLDING', lpad(holder::text, 8, '0') || '000100', lpad(holder::text, 8, '0')
      from (select n, 10000001 + floor(power(random(), 2) * ${companies})::int as holder
            from generate_series(1, ${holdings}) n) r`);
    await client.query(`
      insert into staging (id, company_cnpj_basico, kind, name, document, partner_cnpj_basico)
      select 90000000 + h * ${hubSize} + n, lpad((10000001 + (h::bigint * 7919 + n::bigint * 104729) % ${companies})::text, 8, '0'),
        'company', 'FUNDO HUB ' || h || ' PARTICIPACOES', lpad((10000000 + h)::text, 8, '0') || '000100',
        lpad((10000000 + h)::text, 8, '0')
      from generate_series(1, ${hubs}) h, generate_series(1, ${hubSize}) n`);
    await client.query(
      'insert into receita.partners select * from staging order by company_cnpj_basico, id',
    );
    await client.query('drop table staging');
    await client.query('truncate receita.partner_identities, receita.partner_name_words');
    await client.query(fillPartnerIdentities(LIVE));
    await client.query(fillPartnerNameWords(LIVE));
    for (const definition of indexes) await client.query(definition);
    // As a load ends: the visibility map set, so that index-only scans read no table page.
    for (const table of ['companies', 'partners', 'partner_identities', 'partner_name_words']) {
      await client.query(`vacuum analyze receita.${table}`);
    }
    const [{ n }] = (await client.query('select count(*)::int as n from receita.partners')).rows;
    return { partners: n, companies, people, holdings, hubs, hubSize };
  } finally {
    await client.end();
  }
}
