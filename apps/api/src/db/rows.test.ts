import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { columnOf, orNull, rowsOf } from './rows.ts';
import { proposals } from './schema/index.ts';

describe('rows of a raw statement, typed from what it selects', () => {
  const database = useTestDatabase();
  const p = proposals;

  it('names each output after its key and maps each value as the query builder does', async () => {
    const { db } = database();
    const where = sql`${p.projectTotal} is not null`;
    const selection = {
      id: p.id,
      total: p.projectTotal,
      created: p.createdAt,
      counted: sql`count(*) over ()`.mapWith(Number),
    };
    const raw = await rowsOf(
      db,
      selection,
      (columns) => sql`select ${columns} from ${p} where ${where} order by ${p.id} limit 3`,
    );
    const built = await db.select(selection).from(p).where(where).orderBy(p.id).limit(3);
    expect(raw).toHaveLength(3);
    expect(raw).toEqual(built);
    // Money is numeric: the driver gives text, the column a number; count(*) is bigint.
    expect(typeof raw[0]?.total).toBe('number');
    expect(typeof raw[0]?.counted).toBe('number');
    expect(typeof raw[0]?.created).toBe('string');
  });

  it('reads a derived table’s outputs as the columns they come from, nulls as null', async () => {
    const { db } = database();
    const found = await rowsOf(
      db,
      { id: columnOf('t', p.id), total: orNull(p.projectTotal, sql`t.total`) },
      (columns) => sql`select ${columns} from (select 1 as id, null::numeric as total
        union all select 2, '12.50'::numeric) t order by t.id`,
    );
    expect(found).toEqual([
      { id: 1, total: null },
      { id: 2, total: 12.5 },
    ]);
  });
});
