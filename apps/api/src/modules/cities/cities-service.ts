import { CITY_SORT_KEYS, type CitiesQuery, type CityListItem } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality, loadCustomerScope } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { isFavoriteSql } from '../favorites/favorite-queries.ts';
import { loadCityExtras, loadIndicators } from './city-enrichment.ts';
import { cityConditions, cityOrder, whereClause } from './city-filters.ts';

export type CityRow = {
  id: number;
  code: number;
  name: string;
  is_capital: number;
  latitude: number;
  longitude: number;
  state_id: number;
  uf: string;
  state_name: string;
  wiki_description: string | null;
  wiki_image: string | null;
  is_favorite: boolean;
  populacao_estimada: number | null;
  taxa_escolarizacao: number | null;
  idhm: number | null;
  total_receitas: number | null;
  total_despesas: number | null;
  pib_per_capta: number | null;
};

const FROM = sql`from cities c join states s on s.id = c.state_id join city_facts f on f.city_id = c.id`;

export function createCitiesService({ db }: { db: Db }) {
  async function selectRows(
    actor: Actor,
    where: ReturnType<typeof whereClause>,
    tail: ReturnType<typeof sql>,
  ) {
    return rows<CityRow>(
      db,
      sql`select c.id, c.code, c.name, c.is_capital, c.latitude, c.longitude, s.id as state_id,
                 s.uf, s.name as state_name, c.wiki_description, c.wiki_image,
                 ${isFavoriteSql(actor.userId, 'city', sql`c.id`)} as is_favorite,
                 f.populacao_estimada, f.taxa_escolarizacao, f.idhm, f.total_receitas,
                 f.total_despesas, f.pib_per_capta
          ${FROM} ${where} ${tail}`,
    );
  }

  async function toItems(
    actor: Actor,
    found: CityRow[],
    withIndicators: boolean,
  ): Promise<CityListItem[]> {
    const ids = found.map((r) => r.id);
    const [extras, indicators, scope] = await Promise.all([
      loadCityExtras(db, ids),
      withIndicators ? loadIndicators(db, 'city_indicators', ids) : Promise.resolve(null),
      loadCustomerScope(db, actor),
    ]);
    return found.map((row) => {
      const extra = extras.get(row.id);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        state: { id: row.state_id, uf: row.uf, name: row.state_name },
        is_capital: row.is_capital === 1,
        is_favorite: row.is_favorite,
        latitude: row.latitude,
        longitude: row.longitude,
        coordinates: [row.longitude, row.latitude],
        mayor: extra?.mayor ?? null,
        featured_image: row.wiki_image,
        wiki_description: row.wiki_description,
        summary: extra?.summary ?? null,
        counters: extra?.counters ?? { proposals: { public: 0, private: 0 } },
        has_permission_to_edit: canEditLocality(actor, scope, { cityId: row.id }),
        population: row.populacao_estimada,
        ideb: row.taxa_escolarizacao,
        idhm: row.idhm,
        revenues: row.total_receitas,
        expenses: row.total_despesas,
        pib_per_capita: row.pib_per_capta,
        vocations: extra?.vocations ?? [],
        benefits: extra?.benefits ?? [],
        ...(indicators ? { demographic_data: indicators.get(row.id) ?? [] } : {}),
      };
    });
  }

  return {
    async list(actor: Actor, query: CitiesQuery) {
      const scope = await loadCustomerScope(db, actor);
      const where = whereClause(cityConditions(query, actor, scope));
      const offset = (query.page - 1) * query.limit;
      const [found, [counts]] = await Promise.all([
        selectRows(actor, where, sql`${cityOrder(query)} limit ${query.limit} offset ${offset}`),
        rows<{ total: number; total_without_filter: number }>(
          db,
          sql`select count(*)::int as total, (select count(*)::int from cities) as total_without_filter
              ${FROM} ${where}`,
        ),
      ]);
      const total = counts?.total ?? 0;
      const data = query.fields
        ? found.map((row) => pickFields(row, query.fields ?? []))
        : await toItems(actor, found, Boolean(query.show_demographic_data));
      return {
        data,
        total,
        total_without_filter: counts?.total_without_filter ?? 0,
        available_ordering: [...CITY_SORT_KEYS],
      };
    },

    /** Every matching row, in order, for exports. */
    async exportRows(actor: Actor, query: CitiesQuery) {
      const scope = await loadCustomerScope(db, actor);
      const where = whereClause(cityConditions(query, actor, scope));
      const found = await selectRows(actor, where, cityOrder(query));
      const items: CityListItem[] = [];
      for (let i = 0; i < found.length; i += 500) {
        items.push(...(await toItems(actor, found.slice(i, i + 500), false)));
      }
      return items;
    },

    async get(actor: Actor, id: number, withIndicators: boolean) {
      const found = await selectRows(actor, sql`where c.id = ${id}`, sql``);
      if (found.length === 0) throw notFound('city_not_found', 'Cidade não encontrada.');
      const [item] = await toItems(actor, found, withIndicators);
      return item as CityListItem;
    },
  };
}

function pickFields(row: CityRow, fields: readonly string[]) {
  const source: Record<string, unknown> = { ...row };
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}

export type CitiesService = ReturnType<typeof createCitiesService>;
