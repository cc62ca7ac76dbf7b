import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnOf, rows, rowsOf, type SelectionRow } from '../../db/rows.ts';
import {
  companies,
  companyInfos,
  partnerIdentities,
  partnerNameWords,
  partners,
} from '../../db/schema/index.ts';
import { partnerIdentitySql } from '../../lib/sql/partner-identity.ts';
import { personNameSql } from '../../lib/sql/person-name.ts';
import { keyIs, likeEscaped, searchKey } from '../../lib/sql/text-search.ts';
import { withinBudget } from '../../lib/sql/within-budget.ts';

const p = partners;

/**
 * Who a partner is, across all the companies it holds (the importer's identity): a person by
 * `person_key` (six CPF digits and the normalised name), a company by its CNPJ root, anyone
 * else (foreign, or a person Receita gives no CPF for) by name.
 */
export type PartnerKey =
  | { kind: 'person'; personKey: string }
  | { kind: 'company'; root: string }
  | { kind: 'name'; name: string };

/** The node id of a partner row: `p:<person key>`, `c:<CNPJ root>` or `f:<name>`. */
const rowIdentity = sql<string>`${sql.raw(partnerIdentitySql('"receita"."partners"'))}`;

export const nodeIdOf = (key: PartnerKey): string =>
  key.kind === 'person'
    ? `p:${key.personKey}`
    : key.kind === 'company'
      ? `c:${key.root}`
      : `f:${key.name}`;

export function keyOfNodeId(id: string): PartnerKey {
  const value = id.slice(2);
  if (id.startsWith('p:')) return { kind: 'person', personKey: value };
  if (id.startsWith('c:')) return { kind: 'company', root: value };
  return { kind: 'name', name: value };
}

/** The term as names are compared: lower case, without accents, one space between words. */
export async function suggestionKey(db: Db, term: string): Promise<string> {
  // A select of a value without FROM, which the builder cannot write.
  const [row] = await rowsOf(
    db,
    { key: sql<string>`${searchKey(term.trim().replace(/\s+/g, ' '))}` },
    (columns) => sql`select ${columns}`,
  );
  return row?.key ?? '';
}

/**
 * Partner identities with a word starting with each word of `key` (a `suggestionKey`). Each
 * word is read from the words' index in its order (the closest words first, then the
 * identities in more companies), at most `scan` entries, and the identities all words found
 * are kept: the `pool` in more companies, then ranked: names that start with the whole term
 * first, then those in more companies. Two common words whose pair is rare may miss pairs
 * past the first `scan` of each; a page of suggestions is a start, not a census.
 */
export function partnerSuggestions(
  db: Db,
  key: string,
  { limit, pool, scan }: { limit: number; pool: number; scan: number },
) {
  const w = partnerNameWords;
  const i = partnerIdentities;
  const suggestion = { name: i.name, document: i.document, kind: i.kind, companies: i.companies };
  const words = [...new Set(key.split(' ').filter(Boolean))];
  if (!words.length) return Promise.resolve([] as SelectionRow<typeof suggestion>[]);
  const starting = (word: string) =>
    sql`(select ${w.identityId} as id, ${w.companies} as companies from ${w}
         where ${w.word} like ${`${likeEscaped(word)}%`}
         order by ${w.word} using ~<~, ${w.companies} desc, ${w.identityId}
         limit ${words.length === 1 ? pool : scan})`;
  // A CTE over an intersection of raw subqueries: kept as written.
  return rowsOf(
    db,
    suggestion,
    (columns) => sql`with found as (
          select distinct id, companies from (${sql.join(words.map(starting), sql` intersect `)}) hits
          order by companies desc, id limit ${pool})
        select ${columns}
        from found join ${i} on ${i.id} = found.id
        order by ${i.nameKey} like ${`${likeEscaped(key)}%`} desc, ${i.companies} desc,
          ${i.nameKey}, ${i.id}
        limit ${limit}`,
  );
}

/** A partner row as the identity it stands for. */
const identityColumns = {
  identity: rowIdentity,
  name: p.name,
  document: p.document,
  kind: p.kind,
};

export type IdentityRow = SelectionRow<typeof identityColumns>;

/**
 * The person named so with the masked CPF `document`, if the registry has one: by the key the
 * importer gives a person (its index), computed from the same two values.
 */
export function findPersonPartner(db: Db, name: string, document: string) {
  const key = sql`(select substr(n.document, 4, 6) || ':' || ${sql.raw(personNameSql('n.name'))}
    from (select ${document}::text as document, ${name}::text as name) n)`;
  return db
    .select(identityColumns)
    .from(p)
    .where(sql`${p.personKey} = ${key}`)
    .orderBy(p.id)
    .limit(1);
}

/** A partner known by name only (foreign, or without a CPF). */
export function findNamedPartner(db: Db, name: string) {
  return db
    .select(identityColumns)
    .from(p)
    .where(keyIs(searchKey(p.name), name))
    .orderBy(sql`(${p.personKey} is null and ${p.partnerCnpjBasico} is null) desc`, p.id)
    .limit(1);
}

