import { companiesQuerySchema } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUserActor } from '../../../../test/actors.ts';
import { companiesServiceOn } from '../../../../test/companies-kit.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import type { Database } from '../../../db/database.ts';
import { rows } from '../../../db/rows.ts';
import { buildRegistryIndex } from './build-index.ts';
import { type CompanyIndex, createCompanyIndex } from './company-index.ts';
import { DEFAULT_LIMITS, type IndexLimits } from './registry-index.ts';

const quiet = { info: () => {}, warn: () => {} };
/** Limits that send the demo registry's two thousand rows down every path. */
const TINY: IndexLimits = { chunk: 64, sortedWhole: 40, checkedAll: 30, sampled: 20 };

/** A seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Values = {
  stateIds: number[];
  cityIds: number[];
  cityCodes: number[];
  activities: string[];
  names: string[];
};

/** A list query of random filters drawn from the registry's own values, order and page. */
function randomQuery(random: () => number, values: Values): string {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: T[], most: number) =>
    [...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list)))].join(
      ',',
    );
  const params = new URLSearchParams();
  if (random() < 0.35) {
    const name = pick(values.names);
    const start = Math.floor(random() * Math.max(1, name.length - 3));
    // Three characters or more once trimmed, as the list takes them.
    const term = name.slice(start, start + 3 + Math.floor(random() * 5)).trim();
    if (term.length >= 3) params.set('name', random() < 0.3 ? term.toUpperCase() : term);
  }
  if (random() < 0.3) params.set('ufs', some(values.stateIds, 4));
  if (random() < 0.15) params.set('city', some(values.cityIds, 3));
  if (random() < 0.05) params.set('city_code', String(pick(values.cityCodes)));
  if (random() < 0.3) params.set('status', some(['ATIVA', 'BAIXADA', 'INAPTA', 'SUSPENSA'], 2));
  if (random() < 0.25) params.set('size', some(['ME', 'EPP', 'DEMAIS', 'NAO_INFORMADO'], 2));
  if (random() < 0.2) params.set('activities', some(values.activities, 3));
  if (random() < 0.25) {
    const start = Math.round(10 ** (2 + random() * 5));
    params.set('capital_social', random() < 0.3 ? `${start},` : `${start},${start * 20}`);
  }
  if (random() < 0.2) {
    const year = 1970 + Math.floor(random() * 50);
    params.set('foundation_start', `${year}-0${1 + Math.floor(random() * 9)}-15`);
    if (random() < 0.7) params.set('foundation_end', `${year + Math.floor(random() * 12)}-12-31`);
  }
  if (random() < 0.1) params.set('simples', random() < 0.5 ? '1' : '0');
  if (random() < 0.1) params.set('mei', random() < 0.5 ? '1' : '0');
  if (random() < 0.1) params.set('only_head_offices', '1');
  const keys = ['capital_social', 'razao_social', 'nome_fantasia', 'municipio', 'fundacao'];
  if (random() < 0.85) params.set(`sort[${pick(keys)}]`, random() < 0.5 ? 'asc' : 'desc');
  params.set('limit', String(pick([5, 10, 25, 50])));
  params.set('page', String(1 + Math.floor(random() * (params.size > 3 ? 2 : 30))));
  return params.toString();
}

const parsed = (query: string) =>
  companiesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

