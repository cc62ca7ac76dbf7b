import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/** Elected politicians of a place counted by office, most important office first. */
export function officeCounts(db: Db, place: SQL) {
  return rows<{ id: number; description: string; total: number }>(
    db,
    sql`select o.id, o.description, count(*)::int as total
        from politicians p join political_offices o on o.id = p.political_office_id
        where p.is_elected and ${place}
        group by o.id order by o.importance`,
  );
}

/** Parties with elected politicians in a place, largest first. */
export function partyCounts(db: Db, place: SQL) {
  return rows<{
    id: number;
    abbreviation: string;
    name: string;
    number: number | null;
    total: number;
  }>(
    db,
    sql`select pp.id, pp.abbreviation, pp.name, pp.number, count(*)::int as total
        from politicians p join political_parties pp on pp.id = p.party_id
        where p.is_elected and ${place}
        group by pp.id order by total desc, pp.abbreviation`,
  );
}
