import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { columnOf, orNull, rows, rowsOf } from '../../db/rows.ts';
import {
  companies,
  partners,
  politicalOffices,
  politicalParties,
  politicians,
  possibleLinkDismissals,
  states,
} from '../../db/schema/index.ts';

const pa = partners;
const d = possibleLinkDismissals;

/**
 * A partner's name as the politician's `person_name` compares it: the same expression as the
 * index `partners_person_name_idx`, so that the lookup walks it.
 */
const partnerName = sql`substr(${pa.personKey}, 8)`;
const partnerDigits = sql`substr(${pa.personKey}, 1, 6)`;

/** The partner is the person: same name, and the same CPF digits when TSE gave them. */
const samePerson = (name: SQL, digits: SQL) =>
  sql`${partnerName} = ${name} and (${digits} is null or ${partnerDigits} = ${digits})`;

/** The company (CNPJ root) has an establishment in the state. */
const inState = (root: SQL, uf: SQL) =>
  sql`exists (select 1 from ${companies} where ${companies.cnpjBasico} = ${root} and ${companies.state} = ${uf})`;

/**
 * The link of this evidence is hidden from the users of `customerId`: the superadmin dismissed
 * it for everyone, or an administrator of that customer for its users. With no customer (the
 * superadmin), only what is hidden from everyone.
 */
const dismissed = (name: SQL, uf: SQL, root: SQL, customerId: number | null) =>
  sql`exists (select 1 from ${d} where ${d.personName} = ${name} and ${d.uf} = ${uf}
      and ${d.companyCnpjBasico} = ${root}
      and (${d.customerId} is null or ${d.customerId} = ${customerId}::int))`;

/** A politician's election year, as a link shows it. */
const electionYear = sql<number | null>`${politicians.electionYear}::int`;

/** A politician as a link shows it, with what it is matched by (its name, digits and state). */
export async function findPoliticianKey(db: Db, id: number) {
  const [found] = await db
    .select({
      id: politicians.id,
      name: politicians.name,
      office: politicalOffices.description,
      party: politicalParties.abbreviation,
      year: electionYear,
      person_name: politicians.personName,
      cpf_digits: politicians.cpfDigits,
      uf: states.uf,
    })
    .from(politicians)
    .innerJoin(politicalOffices, sql`${politicalOffices.id} = ${politicians.politicalOfficeId}`)
    .leftJoin(politicalParties, sql`${politicalParties.id} = ${politicians.partyId}`)
    .leftJoin(states, sql`${states.id} = ${politicians.stateId}`)
    .where(sql`${politicians.id} = ${id}`);
  return found;
}

export type PoliticianKeyRow = NonNullable<Awaited<ReturnType<typeof findPoliticianKey>>>;

/** The establishment of a CNPJ, with its root and its company's name. */
export async function findCompanyKey(db: Db, cnpj: string) {
  const [found] = await db
    .select({ root: companies.cnpjBasico, cnpj: companies.cnpj, name: companies.name })
    .from(companies)
    .where(sql`${companies.cnpj} = ${cnpj}`);
  return found;
}

export type CompanyKeyRow = NonNullable<Awaited<ReturnType<typeof findCompanyKey>>>;

/** The head office of a CNPJ root, or its first establishment. */
export async function findHeadOffice(db: Db, root: string) {
  const [found] = await db
    .select({ cnpj: companies.cnpj, name: companies.name, uf: companies.state })
    .from(companies)
    .where(sql`${companies.cnpjBasico} = ${root}`)
    .orderBy(companies.type, companies.cnpj)
    .limit(1);
  return found;
}

/**
 * The companies with a partner who may be the person (name, digits when given) and an
 * establishment in the state, not dismissed for the reader's customer: one row per company,
 * shown by its head office (or first establishment), by name.
 */
export function companiesOfPerson(
  db: Db,
  person: { personName: string; cpfDigits: string | null; uf: string },
  reader: { customerId: number | null },
  limit: number,
) {
  const name = sql`${person.personName}::text`;
  const digits = sql`${person.cpfDigits}::text`;
  const uf = sql`${person.uf}::text`;
  const root = sql`${pa.companyCnpjBasico}`;
  // A CTE and a lateral join on a raw subquery: kept as written.
  return rowsOf(
    db,
    {
      root: columnOf('hits', pa.companyCnpjBasico, 'root'),
      cnpj: columnOf('head', companies.cnpj),
      company_name: columnOf('head', companies.name),
      company_uf: columnOf('head', companies.state),
      partner_name: columnOf('hits', pa.name, 'partner_name'),
      partner_document: columnOf('hits', pa.document, 'partner_document'),
    },
    (columns) => sql`with hits as (
          select distinct on (${pa.companyCnpjBasico}) ${pa.companyCnpjBasico} as root,
            ${pa.name} as partner_name, ${pa.document} as partner_document
          from ${pa}
          where ${samePerson(name, digits)} and ${inState(root, uf)}
            and not ${dismissed(name, uf, root, reader.customerId)}
          order by ${pa.companyCnpjBasico}, ${pa.id})
        select ${columns}
        from hits cross join lateral (
          select c.cnpj, c.name, c.state from ${companies} c where c.cnpj_basico = hits.root
          order by c.type, c.cnpj limit 1) head
        order by head.name, head.cnpj
        limit ${limit}`,
  );
}

