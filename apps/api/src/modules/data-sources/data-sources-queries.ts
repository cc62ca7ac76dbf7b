import { desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataSources } from '../../db/schema/index.ts';

/**
 * The recorded loads the product shows as its sources: the Receita release, the reference
 * extract, the municipal boundaries (the committed extract or a full import) and TSE's files.
 */
export function listLoadedSources(db: Db) {
  const d = dataSources;
  return db
    .select({ source: d.source, releaseDate: d.releaseDate, loadedAt: d.loadedAt, rows: d.rows })
    .from(d)
    .where(
      or(
        eq(d.source, 'receita'),
        eq(d.source, 'reference-territory'),
        eq(d.source, 'reference-municipal-boundaries'),
        like(d.source, 'municipal-boundaries:%'),
        like(d.source, 'tse%'),
      ),
    )
    .orderBy(desc(d.loadedAt));
}
