import { CITY_SORT_KEYS, type CitiesQuery, type CityListItem } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { loadIndicators } from '../../lib/sql/place-indicators.ts';
import { loadCityExtras } from './city-enrichment.ts';
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
  populacao_estimada: number | null;
  taxa_escolarizacao: number | null;
  idhm: number | null;
  total_receitas: number | null;
  total_despesas: number | null;
  pib_per_capta: number | null;
  is_favorite: boolean;
};

/** What a city looks like to everyone; `is_favorite` and the edit right are added per caller. */
type SharedCity = Omit<CityListItem, 'is_favorite' | 'has_permission_to_edit'>;

const FROM = sql`from cities c join states s on s.id = c.state_id join city_facts f on f.city_id = c.id`;

export function createCitiesService({ db }: { db: Db }) {
  async function selectRows(actor: Actor, where: SQL, tail: SQL) {
    return rows<CityRow>(
      db,
      sql`select c.id, c.code, c.name, c.is_capital, c.latitude, c.longitude, s.id as state_id,
                 s.uf, s.name as state_name, c.wiki_description, c.wiki_image,
                 f.populacao_estimada, f.taxa_escolarizacao, f.idhm, f.total_receitas,
                 f.total_despesas, f.pib_per_capta,
                 ${isFavoriteSql(actor.userId, 'city', sql`c.id`)} as is_favorite
          ${FROM} ${where} ${tail}`,
    );
  }

  async function shared(found: CityRow[], withIndicators: boolean): Promise<SharedCity[]> {
    const ids = found.map((r) => r.id);
    const [extras, indicators] = await Promise.all([
      loadCityExtras(db, ids),
      withIndicators ? loadIndicators(db, 'city_indicators', ids) : Promise.resolve(null),
    ]);
    return found.map((row) => {
      const extra = extras.get(row.id);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        state: { id: row.state_id, uf: row.uf, name: row.state_name },
        is_capital: row.is_capital === 1,
        latitude: row.latitude,
        longitude: row.longitude,
        coordinates: [row.longitude, row.latitude],
        mayor: extra?.mayor ?? null,
        featured_image: row.wiki_image,
        wiki_description: row.wiki_description,
        summary: extra?.summary ?? null,
        counters: extra?.counters ?? { proposals: { public: 0, private: 0 } },
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

  async function loadPage(actor: Actor, query: CitiesQuery) {
    const where = whereClause(cityConditions(query, actor));
    const offset = (query.page - 1) * query.limit;
    const [found, [counts]] = await Promise.all([
      selectRows(actor, where, sql`${cityOrder(query)} limit ${query.limit} offset ${offset}`),
      rows<{ total: number; total_without_filter: number }>(
        db,
        sql`select count(*)::int as total, (select count(*)::int from cities) as total_without_filter
            ${FROM} ${where}`,
      ),
    ]);
    return {
      items: query.fields
        ? found.map((row) => pickFields(row, query.fields ?? []))
        : personalise(actor, found, await shared(found, Boolean(query.show_demographic_data))),
      total: counts?.total ?? 0,
      total_without_filter: counts?.total_without_filter ?? 0,
    };
  }

  /** The caller's own marks: the favourite read with the row, and the edit right. */
  function personalise(actor: Actor, found: CityRow[], items: SharedCity[]): CityListItem[] {
    return items.map((item, i) => ({
      ...item,
      is_favorite: found[i]?.is_favorite ?? false,
      has_permission_to_edit: canEditLocality(actor, { cityId: item.id }),
    }));
  }

  return {
    async list(actor: Actor, query: CitiesQuery) {
      const page = await loadPage(actor, query);
      return {
        data: page.items as CityListItem[],
        total: page.total,
        total_without_filter: page.total_without_filter,
        available_ordering: [...CITY_SORT_KEYS],
      };
    },

    /** Every matching row, in order, for exports. */
    async exportRows(actor: Actor, query: CitiesQuery): Promise<CityListItem[]> {
      const found = await selectRows(
        actor,
        whereClause(cityConditions(query, actor)),
        cityOrder(query),
      );
      const items: CityListItem[] = [];
      for (let i = 0; i < found.length; i += 500) {
        const chunk = found.slice(i, i + 500);
        items.push(...personalise(actor, chunk, await shared(chunk, false)));
      }
      return items;
    },

    async get(actor: Actor, id: number, withIndicators: boolean): Promise<CityListItem> {
      const found = await selectRows(actor, sql`where c.id = ${id}`, sql``);
      if (found.length === 0) throw notFound('city_not_found', 'Cidade não encontrada.');
      const [item] = personalise(actor, found, await shared(found, withIndicators));
      return item as CityListItem;
    },
  };
}

function pickFields(row: CityRow, fields: readonly string[]) {
  const source: Record<string, unknown> = { ...row };
  return Object.fromEntries(fields.map((field) => [field, source[field]]));
}

export type CitiesService = ReturnType<typeof createCitiesService>;
