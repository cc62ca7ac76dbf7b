import { type BenefitType, COMPARE_INDICATORS, type CompareIndicator } from '@oportuna/domain';
import { and, asc, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  benefitTypes,
  cityFacts,
  cityIndicators,
  locationBenefits,
  locations,
} from '../../db/schema/index.ts';

/**
 * The IBGE indicator each compared indicator is read from, a column of city_facts of the same
 * name; per inhabitant (in reais) over the population where PER_INHABITANT says. The one list
 * the code reads: the national bounds (refresh_match_bounds, migration 0029) read the same
 * pairs, which compare-sources.test.ts checks against the function the database holds.
 */
export const INDICATOR_SOURCES = {
  population: 'populacao_estimada',
  employed_share: 'populacao_ocupada',
  salary: 'salario_medio_mensal',
  schooling: 'taxa_escolarizacao',
  ideb: 'anos_iniciais_ensino_fundamental',
  idhm: 'idhm',
  revenue_per_capita: 'total_receitas',
  expense_per_capita: 'total_despesas',
} as const satisfies Record<CompareIndicator, keyof typeof cityFacts._.selectedFields>;

/** Money in thousands of reais, compared per inhabitant in reais. */
const PER_INHABITANT: ReadonlySet<CompareIndicator> = new Set([
  'revenue_per_capita',
  'expense_per_capita',
]);

const f = cityFacts;

/** A compared indicator's value in city_facts, as the national bounds read it. */
function indicatorValue(indicator: CompareIndicator): SQL {
  const column = f[INDICATOR_SOURCES[indicator]];
  return PER_INHABITANT.has(indicator)
    ? sql`${column} * 1000 / nullif(${f.populacao_estimada}, 0)`
    : sql`${column}`;
}

/**
 * The national median of each compared indicator over every municipality that has it (as
 * refresh_match_bounds reads them), with the latest year the indicator was published for.
 */
export async function nationalMedians(db: Db) {
  const values = sql.join(
    COMPARE_INDICATORS.map(
      (indicator) =>
        sql`(${sql.raw(`'${indicator}'`)}, ${sql.raw(`'${INDICATOR_SOURCES[indicator]}'`)}, ${indicatorValue(indicator)})`,
    ),
    sql`, `,
  );
  return rowsOf(
    db,
    {
      indicator: sql<CompareIndicator>`v.indicator`,
      value: sql<number | null>`percentile_cont(0.5) within group (order by v.value)`,
      year: sql<number | null>`(select max(${cityIndicators.year}) from ${cityIndicators}
        where ${cityIndicators.indicator} = v.source)`,
    },
    (columns) => sql`
      select ${columns}
      from ${f} cross join lateral (values ${values}) as v(indicator, source, value)
      where v.value is not null
      group by v.indicator, v.source`,
  );
}

/** The year of each IBGE indicator of some municipalities. */
export async function indicatorYears(db: Db, cityIds: number[]) {
  return db
    .select({
      cityId: cityIndicators.cityId,
      indicator: cityIndicators.indicator,
      year: cityIndicators.year,
    })
    .from(cityIndicators)
    .where(
      and(
        inArray(cityIndicators.cityId, cityIds),
        inArray(cityIndicators.indicator, Object.values(INDICATOR_SOURCES)),
        isNotNull(cityIndicators.valueNumber),
      ),
    );
}

/** The incentives of the locality profiles of some municipalities. */
export async function profileIncentives(db: Db, cityIds: number[]) {
  return db
    .select({
      cityId: locations.cityId,
      type: sql<BenefitType>`${benefitTypes.slug}`,
      description: locationBenefits.description,
      areaM2: locationBenefits.areaM2,
    })
    .from(locationBenefits)
    .innerJoin(locations, sql`${locations.id} = ${locationBenefits.locationId}`)
    .innerJoin(benefitTypes, sql`${benefitTypes.id} = ${locationBenefits.benefitTypeId}`)
    .where(inArray(locations.cityId, cityIds))
    .orderBy(asc(benefitTypes.position), asc(benefitTypes.id));
}
