import type { Db } from '../../db/database.ts';
import { officeCounts, partyCounts } from '../../lib/sql/political-counts.ts';
import { cityRanking } from './city-ranking.ts';
import { indicatorComparison } from './indicator-comparison.ts';

/** A city's standing: its opportunities' rank, its indicators beside medians, its politicians. */
export function createCityPoliticsService({ db }: { db: Db }) {
  return {
    ranking: (cityId: number) => cityRanking(db, cityId),
    indicatorComparison: async (cityId: number) => ({
      data: await indicatorComparison(db, cityId),
    }),
    politicalOffices: async (cityId: number) => ({ data: await officeCounts(db, { cityId }) }),
    politicalParties: async (cityId: number) => ({ data: await partyCounts(db, { cityId }) }),
  };
}

export type CityPoliticsService = ReturnType<typeof createCityPoliticsService>;
