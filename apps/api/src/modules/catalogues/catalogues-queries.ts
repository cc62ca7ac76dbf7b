import { asc, type Column, desc, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  activities,
  benefitTypes,
  politicalOffices,
  politicalParties,
  regionalVocations,
} from '../../db/schema/index.ts';
import { containsText } from '../../lib/sql/text-search.ts';

/** A page of a reference table: optionally filtered by name, by name or in its own order. */
export type CataloguePage = {
  name?: string;
  /** Order by name this way; without it, the table's own order. */
  nameOrder?: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** Rows matching the filter before paging, on every row of the page. */
const matchingTotal = sql<number>`count(*) over ()::int`;

const nameMatches = (column: Column, page: CataloguePage) =>
  page.name ? containsText(column, page.name) : undefined;

const orderOf = (nameColumn: Column, ownOrder: Column, page: CataloguePage): SQL =>
  page.nameOrder === undefined
    ? asc(ownOrder)
    : page.nameOrder === 'desc'
      ? desc(nameColumn)
      : asc(nameColumn);

export function listBenefitTypes(db: Db, page: CataloguePage) {
  return db
    .select({
      id: benefitTypes.id,
      slug: benefitTypes.slug,
      description: benefitTypes.description,
      total: matchingTotal,
    })
    .from(benefitTypes)
    .where(nameMatches(benefitTypes.description, page))
    .orderBy(orderOf(benefitTypes.description, benefitTypes.position, page))
    .limit(page.limit)
    .offset(page.offset);
}

export function listRegionalVocations(db: Db, page: CataloguePage) {
  return db
    .select({
      id: regionalVocations.id,
      slug: regionalVocations.slug,
      description: regionalVocations.description,
      total: matchingTotal,
    })
    .from(regionalVocations)
    .where(nameMatches(regionalVocations.description, page))
    .orderBy(orderOf(regionalVocations.description, regionalVocations.description, page))
    .limit(page.limit)
    .offset(page.offset);
}

export function listPoliticalOffices(db: Db, page: CataloguePage) {
  return db
    .select({
      id: politicalOffices.id,
      description: politicalOffices.description,
      importance: politicalOffices.importance,
      total: matchingTotal,
    })
    .from(politicalOffices)
    .where(nameMatches(politicalOffices.description, page))
    .orderBy(orderOf(politicalOffices.description, politicalOffices.importance, page))
    .limit(page.limit)
    .offset(page.offset);
}

export function listPoliticalParties(db: Db, page: CataloguePage) {
  return db
    .select({
      id: politicalParties.id,
      abbreviation: politicalParties.abbreviation,
      name: politicalParties.name,
      number: politicalParties.number,
      total: matchingTotal,
    })
    .from(politicalParties)
    .where(nameMatches(politicalParties.abbreviation, page))
    .orderBy(orderOf(politicalParties.abbreviation, politicalParties.abbreviation, page))
    .limit(page.limit)
    .offset(page.offset);
}

async function countRows(db: Db, table: PgTable): Promise<number> {
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return all?.n ?? 0;
}

/** Each catalogue's page and its count without a filter. */
export const CATALOGUES = {
  benefitTypes: { list: listBenefitTypes, count: (db: Db) => countRows(db, benefitTypes) },
  regionalVocations: {
    list: listRegionalVocations,
    count: (db: Db) => countRows(db, regionalVocations),
  },
  politicalOffices: {
    list: listPoliticalOffices,
    count: (db: Db) => countRows(db, politicalOffices),
  },
  politicalParties: {
    list: listPoliticalParties,
    count: (db: Db) => countRows(db, politicalParties),
  },
};
export type Catalogue<Row> = {
  list: (db: Db, page: CataloguePage) => Promise<Row[]>;
  count: (db: Db) => Promise<number>;
};

/** CNAE activities whose code starts with the term's digits or whose text contains it. */
export function searchActivities(db: Db, search: { term?: string; limit: number; offset: number }) {
  const digits = search.term?.replace(/\D/g, '') ?? '';
  const where = search.term
    ? or(
        digits ? like(activities.code, `${digits}%`) : undefined,
        containsText(activities.text, search.term),
      )
    : undefined;
  return db
    .select({ code: activities.code, text: activities.text, total: matchingTotal })
    .from(activities)
    .where(where)
    .orderBy(asc(activities.code))
    .limit(search.limit)
    .offset(search.offset);
}
