import { DEMOGRAPHIC_INDICATORS } from '@oportuna/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cityIndicators, stateIndicators } from '../../db/schema/index.ts';

export type IndicatorValue = {
  indicator: string;
  label: string;
  value: number | string | null;
  year: number | null;
  source: string;
};

const SPEC_ORDER = Object.keys(DEMOGRAPHIC_INDICATORS);
const labels: Record<string, { label: string } | undefined> = DEMOGRAPHIC_INDICATORS;

function readIndicators(db: Db, table: 'city_indicators' | 'state_indicators', ids: number[]) {
  const [source, placeId] =
    table === 'city_indicators'
      ? [cityIndicators, cityIndicators.cityId]
      : [stateIndicators, stateIndicators.stateId];
  return db
    .select({
      placeId,
      indicator: source.indicator,
      valueNumber: source.valueNumber,
      valueText: source.valueText,
      year: source.year,
      source: source.source,
    })
    .from(source)
    .where(inArray(placeId, ids));
}

/** Every indicator of the given cities (or states), labelled, in the spec's order. */
export async function loadIndicators(
  db: Db,
  table: 'city_indicators' | 'state_indicators',
  ids: number[],
): Promise<Map<number, IndicatorValue[]>> {
  const byPlace = new Map<number, IndicatorValue[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPlace;
  const found = await readIndicators(db, table, ids);
  found.sort((a, b) => SPEC_ORDER.indexOf(a.indicator) - SPEC_ORDER.indexOf(b.indicator));
  for (const row of found) {
    byPlace.get(row.placeId)?.push({
      indicator: row.indicator,
      label: labels[row.indicator]?.label ?? row.indicator,
      value: row.valueNumber ?? row.valueText,
      year: row.year,
      source: row.source,
    });
  }
  return byPlace;
}
