import type { CitiesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { cities, cityFacts, states } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { type CityCardRow, cityCards } from './cities-card-queries.ts';
import { cityConditions, cityOrder, whereClause } from './city-filters.ts';

type City = typeof cities.$inferSelect;
type Facts = typeof cityFacts.$inferSelect;

export type CityRow = {
  id: City['id'];
  code: City['code'];
  name: City['name'];
  is_capital: City['isCapital'];
  latitude: City['latitude'];
  longitude: City['longitude'];
  state_id: City['stateId'];
  uf: (typeof states.$inferSelect)['uf'];
  state_name: (typeof states.$inferSelect)['name'];
  wiki_description: City['wikiDescription'];
  wiki_image: City['wikiImage'];
  populacao_estimada: Facts['populacao_estimada'];
  taxa_escolarizacao: Facts['taxa_escolarizacao'];
  idhm: Facts['idhm'];
  total_receitas: Facts['total_receitas'];
  total_despesas: Facts['total_despesas'];
  pib_per_capta: Facts['pib_per_capta'];
  is_favorite: boolean;
};

const c = cities;
const f = cityFacts;
const FROM = sql`from ${c} join ${states} on ${states.id} = ${c.stateId}
  join ${f} on ${f.cityId} = ${c.id}`;

function cityColumns(actor: Actor): SQL {
  return sql`${c.id} as id, ${c.code} as code, ${c.name} as name, ${c.isCapital} as is_capital,
    ${c.latitude} as latitude, ${c.longitude} as longitude, ${states.id} as state_id,
    ${states.uf} as uf, ${states.name} as state_name, ${c.wikiDescription} as wiki_description,
    ${c.wikiImage} as wiki_image, ${f.populacao_estimada} as populacao_estimada,
    ${f.taxa_escolarizacao} as taxa_escolarizacao, ${f.idhm} as idhm,
    ${f.total_receitas} as total_receitas, ${f.total_despesas} as total_despesas,
    ${f.pib_per_capta} as pib_per_capta,
    ${isFavoriteSql(actor.userId, 'city', sql`${c.id}`)} as is_favorite`;
}

/**
 * One page of cities and the filtered total: the filters and the order run over the 5,571
 * rows of city_facts alone in a statement that changes with them, and every row says how many
 * municipalities there are (migration 0018); the cards (mayor, counts, vocations, incentives)
 * come from one prepared statement for the page's rows. The map asks for a few columns of many
 * rows instead, without cards.
 */
export async function listCities(db: Db, actor: Actor, query: CitiesQuery) {
  const where = whereClause(cityConditions(query, actor));
  const offset = (query.page - 1) * query.limit;
  const page = await rows<{ id: number; total: number; all_total: number }>(
    db,
    sql`select ${f.cityId} as id, count(*) over ()::int as total, ${f.municipalities} as all_total
        from ${f} ${where} ${cityOrder(query)} limit ${query.limit} offset ${offset}`,
  );
  const found = await cityCards(
    db,
    actor,
    page.map((row) => row.id),
  );
  const [first] = page;
  if (first) return { found, total: first.total, totalWithoutFilter: first.all_total };
  return { found, ...(await cityTotals(db, actor, query)) };
}

/** The totals when the page came back empty (nothing matched, or a page past the last). */
export async function cityTotals(db: Db, actor: Actor, query: CitiesQuery) {
  const [total, totalWithoutFilter] = await Promise.all([
    query.page > 1 ? countCities(db, actor, query) : 0,
    countAllCities(db),
  ]);
  return { total, totalWithoutFilter };
}

/** The map's light rows: a few columns of every city the filters keep, a page at a time. */
export function listCityPoints(db: Db, actor: Actor, query: CitiesQuery) {
  const where = whereClause(cityConditions(query, actor));
  const offset = (query.page - 1) * query.limit;
  return rows<CityRow & { total: number; all_total: number }>(
    db,
    sql`select ${cityColumns(actor)}, count(*) over ()::int as total, ${f.municipalities} as all_total
        ${FROM} ${where} ${cityOrder(query)} limit ${query.limit} offset ${offset}`,
  );
}

/** How many cities the filters keep (asked only for a page past the last). */
async function countCities(db: Db, actor: Actor, query: CitiesQuery): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${f} ${whereClause(cityConditions(query, actor))}`,
  );
  return row?.total ?? 0;
}

/** Every municipality: what a list without filters counts, as city_facts keeps it. */
async function countAllCities(db: Db): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select ${f.municipalities} as total from ${f} limit 1`,
  );
  return row?.total ?? 0;
}

/** Every city the filters keep, in order, with their cards (exports). */
export async function exportCities(db: Db, actor: Actor, query: CitiesQuery) {
  const where = whereClause(cityConditions(query, actor));
  const ids = await rows<{ id: number }>(
    db,
    sql`select ${f.cityId} as id from ${f} ${where} ${cityOrder(query)}`,
  );
  const cards: CityCardRow[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500).map((row) => row.id);
    cards.push(...(await cityCards(db, actor, batch)));
  }
  return cards;
}

/** One city's card, or nothing. */
export async function findCity(db: Db, actor: Actor, id: number) {
  const [row] = await cityCards(db, actor, [id]);
  return row ?? null;
}
