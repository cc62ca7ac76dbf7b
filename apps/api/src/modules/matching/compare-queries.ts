import type { BenefitType, CompareIndicator } from '@oportuna/domain';
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  benefitTypes,
  cityFacts,
  cityIndicators,
  locationBenefits,
  locations,
} from '../../db/schema/index.ts';

/** The IBGE indicator each compared indicator is read from (per inhabitant: over population). */
export const INDICATOR_SOURCES: Record<CompareIndicator, string> = {
  population: 'populacao_estimada',
  employed_share: 'populacao_ocupada',
  salary: 'salario_medio_mensal',
  schooling: 'taxa_escolarizacao',
  ideb: 'anos_iniciais_ensino_fundamental',
  idhm: 'idhm',
  revenue_per_capita: 'total_receitas',
  expense_per_capita: 'total_despesas',
};

const f = cityFacts;

/**
 * The national median of each compared indicator over every municipality that has it (as
 * refresh_match_bounds reads them: money per inhabitant in reais), with the latest year the
 * indicator was published for.
 */
export async function nationalMedians(db: Db) {
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
      from ${f} cross join lateral (values
        ('population', 'populacao_estimada', ${f.populacao_estimada}),
        ('employed_share', 'populacao_ocupada', ${f.populacao_ocupada}),
        ('salary', 'salario_medio_mensal', ${f.salario_medio_mensal}),
        ('schooling', 'taxa_escolarizacao', ${f.taxa_escolarizacao}),
        ('ideb', 'anos_iniciais_ensino_fundamental', ${f.anos_iniciais_ensino_fundamental}),
        ('idhm', 'idhm', ${f.idhm}),
        ('revenue_per_capita', 'total_receitas',
          ${f.total_receitas} * 1000 / nullif(${f.populacao_estimada}, 0)),
        ('expense_per_capita', 'total_despesas',
          ${f.total_despesas} * 1000 / nullif(${f.populacao_estimada}, 0))
      ) as v(indicator, source, value)
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
