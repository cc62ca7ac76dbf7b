import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Lower-case, accent-free form of a text: what name search compares and alphabetical order
 * sorts by. The trigram indexes are built on this very expression, so that they apply.
 */
export const searchKey = (text: SQLWrapper | string): SQL<string> =>
  sql<string>`lower(immutable_unaccent(${text}))`;

/**
 * A name's place in alphabetical order as a Brazilian reads it, whatever the database's
 * collation (decision 0027): by its search key, so that accents and case do not move it, then
 * ties by the name itself, both compared byte by byte (`collate "C"`, which every server has).
 * `nullsLast` keeps empty names last when descending too. Indexes that serve such an order are
 * built on the same terms (migration 0027).
 */
export const readingOrder = (
  name: SQLWrapper,
  direction: 'asc' | 'desc',
  nullsLast = false,
): SQL[] => {
  const way = direction === 'asc' ? sql`asc` : nullsLast ? sql`desc nulls last` : sql`desc`;
  return [sql`${searchKey(name)} collate "C" ${way}`, sql`${name} collate "C" ${way}`];
};

/** A text put in a LIKE pattern as itself: its wildcards and LIKE's escape character escaped. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The search key of a term, escaped for LIKE in the database: accents are removed there, and
 * some of them become wildcards (`％` is `%` unaccented), so escaping the typed text would not do.
 */
const likeKey = (term: string): SQL =>
  sql`replace(replace(replace(${searchKey(term)}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** A stored search key (a column that holds `searchKey` of a text already) contains the term. */
export const keyContains = (key: SQLWrapper, term: string): SQL =>
  sql`${key} like '%' || ${likeKey(term)} || '%'`;

/** A stored search key is the term's, ignoring case and accents. */
export const keyIs = (key: SQLWrapper, term: string): SQL => sql`${key} like ${likeKey(term)}`;

/** The column contains the term, ignoring case and accents. */
export const containsText = (column: SQLWrapper, term: string): SQL =>
  keyContains(searchKey(column), term);
