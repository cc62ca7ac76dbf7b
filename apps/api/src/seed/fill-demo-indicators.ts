import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { cityIndicators, stateIndicators } from '../db/schema/index.ts';
import type { DemoContext } from './demo-context.ts';
import { DEMO_SOURCE } from './demo-settings.ts';
import {
  cityIndicatorRows,
  type ExistingIndicators,
  type IndicatorRow,
  SUMMED_INDICATORS,
  stateLawRows,
  WEIGHTED_INDICATORS,
} from './generate-indicators.ts';

const BATCH_SIZE = 20_000;

/**
 * Completes every municipality and state with the indicators the reference data lacks.
 * Existing (city, indicator) pairs are read first and skipped, so a real figure is never
 * replaced; `on conflict do nothing` guards the same rule in the database.
 */
export async function fillDemoIndicators(
  db: Db,
  context: DemoContext,
): Promise<{ city_indicators: number; state_indicators: number }> {
  const existing = await existingCityIndicators(db);
  const cityRows = cityIndicatorRows(context, existing);
  await insertIndicators(db, 'city_indicators', 'city_id', cityRows);
  await aggregateStates(db);
  await insertIndicators(db, 'state_indicators', 'state_id', stateLawRows(context));
  const [states] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stateIndicators)
    .where(sql`${stateIndicators.isDemo}`);
  return { city_indicators: cityRows.length, state_indicators: states?.n ?? 0 };
}

async function existingCityIndicators(db: Db): Promise<Map<number, ExistingIndicators>> {
  const ci = cityIndicators;
  const found = await db
    .select({
      city_id: ci.cityId,
      keys: sql<string[]>`array_agg(${ci.indicator})`,
      area: sql<
        number | null
      >`max(${ci.valueNumber}) filter (where ${ci.indicator} = 'unidade_territorial')`,
      biome: sql<string | null>`max(${ci.valueText}) filter (where ${ci.indicator} = 'bioma')`,
    })
    .from(ci)
    .groupBy(ci.cityId);
  return new Map(
    found.map((row) => [
      row.city_id,
      { keys: new Set(row.keys), area: row.area, biome: row.biome },
    ]),
  );
}

async function insertIndicators(
  db: Db,
  table: 'city_indicators' | 'state_indicators',
  ownerColumn: 'city_id' | 'state_id',
  records: readonly IndicatorRow[],
) {
  for (let start = 0; start < records.length; start += BATCH_SIZE) {
    // Short keys and no null members: about 85,000 rows travel as a few megabytes of JSON.
    const batch = JSON.stringify(
      records
        .slice(start, start + BATCH_SIZE)
        .map((r) =>
          r.value_text === null
            ? { o: r.owner_id, i: r.indicator, n: r.value_number, y: r.year }
            : { o: r.owner_id, i: r.indicator, t: r.value_text, y: r.year },
        ),
    );
    await db.execute(sql`
      insert into ${sql.raw(table)} (${sql.raw(ownerColumn)}, indicator, value_number, value_text,
                                      year, source, is_demo)
      select o, i, n, t, y, ${DEMO_SOURCE}, true
      from jsonb_to_recordset(${batch}::jsonb)
        as x(o int, i text, n float8, t text, y smallint)
      on conflict (${sql.raw(ownerColumn)}, indicator) do nothing`);
  }
}

const quotedList = (keys: readonly string[]) => sql.raw(keys.map((key) => `'${key}'`).join(', '));

/** State figures from their municipalities, for the keys a state does not have yet. */
async function aggregateStates(db: Db) {
  await db.execute(sql`
    with city_values as (
      select c.state_id, i.indicator, i.value_number, i.year, pop.value_number as population
      from city_indicators i
      join cities c on c.id = i.city_id
      left join city_indicators pop on pop.city_id = i.city_id and pop.indicator = 'populacao_estimada'
      where i.value_number is not null
        and i.indicator in (${quotedList([...SUMMED_INDICATORS, ...WEIGHTED_INDICATORS])})
    ),
    aggregated as (
      select state_id, indicator, max(year) as year,
             case when indicator in (${quotedList(SUMMED_INDICATORS)}) then sum(value_number)
                  else sum(value_number * population)
                       / nullif(sum(population) filter (where population is not null), 0)
             end as value
      from city_values
      group by state_id, indicator
    )
    insert into state_indicators (state_id, indicator, value_number, year, source, is_demo)
    select state_id, indicator, round(value::numeric, 3)::float8, year, ${DEMO_SOURCE}, true
    from aggregated where value is not null
    on conflict (state_id, indicator) do nothing`);
}
