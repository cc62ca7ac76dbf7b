import { DEMOGRAPHIC_INDICATORS, type DemographicIndicatorKey } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

export type IndicatorValue = {
  indicator: string;
  label: string;
  value: number | string | null;
  year: number | null;
  source: string;
};

/** Every indicator of the given cities (or states), labelled, in the spec's order. */
export async function loadIndicators(
  db: Db,
  table: 'city_indicators' | 'state_indicators',
  ids: number[],
): Promise<Map<number, IndicatorValue[]>> {
  const byPlace = new Map<number, IndicatorValue[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPlace;
  const column = table === 'city_indicators' ? sql.raw('city_id') : sql.raw('state_id');
  const found = await rows<{
    place_id: number;
    indicator: DemographicIndicatorKey;
    value_number: number | null;
    value_text: string | null;
    year: number | null;
    source: string;
  }>(
    db,
    sql`select ${column} as place_id, indicator, value_number, value_text, year, source
        from ${sql.raw(table)} where ${column} in ${ids}`,
  );
  const order = Object.keys(DEMOGRAPHIC_INDICATORS);
  found.sort((a, b) => order.indexOf(a.indicator) - order.indexOf(b.indicator));
  for (const row of found) {
    byPlace.get(row.place_id)?.push({
      indicator: row.indicator,
      label: DEMOGRAPHIC_INDICATORS[row.indicator]?.label ?? row.indicator,
      value: row.value_number ?? row.value_text,
      year: row.year,
      source: row.source,
    });
  }
  return byPlace;
}
