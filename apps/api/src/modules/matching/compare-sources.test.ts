import { COMPARE_INDICATORS } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-database.ts';
import { rows } from '../../db/rows.ts';
import { INDICATOR_SOURCES } from './compare-queries.ts';

describe('the indicators compared and the national bounds', () => {
  const database = useTestDatabase();

  it('read the same IBGE indicator for each compared indicator', async () => {
    const db = database().db;
    // The bounds as the database computes them (refresh_match_bounds, migration 0029).
    const [refresh] = await rows<{ body: string }>(
      db,
      sql`select prosrc as body from pg_proc where proname = 'refresh_match_bounds'`,
    );
    const read = [...(refresh?.body ?? '').matchAll(/\('([a-z_]+)',\s*'([a-z_]+)',/g)].map(
      ([, criterion, indicator]) => [criterion, indicator],
    );
    expect(Object.fromEntries(read)).toEqual(INDICATOR_SOURCES);

    // Each bound stored carries the latest year of the indicator the comparison reads.
    const bounds = await rows<{ criterion: string; data_year: number | null }>(
      db,
      sql`select criterion, data_year from match_bounds where division = 0 order by criterion`,
    );
    const years = await rows<{ indicator: string; year: number }>(
      db,
      sql`select indicator, max(year)::int as year from city_indicators group by indicator`,
    );
    const yearOf = new Map(years.map((y) => [y.indicator, y.year]));
    expect(bounds).toEqual(
      [...COMPARE_INDICATORS].sort().map((indicator) => ({
        criterion: indicator,
        data_year: yearOf.get(INDICATOR_SOURCES[indicator]) ?? null,
      })),
    );
  });
});
