import { verify } from '@node-rs/argon2';
import {
  DEMOGRAPHIC_INDICATOR_KEYS,
  isValidCnpj,
  isValidEmail,
  isValidPhone,
  PROPOSAL_STATUSES,
} from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { rows } from '../db/rows.ts';
import { loadReferenceData } from '../importers/reference-data/load-reference-data.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { loadDemoReceitaRelease } from './demo-receita-release.ts';
import { type DemoLoadResult, loadDemoData, removeDemoData } from './load-demo-data.ts';

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await loadReferenceData(database.db);
  return database;
}

/** One digest over every column of every row of a table (or a query), in a fixed order. */
async function digest(database: Database, source: string, order = 'id'): Promise<string> {
  const [row] = await rows<{ digest: string }>(
    database.db,
    sql.raw(`select md5(string_agg(t::text, '|' order by ${order})) as digest from ${source} t`),
  );
  return row?.digest ?? '';
}

async function referenceCounts(database: Database): Promise<Record<string, number>> {
  const [counts] = await rows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from cities) as cities,
               (select count(*)::int from states) as states,
               (select count(*)::int from politicians where not is_demo) as mayors,
               (select count(*)::int from city_indicators where not is_demo) as real_indicators,
               (select count(*)::int from state_indicators where not is_demo) as real_state_indicators,
               (select count(*)::int from benefit_types) as benefit_types,
               (select count(*)::int from activities) as activities`,
  );
  return counts ?? {};
}

const NON_LAW_KEYS = DEMOGRAPHIC_INDICATOR_KEYS.filter((key) => key !== 'liberdade_economica');

describe('demo data set', () => {
  let database: Database;
  let result: DemoLoadResult;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await rows<T>(database.db, query))[0] as T;

  beforeAll(async () => {
    database = await freshDatabase();
    result = await loadDemoData(database.db);
    await loadDemoReceitaRelease(database);
  }, 120_000);
  afterAll(() => database.close());

  // Its 15 s budget is measured by bench/first-start.mjs, not here (docs/performance.md).
  it('loads once and records what it loaded', async () => {
    expect(result.loaded).toBe(true);
    const marker = await one<{
      value: { seed: number; generated_for: string; counts: Record<string, number> };
    }>(sql`select value from app_settings where key = 'demo_data'`);
    expect(marker.value.generated_for).toBe('2026-11-21');
    expect(marker.value.counts).toEqual(result.counts);
  });

  it('creates the six documented accounts, with their roles and the documented password', async () => {
    const users = await rows<{
      email: string;
      name: string;
      roles: string[];
      password_hash: string;
      customer_type: string | null;
      property: { phone: string; mobile_phone: string };
      notification_types: string[];
      is_active: boolean;
    }>(
      database.db,
      sql`select u.email, u.name, u.roles, u.password_hash, c.type as customer_type, u.property,
                 u.notification_types, u.is_active
          from users u left join customers c on c.id = u.customer_id order by u.id`,
    );
    expect(users.map((u) => [u.email, u.roles, u.customer_type])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, [a.role], a.customer]),
    );
    for (const user of users) {
      expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(user.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(user.is_active).toBe(true);
      expect(user.name).toMatch(/^[A-ZÀ-Ú][a-zà-ú]+( [A-ZÀ-Ú][a-zà-ú]+)+$/);
      expect(isValidPhone(user.property.phone) && isValidPhone(user.property.mobile_phone)).toBe(
        true,
      );
      if (!user.roles.includes('ROLE_USER')) {
        expect(user.notification_types).toEqual(['city', 'state', 'company', 'interest']);
      }
    }
  });

  it('creates a city, a state and a company customer, none of which has accepted the contract', async () => {
    const customers = await rows<{
      name: string;
      type: string;
      city_code: number | null;
      state_code: number | null;
      cnpj: string | null;
      company_found: boolean;
      contract_accepted_at: string | null;
      map_color: string | null;
      is_active: boolean;
    }>(
      database.db,
      sql`select cu.name, cu.type, ci.code as city_code, s.code as state_code,
                 cu.company_federal_tax_id as cnpj,
                 exists (select 1 from receita.companies co where co.cnpj = cu.company_federal_tax_id) as company_found,
                 cu.contract_accepted_at, cu.map_color, cu.is_active
          from customers cu
          left join cities ci on ci.id = cu.city_id
          left join states s on s.id = cu.state_id
          order by cu.id`,
    );
    expect(customers.map((c) => [c.name, c.type])).toEqual([
      ['Prefeitura Municipal de Bauru', 'city'],
      ['Governo do Estado de São Paulo', 'state'],
      ['Vale do Tietê Alimentos S.A.', 'company'],
    ]);
    expect(customers[0]).toMatchObject({ city_code: 3506003, state_code: 35 });
    expect(customers[1]).toMatchObject({ city_code: null, state_code: 35 });
    expect(isValidCnpj(customers[2]?.cnpj ?? '')).toBe(true);
    expect(customers[2]?.company_found).toBe(true);
    for (const customer of customers) {
      expect(customer).toMatchObject({
        contract_accepted_at: null,
        map_color: null,
        is_active: true,
      });
    }
  });

  it('registers about 300 opportunities of both types in every status, over many places', async () => {
    const byStatus = await rows<{ status: string; type: string; n: number }>(
      database.db,
      sql`select status, type, count(*)::int as n from proposals group by 1, 2`,
    );
    const total = byStatus.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(280);
    expect(total).toBeLessThanOrEqual(320);
    for (const status of PROPOSAL_STATUSES) {
      for (const type of ['city', 'company']) {
        expect(
          byStatus.find((row) => row.status === status && row.type === type)?.n ?? 0,
        ).toBeGreaterThan(0);
      }
    }
    const cityShare =
      byStatus.filter((r) => r.type === 'city').reduce((sum, r) => sum + r.n, 0) / total;
    expect(cityShare).toBeGreaterThan(0.5);
    expect(cityShare).toBeLessThan(0.6);

    const facts = await one<Record<string, number>>(sql`
      select
        count(distinct p.city_id)::int as cities,
        count(distinct c.state_id)::int as states,
        count(*) filter (where p.status = 'completed' and p.completed_at is null)::int as completed_without_date,
        count(*) filter (where p.status = 'lost' and p.lost_at is null)::int as lost_without_date,
        count(*) filter (where p.status = 'open' and (p.completed_at is not null or p.lost_at is not null))::int as reopened,
        count(*) filter (where p.status = 'pending' and p.source <> 'showcase')::int as pending_not_showcase,
        count(*) filter (where p.visibility <> 'restrict')::int as not_restricted,
        count(*) filter (where p.type = 'company' and (p.project_total < p.project_required_investment
          or p.project_total < 100000 or p.project_total > 500000000
          or length(p.project_description) > 500))::int as bad_projects,
        count(*) filter (where p.type = 'company' and not exists (
          select 1 from receita.companies co where co.cnpj = p.company_federal_tax_id and co.name = p.company_name))::int as unknown_companies,
        count(*) filter (where p.type = 'city' and (p.address_zip !~ '^[0-9]{8}$' or p.address_city_id is null))::int as bad_addresses,
        count(*) filter (where p.type = 'city' and not exists (select 1 from proposal_benefits b where b.proposal_id = p.id))::int as city_without_benefits,
        count(*) filter (where not exists (select 1 from proposal_contacts pc where pc.proposal_id = p.id))::int as without_contacts,
        count(*) filter (where p.responsible_user_id not in (select id from users u where u.customer_id = p.customer_id))::int as foreign_responsible,
        (select count(*)::int from (select location::text from proposals group by 1 having count(*) > 1) shared) as shared_points,
        (select count(*)::int from proposal_media) as media
      from proposals p join cities c on c.id = p.city_id`);
    expect(facts.cities).toBeGreaterThan(80);
    expect(facts.states).toBeGreaterThan(20);
    expect(facts.reopened).toBeGreaterThanOrEqual(10);
    expect(facts.shared_points).toBeGreaterThan(0);
    expect(facts).toMatchObject({
      completed_without_date: 0,
      lost_without_date: 0,
      pending_not_showcase: 0,
      not_restricted: 0,
      bad_projects: 0,
      unknown_companies: 0,
      bad_addresses: 0,
      city_without_benefits: 0,
      without_contacts: 0,
      foreign_responsible: 0,
      media: 0,
    });
    const contacts = await rows<{ email: string; phone: string; cell_phone: string }>(
      database.db,
      sql`select email, phone, cell_phone from proposal_contacts`,
    );
    for (const contact of contacts) {
      expect(isValidEmail(contact.email), contact.email).toBe(true);
      expect(isValidPhone(contact.phone) && isValidPhone(contact.cell_phone)).toBe(true);
    }
  });

  it('gives every company a valid, unique CNPJ, with branches sharing their head office root', async () => {
    const companies = await rows<{
      cnpj: string;
      cnpj_basico: string;
      type: number;
      postal_code: string;
    }>(database.db, sql`select cnpj, cnpj_basico, type, postal_code from receita.companies`);
    expect(companies.length).toBeGreaterThanOrEqual(1900);
    expect(new Set(companies.map((c) => c.cnpj)).size).toBe(companies.length);
    for (const company of companies) {
      expect(isValidCnpj(company.cnpj), company.cnpj).toBe(true);
      expect(company.cnpj.startsWith(company.cnpj_basico)).toBe(true);
      expect(company.postal_code).toMatch(/^\d{8}$/);
    }
    const heads = companies.filter((c) => c.type === 1);
    expect(new Set(heads.map((c) => c.cnpj_basico)).size).toBe(heads.length);
    expect(
      companies
        .filter((c) => c.type === 2)
        .every((c) => heads.some((h) => h.cnpj_basico === c.cnpj_basico)),
    ).toBe(true);
    const places = await one<{
      bauru: number;
      sao_paulo: number;
      active: number;
      total: number;
      unknown_activity: number;
    }>(sql`
      select count(*) filter (where city_code = 3506003)::int as bauru,
             count(*) filter (where state = 'SP')::int as sao_paulo,
             count(*) filter (where status = '02')::int as active,
             count(*)::int as total,
             count(*) filter (where main_activity_code not in (select code from activities))::int as unknown_activity
      from receita.companies`);
    expect(places.bauru).toBeGreaterThanOrEqual(75);
    expect(places.sao_paulo / places.total).toBeGreaterThan(0.2);
    expect(places.active / places.total).toBeGreaterThan(0.8);
    expect(places.unknown_activity).toBe(0);
    const [supermarkets] = await rows<{ text: string }>(
      database.db,
      sql`select text from activities where code = '4711302'`,
    );
    expect(supermarkets?.text).toBe(
      'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    );
  });

  it('builds ownership chains at least four companies deep, reachable from a person', async () => {
    const chain = await one<{ depth: number }>(sql`
      with recursive edges as (
        select partner_cnpj_basico as owner, company_cnpj_basico as owned
        from receita.partners where kind = 'company'
      ),
      walk(node, depth) as (
        select owned, 2 from edges
        union all
        select e.owned, w.depth + 1 from walk w join edges e on e.owner = w.node where w.depth < 12
      )
      select max(depth)::int as depth from walk`);
    expect(chain.depth).toBeGreaterThanOrEqual(4);

    const reach = await one<{ hops: number }>(sql`
      with recursive edges as (
        select 'p' || person_key as source, company_cnpj_basico as target from receita.partners where kind = 'person'
        union all
        select partner_cnpj_basico, company_cnpj_basico from receita.partners where kind = 'company'
      ),
      walk(start, node, hops) as (
        select source, target, 1 from edges where source like 'p%'
        union all
        select w.start, e.target, w.hops + 1 from walk w join edges e on e.source = w.node where w.hops < 8
      )
      select max(hops)::int as hops from walk`);
    expect(reach.hops).toBeGreaterThanOrEqual(3);

    const people = await one<{
      persons: number;
      serial: number;
      masked: number;
      qualifications: number;
    }>(sql`
      select (select count(distinct person_key)::int from receita.partners where kind = 'person') as persons,
             (select count(*)::int from (select person_key from receita.partners where kind = 'person'
                group by 1 having count(distinct company_cnpj_basico) >= 3) s) as serial,
             (select count(*)::int from receita.partners where kind = 'person'
                and document !~ '^\\*{3}[0-9]{6}\\*{2}$') as masked,
             (select count(*)::int from receita.registry_codes where kind = 'qualificacao') as qualifications`);
    expect(people.persons).toBeGreaterThanOrEqual(1400);
    expect(people.serial).toBeGreaterThan(10);
    expect(people.masked).toBe(0);
    expect(people.qualifications).toBeGreaterThanOrEqual(5);
  });

  it('holds fictional office holders for Bauru and São Paulo next to the real mayor', async () => {
    const offices = await rows<{ slug: string; n: number; demo: boolean }>(
      database.db,
      sql`select o.slug, count(*)::int as n, bool_and(p.is_demo) as demo
          from politicians p join political_offices o on o.id = p.political_office_id
          join states s on s.id = p.state_id
          where s.uf = 'SP' and (p.city_id is null or p.city_id = (select id from cities where code = 3506003)
                or o.level = 'state')
            and o.slug not in ('prefeito', 'vice-prefeito')
          group by o.slug`,
    );
    const count = (slug: string) => offices.find((o) => o.slug === slug)?.n ?? 0;
    expect(count('governador')).toBe(1);
    expect(count('vice-governador')).toBe(1);
    expect(count('senador')).toBe(3);
    expect(count('deputado-federal')).toBeGreaterThanOrEqual(15);
    expect(count('deputado-estadual')).toBeGreaterThanOrEqual(15);
    expect(count('vereador')).toBe(17);
    expect(offices.every((o) => o.demo)).toBe(true);
    const mayor = await one<{ name: string; is_demo: boolean }>(sql`
      select p.name, p.is_demo from politicians p join political_offices o on o.id = p.political_office_id
      where o.slug = 'prefeito' and p.city_id = (select id from cities where code = 3506003)`);
    expect(mayor).toEqual({ name: 'SUÉLLEN SILVA ROSIM', is_demo: false });
  });

  it('gives a few São Paulo partners the names of demo office holders: possible links', async () => {
    const namesakes = await rows<{ id: number; cpf_digits: string | null }>(
      database.db,
      sql`select distinct p.id, p.cpf_digits from politicians p
          join states s on s.id = p.state_id
          join receita.partners pa on substr(pa.person_key, 8) = p.person_name
          where p.is_demo and s.uf = 'SP'
            and exists (select 1 from receita.companies c
              where c.cnpj_basico = pa.company_cnpj_basico and c.state = 'SP')`,
    );
    expect(namesakes.length).toBeGreaterThanOrEqual(3);
    // Demo politicians carry no CPF digits: the links are of name and state only.
    expect(namesakes.every((p) => p.cpf_digits === null)).toBe(true);
  });

  it('profiles Bauru and the State of São Paulo for their customers', async () => {
    const profiles = await rows<{
      place: string;
      customer: string;
      benefits: number;
      contacts: number;
      vocations: number;
      area: boolean;
    }>(
      database.db,
      sql`select coalesce(ci.name, s.name) as place, cu.type as customer,
                 (select count(*)::int from location_benefits b where b.location_id = l.id) as benefits,
                 (select count(*)::int from location_contacts c where c.location_id = l.id) as contacts,
                 (select count(*)::int from location_vocations v where v.location_id = l.id) as vocations,
                 l.industrial_area is not null as area
          from locations l join customers cu on cu.id = l.customer_id
          left join cities ci on ci.id = l.city_id left join states s on s.id = l.state_id
          order by l.id`,
    );
    expect(profiles).toEqual([
      { place: 'Bauru', customer: 'city', benefits: 3, contacts: 1, vocations: 5, area: true },
      {
        place: 'São Paulo',
        customer: 'state',
        benefits: 2,
        contacts: 1,
        vocations: 5,
        area: false,
      },
    ]);
  });

  it('completes every municipality and state with every indicator, never replacing a real one', async () => {
    const missing = await one<{ cities: number; states: number }>(sql`
      select
        (select count(*)::int from cities c cross join unnest(${sql.raw(`array[${NON_LAW_KEYS.map((k) => `'${k}'`).join(',')}]`)}) k
          where not exists (select 1 from city_indicators i where i.city_id = c.id and i.indicator = k)) as cities,
        (select count(*)::int from states s cross join unnest(${sql.raw(`array[${NON_LAW_KEYS.map((k) => `'${k}'`).join(',')}]`)}) k
          where not exists (select 1 from state_indicators i where i.state_id = s.id and i.indicator = k)) as states`);
    expect(missing).toEqual({ cities: 0, states: 0 });
    const bauru = await rows<{
      indicator: string;
      value_number: number | null;
      value_text: string | null;
      is_demo: boolean;
    }>(
      database.db,
      sql`select indicator, value_number, value_text, is_demo from city_indicators
          where city_id = (select id from cities where code = 3506003)`,
    );
    const value = (key: string) => bauru.find((row) => row.indicator === key);
    expect(value('populacao_estimada')).toMatchObject({ value_number: 392947, is_demo: false });
    expect(value('salario_medio_mensal')?.value_number).toBeGreaterThanOrEqual(1.3);
    expect(value('salario_medio_mensal')?.value_number).toBeLessThanOrEqual(4.5);
    expect(value('liberdade_economica')?.value_text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const law = await one<{ share: number }>(sql`
      select (count(*) filter (where indicator = 'liberdade_economica'))::float8
             / (select count(*) from cities) as share from city_indicators`);
    expect(law.share).toBeGreaterThan(0.3);
    expect(law.share).toBeLessThan(0.4);
  });

  it('marks every row it inserted as demo data', async () => {
    const unmarked = await one<Record<string, number>>(sql`
      select (select count(*)::int from customers where not is_demo) as customers,
             (select count(*)::int from users where not is_demo) as users,
             (select count(*)::int from proposals where not is_demo) as proposals,
             (select count(*)::int from locations where not is_demo) as locations,
             (select count(*)::int from city_indicators where not is_demo and source = 'Dados de demonstração') as indicators`);
    expect(Object.values(unmarked).every((n) => n === 0)).toBe(true);
  });

  it('inserts nothing when run a second time', async () => {
    const before = await digest(database, 'proposals');
    const again = await loadDemoData(database.db);
    expect(again.loaded).toBe(false);
    expect(await digest(database, 'proposals')).toBe(before);
    const [receita] = await rows<{ demo: boolean }>(
      database.db,
      sql`select (details->>'demo')::boolean as demo from data_sources where source = 'receita'`,
    );
    expect(receita?.demo).toBe(true);
  });

  describe('on a second fresh database', () => {
    let other: Database;
    beforeAll(async () => {
      other = await freshDatabase();
      await loadDemoData(other.db);
      await loadDemoReceitaRelease(other);
    }, 120_000);
    afterAll(() => other.close());

    it('produces identical rows', async () => {
      for (const [table, order] of [
        ['proposals', 'id'],
        ['proposal_benefits', 'id'],
        ['users', 'id'],
        ['receita.companies', 'cnpj'],
        ['receita.partners', 'id'],
        ['locations', 'id'],
        // The reference loader stamps its own rows with the time of the load.
        ['(select * from politicians where is_demo)', 'id'],
        ['(select * from city_indicators where is_demo)', 'city_id, indicator'],
      ] as const) {
        expect(await digest(other, table, order), table).toBe(await digest(database, table, order));
      }
    });

    it('removes the demo rows and leaves the reference data intact', async () => {
      const before = await referenceCounts(other);
      await removeDemoData(other.db);
      const [left] = await rows<{ demo_rows: number }>(
        other.db,
        sql`select (select count(*)::int from customers) + (select count(*)::int from users)
                 + (select count(*)::int from receita.companies)
                 + (select count(*)::int from receita.partners) + (select count(*)::int from proposals)
                 + (select count(*)::int from locations)
                 + (select count(*)::int from politicians where is_demo)
                 + (select count(*)::int from city_indicators where is_demo)
                 + (select count(*)::int from state_indicators where is_demo)
                 + (select count(*)::int from app_settings where key = 'demo_data') as demo_rows`,
      );
      expect(left?.demo_rows).toBe(0);
      const after = await referenceCounts(other);
      expect(after).toEqual(before);
      expect(after.cities).toBe(5571);
      expect(after.mayors).toBeGreaterThan(11_000);
    });
  });
});
