import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Statistics for every table of the product's own schema, after a first start loaded them
 * (reference data, boundaries, the demo set): until autovacuum analyzes them (later, or never
 * where it is off) the planner would guess their sizes and their values' spread. The Receita
 * release is analyzed by its importer.
 */
export async function analyzeOwnTables(db: Db): Promise<void> {
  await db.execute(sql`do $$
    declare t record;
    begin
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('analyze public.%I', t.tablename);
      end loop;
    end $$`);
}
