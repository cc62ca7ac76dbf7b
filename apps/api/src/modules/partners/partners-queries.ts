import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  companies,
  companyInfos,
  partnerIdentities,
  partnerNameWords,
  partners,
} from '../../db/schema/index.ts';
import { partnerIdentitySql } from '../../lib/sql/partner-identity.ts';
import { personNameSql } from '../../lib/sql/person-name.ts';
import { searchKey } from '../../lib/sql/text-search.ts';
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

/** The partner rows of a set of identities. */
function rowsOf(keys: PartnerKey[]): SQL {
  const persons = keys.flatMap((k) => (k.kind === 'person' ? [k.personKey] : []));
  const roots = keys.flatMap((k) => (k.kind === 'company' ? [k.root] : []));
  const names = keys.flatMap((k) => (k.kind === 'name' ? [k.name] : []));
  const parts: SQL[] = [];
  if (persons.length) parts.push(sql`${p.personKey} in ${persons}`);
  if (roots.length) parts.push(sql`${p.partnerCnpjBasico} in ${roots}`);
  if (names.length) {
    parts.push(
      sql`(${p.name} in ${names} and ${p.personKey} is null and ${p.partnerCnpjBasico} is null)`,
    );
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

export type SuggestionRow = {
  name: string;
  document: string | null;
  kind: 'person' | 'company' | 'foreign';
  companies: number;
};

/** The term as names are compared: lower case, without accents, one space between words. */
export async function suggestionKey(db: Db, term: string): Promise<string> {
  const [row] = await rows<{ key: string }>(
    db,
    sql`select ${searchKey(term.trim().replace(/\s+/g, ' '))} as key`,
  );
  return row?.key ?? '';
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Partner identities with a word starting with each word of `key` (a `suggestionKey`): the
 * `pool` first found through the longest word's index, the closest words and the identities in
 * more companies first; then ranked: names that start with the whole term first, then those in
 * more companies.
 */
export function partnerSuggestions(db: Db, key: string, limit: number, pool: number) {
  const words = key.split(' ').filter(Boolean);
  const driver = words.reduce(
    (longest, word) => (word.length >= longest.length ? word : longest),
    '',
  );
  const others = words.filter((_, index) => index !== words.lastIndexOf(driver));
  const i = partnerIdentities;
  const w = partnerNameWords;
  const alsoHas = others.map(
    (word) => sql` and ' ' || ${i.nameKey} like ${`% ${likeEscaped(word)}%`}`,
  );
  return rows<SuggestionRow>(
    db,
    sql`with found as (
          select ${i.id} as id, ${i.name} as name, ${i.document} as document, ${i.kind} as kind,
            ${i.companies} as companies, ${i.nameKey} as name_key
          from ${w} join ${i} on ${i.id} = ${w.identityId}
          where ${w.word} like ${`${likeEscaped(driver)}%`}${sql.join(alsoHas)}
          order by ${w.word} using ~<~, ${w.companies} desc, ${w.identityId}
          limit ${pool})
        select name, document, kind, companies from (select distinct on (id) * from found) f
        order by name_key like ${`${likeEscaped(key)}%`} desc, companies desc, name_key, id
        limit ${limit}`,
  );
}

export type IdentityRow = { identity: string; name: string; document: string | null; kind: string };

/**
 * The person named so with the masked CPF `document`, if the registry has one: by the key the
 * importer gives a person (its index), computed from the same two values.
 */
export function findPersonPartner(db: Db, name: string, document: string) {
  const key = sql`(select substr(n.document, 4, 6) || ':' || ${sql.raw(personNameSql('n.name'))}
    from (select ${document}::text as document, ${name}::text as name) n)`;
  return rows<IdentityRow>(
    db,
    sql`select ${rowIdentity} as identity, ${p.name} as name, ${p.document} as document, ${p.kind} as kind
        from ${p} where ${p.personKey} = ${key} order by ${p.id} limit 1`,
  );
}

/** A partner known by name only (foreign, or without a CPF). */
export function findNamedPartner(db: Db, name: string) {
  return rows<IdentityRow>(
    db,
    sql`select ${rowIdentity} as identity, ${p.name} as name, ${p.document} as document, ${p.kind} as kind
        from ${p}
        where ${searchKey(p.name)} like ${searchKey(name)}
        order by (${p.personKey} is null and ${p.partnerCnpjBasico} is null) desc, ${p.id} limit 1`,
  );
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

export type HeldRow = { identity: string; company: string };

/**
 * The companies (CNPJ roots) the identities are partners of, one row per pair, at most `limit`
 * rows; null past `budgetMs`.
 */
export function companiesHeld(db: Db, keys: PartnerKey[], limit: number, budgetMs: number) {
  return withinBudget<HeldRow>(
    db,
    budgetMs,
    sql`select distinct ${rowIdentity} as identity, ${p.companyCnpjBasico} as company
        from ${p} where ${rowsOf(keys)} order by 2, 1 limit ${limit}`,
  );
}

export type PartnerRow = {
  identity: string;
  company: string;
  name: string;
  document: string | null;
  kind: 'person' | 'company' | 'foreign';
};

/** The partners of the companies (CNPJ roots), at most `limit` rows; null past `budgetMs`. */
export function partnersOfCompanies(db: Db, roots: string[], limit: number, budgetMs: number) {
  if (!roots.length) return Promise.resolve([] as PartnerRow[]);
  return withinBudget<PartnerRow>(
    db,
    budgetMs,
    sql`select ${rowIdentity} as identity, ${p.companyCnpjBasico} as company, ${p.name} as name,
          ${p.document} as document, ${p.kind} as kind
        from ${p} where ${p.companyCnpjBasico} in ${roots}
        order by ${p.companyCnpjBasico}, ${p.entryDate} nulls last, ${p.id} limit ${limit}`,
  );
}

export type CompanyRow = { root: string; cnpj: string; name: string; logo: string | null };

/** Each CNPJ root's head office (or first establishment), with its name and logo. */
export function companiesByRoot(db: Db, roots: string[]) {
  if (!roots.length) return Promise.resolve([] as CompanyRow[]);
  const c = companies;
  return rows<CompanyRow>(
    db,
    sql`select distinct on (${c.cnpjBasico}) ${c.cnpjBasico} as root, ${c.cnpj} as cnpj,
          ${c.name} as name, ${companyInfos.logo} as logo
        from ${c} left join ${companyInfos} on ${companyInfos.cnpj} = ${c.cnpj}
        where ${c.cnpjBasico} in ${roots}
        order by ${c.cnpjBasico}, ${c.type}, ${c.cnpj}`,
  );
}
