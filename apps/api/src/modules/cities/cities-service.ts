import { CITY_SORT_KEYS, type CitiesQuery, type CityListItem } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { loadIndicators } from '../../lib/sql/place-indicators.ts';
import type { CityCardRow } from './cities-card-queries.ts';
import {
  type CityRow,
  cityTotals,
  exportCities,
  findCity,
  listCities,
  listCityPoints,
} from './cities-queries.ts';

export function createCitiesService({ db }: { db: Db }) {
  /** A city card as the caller sees it: the favourite mark was read with the row. */
  function toItem(actor: Actor, row: CityCardRow): CityListItem {
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      state: { id: row.state_id, uf: row.uf, name: row.state_name },
      is_capital: row.is_capital === 1,
      latitude: row.latitude,
      longitude: row.longitude,
      coordinates: [row.longitude, row.latitude],
      mayor: row.mayor
        ? {
            id: row.mayor.id,
            name: row.mayor.name,
            political_party: row.mayor.abbreviation
              ? { abbreviation: row.mayor.abbreviation }
              : null,
            meta: { photo: row.mayor.photo, electionYear: row.mayor.election_year },
          }
        : null,
      featured_image: row.wiki_image,
      wiki_description: row.wiki_description,
      summary: row.summary,
      counters: { proposals: { public: row.public_open, private: row.private_open } },
      population: row.populacao_estimada,
      ideb: row.taxa_escolarizacao,
      idhm: row.idhm,
      revenues: row.total_receitas,
      expenses: row.total_despesas,
      pib_per_capita: row.pib_per_capta,
      vocations: row.vocations,
      benefits: row.benefits,
      is_favorite: row.is_favorite,
      has_permission_to_edit: canEditLocality(actor, {
        cityId: row.id,
        responsibleUserId: row.responsible_user_id,
      }),
    };
  }

  return {
    async list(actor: Actor, query: CitiesQuery) {
      const meta = { available_ordering: [...CITY_SORT_KEYS] };
      if (query.fields) {
        const found = await listCityPoints(db, actor, query);
        const [first] = found;
        const { total, totalWithoutFilter } = first
          ? { total: first.total, totalWithoutFilter: first.all_total }
          : await cityTotals(db, actor, query);
        const fields = query.fields;
        return {
          data: found.map((row) => pickFields(row, fields)) as CityListItem[],
          total,
          total_without_filter: totalWithoutFilter,
          ...meta,
        };
      }
      const { found, total, totalWithoutFilter } = await listCities(db, actor, query);
      const indicators = query.show_demographic_data
        ? await loadIndicators(
            db,
            'city_indicators',
            found.map((row) => row.id),
          )
        : null;
      return {
        data: found.map((row) => ({
          ...toItem(actor, row),
          ...(indicators ? { demographic_data: indicators.get(row.id) ?? [] } : {}),
        })),
        total,
        total_without_filter: totalWithoutFilter,
        ...meta,
      };
    },

    /** Every matching row, in order, for exports. */
    async exportRows(actor: Actor, query: CitiesQuery): Promise<CityListItem[]> {
      return (await exportCities(db, actor, query)).map((row) => toItem(actor, row));
    },

    async get(actor: Actor, id: number, withIndicators: boolean): Promise<CityListItem> {
      const row = await findCity(db, actor, id);
      if (!row) throw notFound('city_not_found', 'Cidade não encontrada.');
      const indicators = withIndicators ? await loadIndicators(db, 'city_indicators', [id]) : null;
      return {
        ...toItem(actor, row),
        ...(indicators ? { demographic_data: indicators.get(id) ?? [] } : {}),
      };
    },
  };
}

function pickFields(row: CityRow, fields: readonly string[]) {
  const source: Record<string, unknown> = { ...row };
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}

export type CitiesService = ReturnType<typeof createCitiesService>;
