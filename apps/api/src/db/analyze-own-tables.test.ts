import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { rows } from './rows.ts';

describe('a database prepared at first start', () => {
  const database = useTestDatabase();

  it('has statistics for what it loaded, before autovacuum comes by', async () => {
    // reltuples is -1 until a relation is analyzed or vacuumed.
    const found = await rows<{ relname: string; reltuples: number }>(
      database().db,
      sql`select relname, reltuples::int as reltuples from pg_class
          where relnamespace = 'public'::regnamespace
            and relname in ('cities', 'states', 'city_indicators', 'city_facts', 'proposals')
          order by relname`,
    );
    expect(Object.fromEntries(found.map((row) => [row.relname, row.reltuples]))).toEqual({
      cities: 5571,
      city_facts: 5571,
      city_indicators: expect.any(Number),
      proposals: expect.any(Number),
      states: 27,
    });
    expect(found.every((row) => row.reltuples > 0)).toBe(true);
  });
});
