import {
  DEMOGRAPHIC_INDICATORS,
  type DemographicIndicatorKey,
  type PlaceRanking,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { officeCounts, partyCounts } from '../../lib/sql/political-counts.ts';
import { cityRankingRow, indicatorMedians } from './city-politics-queries.ts';

/** The indicators the city page compares with its state's and Brazil's medians. */
const COMPARED_INDICATORS: DemographicIndicatorKey[] = [
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

const round = (value: number | null | undefined) =>
  value == null ? null : Math.round(value * 1000) / 1000;

const cityNotFound = () => notFound('city_not_found', 'Cidade não encontrada.');

/** A city's standing: its opportunities' rank, its indicators beside medians, its politicians. */
export function createCityPoliticsService({ db }: { db: Db }) {
  return {
    /**
     * Opportunity counts of a city and its attractiveness: its rank by active (open)
     * opportunities among the cities of its state and of the country (1 = most). Ties share a
     * position (1, 2, 2, 4); a city without active opportunities has no position (null), since
     * the places behind the ranked ones all tie for last and that says nothing.
     */
    async ranking(cityId: number): Promise<PlaceRanking> {
      const row = await cityRankingRow(db, cityId);
      if (!row) throw cityNotFound();
      return {
        proposals: { total: { open: row.open_total } },
        private: {
          total: row.private_total,
          open: row.private_open,
          completed: row.private_completed,
          ranking: { state: row.private_state, national: row.private_national },
        },
        public: {
          total: row.public_total,
          open: row.public_open,
          completed: row.public_completed,
          ranking: { state: row.public_state, national: row.public_national },
        },
        ranking: { position: row.position, total_of_cities: row.total_of_cities },
      };
    },

    /** A city's main indicators beside the medians of its state's and Brazil's municipalities. */
    async indicatorComparison(cityId: number) {
      const medians = await indicatorMedians(db, cityId, COMPARED_INDICATORS);
      if (!medians) throw cityNotFound();
      return {
        data: COMPARED_INDICATORS.map((key) => ({
          indicator: key,
          label: DEMOGRAPHIC_INDICATORS[key].label,
          unit: DEMOGRAPHIC_INDICATORS[key].unit,
          city: round(medians.get(key)?.city),
          state_median: round(medians.get(key)?.state),
          brazil_median: round(medians.get(key)?.brazil),
        })),
      };
    },

    politicalOffices: async (cityId: number) => ({ data: await officeCounts(db, { cityId }) }),
    politicalParties: async (cityId: number) => ({ data: await partyCounts(db, { cityId }) }),
  };
}

export type CityPoliticsService = ReturnType<typeof createCityPoliticsService>;
