import type { catalogueQuerySchema } from '@oportuna/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import {
  CATALOGUES,
  type Catalogue,
  type CataloguePage,
  searchActivities,
} from './catalogues-queries.ts';

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

const pageOf = (query: CatalogueQuery): CataloguePage => ({
  name: query.name,
  nameOrder: query.sort?.length ? (query.sort[0]?.order === 'desc' ? 'desc' : 'asc') : undefined,
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

/** Small reference tables as list answers, filtered by name and paginated. */
export function createCataloguesService({ db }: { db: Db }) {
  async function catalogue<Row extends { total: number }>(
    { list, count }: Catalogue<Row>,
    query: CatalogueQuery,
  ) {
    const [found, all] = await Promise.all([list(db, pageOf(query)), count(db)]);
    return {
      data: found.map(({ total: _total, ...item }) => item),
      total: found[0]?.total ?? 0,
      total_without_filter: all,
      available_ordering: ['name'],
    };
  }

  return {
    benefitTypes: (query: CatalogueQuery) => catalogue(CATALOGUES.benefitTypes, query),
    regionalVocations: (query: CatalogueQuery) => catalogue(CATALOGUES.regionalVocations, query),
    politicalOffices: (query: CatalogueQuery) => catalogue(CATALOGUES.politicalOffices, query),
    politicalParties: (query: CatalogueQuery) => catalogue(CATALOGUES.politicalParties, query),

    /** CNAE activities by code prefix or accent-insensitive text. */
    async activities(query: { term?: string; limit: number; page: number }) {
      const found = await searchActivities(db, {
        term: query.term,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        data: found.map((a) => ({ id: a.code, code: a.code, text: a.text })),
        total: found[0]?.total ?? 0,
      };
    },
  };
}

export type CataloguesService = ReturnType<typeof createCataloguesService>;
