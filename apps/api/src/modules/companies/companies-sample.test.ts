import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUserActor } from '../../../test/actors.ts';
import { companiesServiceOn } from '../../../test/companies-kit.ts';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

/**
 * The registry's kept sample (decision 0020): rebuilt when a release is recorded, and what the
 * estimates of filters the tallies cannot count are read from, names included.
 */
describe('the kept sample of the company registry', () => {
  let t: TestApp;
  let userId: number;

  const count = async (query: string) =>
    (await rows<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n ${query}`)))[0]
      ?.n ?? 0;
  const named = (sampleRows: number, name: string) =>
    companiesServiceOn(t.database.db, { exactCountLimit: 50, sampleRows }).list(
      aUserActor(userId),
      { page: 1, limit: 10, name },
    );

  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createCustomer(t.database.db);
    userId = (await createUser(t.database.db, { customerId: customer.id })).id;
  });
  afterAll(() => t.close());

  it('holds a small registry whole, numbered from 1, and follows each release recorded', async () => {
    const registry = await count('from receita.companies');
    expect(await count('from company_sample')).toBe(registry);
    expect(await count(`from company_sample where position between 1 and ${registry}`)).toBe(
      registry,
    );
    // Copies of 600 establishments under other CNPJs whose trade names carry a word no
    // razão social has, then the release recorded again, as a load records it.
    await t.database.db.execute(sql`
      insert into receita.companies (cnpj, cnpj_basico, name, business_name, status, city_id,
        city_code, city_name, state, share_capital)
      select 'T' || substr(cnpj, 2), 'T' || substr(cnpj_basico, 2), name,
        'PANIFICAÇÃO TRIGUEIRA ' || coalesce(business_name, name), status, city_id, city_code,
        city_name, state, share_capital
      from receita.companies order by cnpj limit 600`);
    expect(await count('from company_sample')).toBe(registry);
    await t.database.db.execute(
      sql`update data_sources set loaded_at = now() where source = 'receita'`,
    );
    expect(await count('from company_sample')).toBe(registry + 600);
  });

  it('estimates a name in either name, without case or accents, from its first rows', async () => {
    expect(
      await count(
        `from receita.companies where lower(immutable_unaccent(name)) like '%trigueira%'`,
      ),
    ).toBe(0);
    const want = await count(`from receita.companies
      where lower(immutable_unaccent(business_name)) like '%panificacao trigueira%'`);
    expect(want).toBe(600);
    const registry = await count('from receita.companies');
    const fifth = Math.round(registry / 5);
    const plain = await named(fifth, 'panificacao trigueira');
    expect(plain.total_is_estimate).toBe(true);
    expect(plain.total).toBeGreaterThan(want / 2);
    expect(plain.total).toBeLessThan(want * 2);
    expect((await named(fifth, 'Panificação TRIGUEIRA')).total).toBe(plain.total);
    expect((await named(fifth, 'xqzwvy')).total).toBe(0);
    // Read from the kept sample, not from the registry: without them in the sample, none are
    // estimated, and the count that follows stops at its limit (50); the next release recorded
    // draws the same sample again.
    await t.database.db.execute(
      sql`delete from company_sample where business_name_key like '%trigueira%'`,
    );
    expect((await named(fifth, 'panificacao trigueira')).total).toBe(51);
    await t.database.db.execute(
      sql`update data_sources set loaded_at = now() where source = 'receita'`,
    );
    expect((await named(fifth, 'panificacao trigueira')).total).toBe(plain.total);
  });
});
