import { DEMOGRAPHIC_INDICATORS, type DemographicIndicatorKey } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';

/** The indicators the city page compares with its state's and Brazil's medians. */
export const COMPARED_INDICATORS: DemographicIndicatorKey[] = [
  'idhm',
  'pib_per_capta',
  'salario_medio_mensal',
  'taxa_escolarizacao',
  'anos_iniciais_ensino_fundamental',
  'mortalidade_infantil',
  'populacao_ocupada',
  'esgotamento_sanitario',
  'urbanizacao',
  'arborizacao',
];

export type IndicatorComparison = {
  indicator: string;
  label: string;
  unit: string;
  city: number | null;
  state_median: number | null;
  brazil_median: number | null;
};

const column = (key: string) => sql.raw(`"${key}"`);

/** A city's main indicators beside the medians of its state's municipalities and of all of Brazil's. */
export async function indicatorComparison(db: Db, cityId: number): Promise<IndicatorComparison[]> {
  const [city] = await rows<{ state_id: number }>(
    db,
    sql`select state_id from cities where id = ${cityId}`,
  );
  if (!city) throw notFound('city_not_found', 'Cidade não encontrada.');
  const selections = COMPARED_INDICATORS.map(
    (key) => sql`
      max(f.${column(key)}) filter (where f.city_id = ${cityId}) as ${sql.raw(`"${key}__city"`)},
      percentile_cont(0.5) within group (order by f.${column(key)})
        filter (where c.state_id = ${city.state_id}) as ${sql.raw(`"${key}__state"`)},
      percentile_cont(0.5) within group (order by f.${column(key)}) as ${sql.raw(`"${key}__brazil"`)}`,
  );
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`select ${sql.join(selections, sql`, `)} from city_facts f join cities c on c.id = f.city_id`,
  );
  const round = (value: number | null | undefined) =>
    value == null ? null : Math.round(value * 1000) / 1000;
  return COMPARED_INDICATORS.map((key) => ({
    indicator: key,
    label: DEMOGRAPHIC_INDICATORS[key].label,
    unit: DEMOGRAPHIC_INDICATORS[key].unit,
    city: round(row?.[`${key}__city`]),
    state_median: round(row?.[`${key}__state`]),
    brazil_median: round(row?.[`${key}__brazil`]),
  }));
}
