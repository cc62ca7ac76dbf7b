import { type SQL, sql } from 'drizzle-orm';
import { companies, companySample } from '../../db/schema/index.ts';
import { type FilteredRows, inRegistry, inSample } from './company-filters.ts';

// The registry's kept sample (decision 0020): what an estimate counts instead of the registry.

/** About how many rows the sample behind a list's estimate reads (decision 0011). */
export const COMPANY_SAMPLE_ROWS = 5_000;
/**
 * The map's, which spreads its matches over thousands of municipalities: the whole kept sample
 * (migration 0020 keeps 50,000 rows).
 */
export const MAP_SAMPLE_FACTOR = 10;
export const COMPANY_MAP_SAMPLE_ROWS = COMPANY_SAMPLE_ROWS * MAP_SAMPLE_FACTOR;

/** Rows a count reads: from where, which of them, and how their columns are named. */
export type CountedRows = { from: SQL; kept: SQL; on: FilteredRows };

export const theRegistry: CountedRows = {
  from: sql`${companies}`,
  kept: sql`true`,
  on: inRegistry,
};

/**
 * Where a sample of about `size` rows is read (decision 0020), and how many rows it holds: a
 * registry no larger is read whole, and what it counts is exact; otherwise the first `size`
 * rows of the kept sample, the same on every request, so a filter keeps one estimate across
 * its pages.
 */
export function sampleOf(all: number, size: number): CountedRows & { read: SQL } {
  if (all <= size) return { ...theRegistry, read: sql`${all}` };
  const s = companySample;
  const kept = sql`${s.position} <= ${size}`;
  return {
    from: sql`${s}`,
    kept,
    on: inSample,
    // Positions run 1 to N without a gap (a row number), so the rows kept are the lesser of
    // `size` and the last position, which the primary key gives without reading the rows.
    read: sql`(select least(${size}, coalesce(max(${s.position}), 0)) from ${s})`,
  };
}