/**
 * The politicians who may be a partner of the company (CNPJ root): same name, same digits when
 * TSE gave them, of a state the company has an establishment in, not dismissed for the reader's
 * customer. The candidacies of one person (same name, state and digits) count once: the latest
 * stands for them.
 */
export function politiciansOfCompany(
  db: Db,
  root: string,
  reader: { customerId: number | null },
  limit: number,
) {
  const p = politicians;
  const name = sql`${p.personName}`;
  const uf = sql`${states.uf}`;
  // A CTE whose DISTINCT ON keeps one candidacy a person, then ordered again: kept as written;
  // its outputs are named inside it.
  return rowsOf(
    db,
    {
      id: p.id,
      name: p.name,
      office: politicalOffices.description,
      party: orNull(politicalParties.abbreviation),
      year: electionYear,
      // Never null here: the join compares it.
      person_name: sql<string>`${p.personName}`,
      cpf_digits: p.cpfDigits,
      uf: states.uf,
      partner_name: pa.name,
      partner_document: pa.document,
    },
    (columns) => sql`with matches as (
          select distinct on (${p.personName}, ${states.uf}, ${p.cpfDigits}) ${columns}
          from ${pa}
          join ${p} on ${samePerson(name, sql`${p.cpfDigits}::text`)}
          join ${states} on ${states.id} = ${p.stateId}
          join ${politicalOffices} on ${politicalOffices.id} = ${p.politicalOfficeId}
          left join ${politicalParties} on ${politicalParties.id} = ${p.partyId}
          where ${pa.companyCnpjBasico} = ${root} and ${pa.personKey} is not null
            and ${inState(sql`${root}`, uf)}
            and not ${dismissed(name, uf, sql`${root}`, reader.customerId)}
          order by ${p.personName}, ${states.uf}, ${p.cpfDigits},
            ${p.electionYear} desc nulls last, ${politicalOffices.importance}, ${p.id} desc, ${pa.id})
        select * from matches
        order by (cpf_digits is null), name, id
        limit ${limit}`,
  );
}

/**
 * Keeps the dismissal of the politician's link to the company (CNPJ root), keyed by its
 * evidence, for `customerId`'s users (null: for everyone), if the link exists and is not
 * already hidden from them: one statement, so parallel requests keep one row. Answers whether
 * this call wrote it.
 */
export async function insertDismissal(
  db: Db,
  input: { politicianId: number; root: string; customerId: number | null; userId: number },
): Promise<boolean> {
  const p = politicians;
  const root = sql`${input.root}::text`;
  // An insert of a select, skipped on conflict: kept as written.
  const inserted = await rowsOf(
    db,
    { person_name: d.personName },
    (
      columns,
    ) => sql`insert into ${d} (person_name, uf, company_cnpj_basico, customer_id, dismissed_by)
        select ${p.personName}, ${states.uf}, ${root}, ${input.customerId}::int, ${input.userId}
        from ${p} join ${states} on ${states.id} = ${p.stateId}
        where ${p.id} = ${input.politicianId}
          and exists (select 1 from ${pa} where ${pa.companyCnpjBasico} = ${root}
            and ${samePerson(sql`${p.personName}`, sql`${p.cpfDigits}::text`)})
          and ${inState(root, sql`${states.uf}`)}
          and not ${dismissed(sql`${p.personName}`, sql`${states.uf}`, root, input.customerId)}
        on conflict do nothing
        returning ${columns}`,
  );
  return inserted.length > 0;
}

/** Whether the politician's link to the company (CNPJ root) is hidden from `customerId`'s users. */
export async function isDismissed(
  db: Db,
  politicianId: number,
  root: string,
  customerId: number | null,
): Promise<boolean> {
  const p = politicians;
  const found = await rows(
    db,
    sql`select 1 from ${p} join ${states} on ${states.id} = ${p.stateId}
        where ${p.id} = ${politicianId}
          and ${dismissed(sql`${p.personName}`, sql`${states.uf}`, sql`${root}::text`, customerId)}`,
  );
  return found.length > 0;
}