/** Whether the registry knows the CNPJ root, as an establishment or as a partner. */
export async function companyRootKnown(db: Db, root: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from ${companies} where ${companies.cnpjBasico} = ${root}
        union all select 1 from ${p} where ${p.partnerCnpjBasico} = ${root} limit 1`,
  );
  return found.length > 0;
}

/**
 * The values as a one-column table `k(key)`. One array parameter rather than a parameter per
 * value: a layer of a thousand keys is one short statement to build, send and plan.
 */
const keysTable = (values: string[]) => sql`unnest(${sql.param(values)}::text[]) k(key)`;

/** The CNPJ roots as one array parameter, compared with `char(8)` columns through their index. */
const rootsArray = (roots: string[]) => sql`${sql.param(roots)}::bpchar[]`;

/**
 * The pairs of identity and company held, by kind of identity: each read from an index that
 * holds the company too (`(person_key, company)`, `(partner root, company)`), so that no table
 * row is fetched, and each identity's read stops at `limit` companies in the index's order: a
 * fund holding 30,000 companies costs a layer what `limit` do. The first `limit` pairs overall
 * are among those, so the layer's cut is the same as reading everything.
 */
function heldPairs(keys: PartnerKey[], limit: number): SQL[] {
  const persons = keys.flatMap((k) => (k.kind === 'person' ? [k.personKey] : []));
  const roots = keys.flatMap((k) => (k.kind === 'company' ? [k.root] : []));
  const names = keys.flatMap((k) => (k.kind === 'name' ? [k.name] : []));
  const pairs: SQL[] = [];
  if (persons.length) {
    pairs.push(sql`select 'p:' || k.key as identity, h.company from ${keysTable(persons)}
                   cross join lateral (select ${p.companyCnpjBasico} as company from ${p}
                     where ${p.personKey} = k.key order by 1 limit ${limit}) h`);
  }
  if (roots.length) {
    pairs.push(sql`select 'c:' || k.key as identity, h.company from ${keysTable(roots)}
                   cross join lateral (select ${p.companyCnpjBasico} as company from ${p}
                     where ${p.partnerCnpjBasico} = k.key::bpchar order by 1 limit ${limit}) h`);
  }
  if (names.length) {
    pairs.push(sql`select 'f:' || k.key as identity, h.company from ${keysTable(names)}
                   cross join lateral (select ${p.companyCnpjBasico} as company from ${p}
                     where ${p.name} = k.key and ${p.personKey} is null
                       and ${p.partnerCnpjBasico} is null
                     order by 1 limit ${limit}) h`);
  }
  return pairs;
}

/**
 * The companies (CNPJ roots) the identities are partners of, one row per pair, at most `limit`
 * rows; null past `budgetMs`.
 */
export function companiesHeld(db: Db, keys: PartnerKey[], limit: number, budgetMs: number) {
  const pairs = heldPairs(keys, limit);
  const held = {
    identity: sql<string>`held.identity`,
    company: columnOf('held', p.companyCnpjBasico, 'company'),
  };
  if (!pairs.length) return Promise.resolve([] as SelectionRow<typeof held>[]);
  return withinBudget(db, budgetMs, (tx) =>
    tx
      .selectDistinct(held)
      .from(sql`(${sql.join(pairs, sql` union all `)}) held`)
      .orderBy(sql`2`, sql`1`)
      .limit(limit),
  );
}

/** The partners of the companies (CNPJ roots), at most `limit` rows; null past `budgetMs`. */
export function partnersOfCompanies(db: Db, roots: string[], limit: number, budgetMs: number) {
  const partner = { ...identityColumns, company: p.companyCnpjBasico };
  if (!roots.length) return Promise.resolve([] as SelectionRow<typeof partner>[]);
  return withinBudget(db, budgetMs, (tx) =>
    tx
      .select(partner)
      .from(p)
      .where(sql`${p.companyCnpjBasico} = any(${rootsArray(roots)})`)
      .orderBy(p.companyCnpjBasico, sql`${p.entryDate} nulls last`, p.id)
      .limit(limit),
  );
}

/** Each CNPJ root's head office (or first establishment), with its name and logo. */
export async function companiesByRoot(db: Db, roots: string[]) {
  if (!roots.length) return [];
  const c = companies;
  return db
    .selectDistinctOn([c.cnpjBasico], {
      root: c.cnpjBasico,
      cnpj: c.cnpj,
      name: c.name,
      logo: companyInfos.logo,
    })
    .from(c)
    .leftJoin(companyInfos, sql`${companyInfos.cnpj} = ${c.cnpj}`)
    .where(sql`${c.cnpjBasico} = any(${rootsArray(roots)})`)
    .orderBy(c.cnpjBasico, c.type, c.cnpj);
}

export type CompanyRow = Awaited<ReturnType<typeof companiesByRoot>>[number];