describe('the company list’s index', () => {
  let database: Database;
  let values: Values;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = database.db;
    const list = async <T>(query: ReturnType<typeof sql>) => rows<T>(db, query);
    values = {
      stateIds: (await list<{ id: number }>(sql`select id from states order by id`)).map(
        (s) => s.id,
      ),
      cityIds: (
        await list<{ id: number }>(
          sql`select city_id as id from receita.companies where city_id is not null
              group by 1 order by count(*) desc limit 40`,
        )
      ).map((c) => c.id),
      cityCodes: (
        await list<{ code: number }>(
          sql`select city_code as code from receita.companies where city_code is not null
              group by 1 order by count(*) desc limit 20`,
        )
      ).map((c) => c.code),
      activities: (
        await list<{ code: string }>(
          sql`select main_activity_code as code from receita.companies
              where main_activity_code is not null group by 1 order by count(*) desc limit 30`,
        )
      ).map((a) => a.code),
      names: (
        await list<{ name: string }>(
          sql`select coalesce(business_name, name) as name from receita.companies
              order by cnpj limit 300`,
        )
      ).map((n) => n.name),
    };
  });
  afterAll(async () => {
    await database.close();
  });

  /** The index's answers and SQL's for the same queries, with how many the index answered. */
  async function bothWays(index: CompanyIndex, queries: string[]) {
    const actor = aUserActor(1);
    const fromIndex = companiesServiceOn(database.db, { index });
    const fromSql = companiesServiceOn(database.db);
    const before = index.answered;
    const answers = [];
    for (const query of queries) {
      const q = parsed(query);
      const [indexed, plain] = [await fromIndex.list(actor, q), await fromSql.list(actor, q)];
      answers.push({ query, indexed, plain });
    }
    return { answers, answered: index.answered - before };
  }

  const shape = (answer: { data: { cnpj: string }[]; total: number }) => ({
    cnpjs: answer.data.map((c) => c.cnpj),
    total: answer.total,
  });

  for (const [label, limits] of [
    ['its own limits', DEFAULT_LIMITS],
    ['limits that reach every path', TINY],
  ] as const) {
    it(`answers random filters, orders and pages as SQL does, with ${label}`, async () => {
      const index = createCompanyIndex({ db: database.db, log: quiet, limits });
      await index.refresh();
      const random = generator(label.length * 7919);
      const queries = Array.from({ length: 250 }, () => randomQuery(random, values));
      const { answers, answered } = await bothWays(index, queries);
      expect(answered).toBe(queries.length);
      let found = 0;
      let onPage = 0;
      let estimated = 0;
      for (const { query, indexed, plain } of answers) {
        expect(plain.total_is_estimate, query).toBe(false);
        expect(
          indexed.data.map((c) => c.cnpj),
          query,
        ).toEqual(plain.data.map((c) => c.cnpj));
        // The cards are the same prepared statement's either way.
        expect(indexed.data, query).toEqual(plain.data);
        expect(indexed.total_without_filter, query).toBe(plain.total_without_filter);
        if (indexed.total_is_estimate) {
          // Only a name too common to check whole is estimated, and never below the page.
          estimated++;
          expect(query).toMatch(/name=/);
          expect(indexed.total).toBeGreaterThanOrEqual(indexed.data.length);
        } else expect(shape(indexed), query).toEqual(shape(plain));
        if (plain.data.length) onPage++;
        if (plain.total) found++;
      }
      // The queries find something most of the time, often on the page asked, and the tiny
      // limits do estimate.
      expect({ found, onPage }).toEqual({
        found: expect.toSatisfy((n: number) => n > queries.length / 2),
        onPage: expect.toSatisfy((n: number) => n > queries.length / 3),
      });
      if (limits === TINY) expect(estimated).toBeGreaterThan(0);
      else expect(estimated).toBe(0);
      await index.close();
    });
  }

  it('leaves to SQL what it does not hold: CNPJ prefixes, favourites, short names, several keys', async () => {
    const index = createCompanyIndex({ db: database.db, log: quiet });
    await index.refresh();
    const queries = [
      'cnpj=1',
      'only_favorites=1',
      'name=ab',
      'sort[razao_social]=asc&sort[fundacao]=desc',
    ];
    const { answers, answered } = await bothWays(index, queries);
    expect(answered).toBe(0);
    for (const { query, indexed, plain } of answers) {
      expect(shape(indexed), query).toEqual(shape(plain));
    }
    await index.close();
  });

  it('answers from SQL while the registry is newer than it, and holds the new registry once rebuilt', async () => {
    const db = database.db;
    // Builds wait while `held` is pending, so that the stale answers come before any rebuild.
    let held = Promise.resolve();
    let release = () => {};
    const index = createCompanyIndex({
      db,
      log: quiet,
      limits: TINY,
      build: async (...args) => {
        await held;
        return buildRegistryIndex(...args);
      },
    });
    await index.refresh();
    held = new Promise((resolve) => {
      release = resolve;
    });
    const [source] = await rows<{ cnpj: string }>(
      db,
      sql`select cnpj from receita.companies order by share_capital desc nulls last, cnpj desc limit 1`,
    );
    // A company registered by hand with the largest capital of all, and a name of its own,
    // escapes and all: the first row of the default order.
    const cnpj = 'ZZ999999000199';
    await db.execute(
      sql`insert into receita.companies (cnpj, cnpj_basico, name, business_name, share_capital, source, status)
          select ${cnpj}, 'ZZ999999', ${'Índice\tTeste \\ Único'}, null, share_capital + 1, 'manual', '02'
          from receita.companies where cnpj = ${source?.cnpj}`,
    );
    try {
      const first = 'limit=1';
      const named = `name=${encodeURIComponent('teste \\ uni')}`;
      const stale = await bothWays(index, [first, named]);
      expect(stale.answered).toBe(0);
      for (const { indexed } of stale.answers) expect(indexed.data[0]?.cnpj).toBe(cnpj);
      release();
      await index.refresh();
      const fresh = await bothWays(index, [first, named]);
      expect(fresh.answered).toBe(2);
      for (const { indexed } of fresh.answers) {
        expect(indexed.data.map((c) => c.cnpj)).toEqual([cnpj]);
      }
    } finally {
      await db.execute(sql`delete from receita.companies where cnpj = ${cnpj}`);
    }
    // The delete moved the version on too: SQL answers again, without the company.
    const after = await bothWays(index, ['limit=1']);
    expect(after.answered).toBe(0);
    expect(after.answers[0]?.indexed.data[0]?.cnpj).toBe(source?.cnpj);
    await index.close();
  });

  it('gives up a build when the registry changes while it is read', async () => {
    const db = database.db;
    const signal = new AbortController().signal;
    // A write committed between the build's two readings of the version (right after the
    // first, which is a raw statement), even one that changes no row: what was read may mix
    // two states of the registry.
    let statements = 0;
    const meddled = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: Parameters<typeof db.execute>[0]) => {
          const result = await target.execute(query);
          statements++;
          if (statements === 1) {
            await db.execute(sql`update receita.companies set name = name where false`);
          }
          return result;
        };
      },
    });
    expect(await buildRegistryIndex(meddled, signal)).toBeNull();
    expect(statements).toBe(1);
    expect(await buildRegistryIndex(db, signal)).not.toBeNull();
  });
});
