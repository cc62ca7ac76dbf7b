import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Lower-case, accent-free form of a text: what name search compares and alphabetical order
 * sorts by. The trigram indexes are built on this very expression, so that they apply.
 */
export const searchKey = (text: SQLWrapper | string): SQL<string> =>
  sql<string>`lower(immutable_unaccent(${text}))`;

/** A stored search key (a column that holds `searchKey` of a text already) contains the term. */
export const keyContains = (key: SQLWrapper, term: string): SQL =>
  sql`${key} like '%' || ${searchKey(term)} || '%'`;

/** The column contains the term, ignoring case and accents. */
export const containsText = (column: SQLWrapper, term: string): SQL =>
  keyContains(searchKey(column), term);
