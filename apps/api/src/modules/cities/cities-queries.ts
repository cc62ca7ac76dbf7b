import type { CitiesQuery } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cities, cityFacts, states } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { type CityCardRow, cityCards } from './cities-card-queries.ts';
import { allOf, cityConditions, cityOrder } from './city-filters.ts';

const c = cities;
const f = cityFacts;

/** What the map reads of a city. */
const cityColumns = (actor: Actor) => ({
  id: c.id,
  code: c.code,
  name: c.name,
  is_capital: c.isCapital,
  latitude: c.latitude,
  longitude: c.longitude,
  state_id: states.id,
  uf: states.uf,
  state_name: states.name,
  wiki_description: c.wikiDescription,
  wiki_image: c.wikiImage,
  populacao_estimada: f.populacao_estimada,
  taxa_escolarizacao: f.taxa_escolarizacao,
  idhm: f.idhm,
  total_receitas: f.total_receitas,
  total_despesas: f.total_despesas,
  pib_per_capta: f.pib_per_capta,
  is_favorite: sql<boolean>`${isFavoriteSql(actor.userId, 'city', sql`${c.id}`)}`,
});

/** Every row says how many rows the filters keep (a window over the matches). */
const matchedTotal = sql<number>`count(*) over ()::int`;

/**
 * One page of cities and the filtered total: the filters and the order run over the 5,571
 * rows of city_facts alone in a statement that changes with them, and every row says how many
 * municipalities there are (migration 0018); the cards (mayor, counts, vocations, incentives)
 * come from one prepared statement for the page's rows. The map asks for a few columns of many
 * rows instead, without cards.
 */
export async function listCities(db: Db, actor: Actor, query: CitiesQuery) {
  const offset = (query.page - 1) * query.limit;
  const page = await db
    .select({ id: f.cityId, total: matchedTotal, all_total: f.municipalities })
    .from(f)
    .where(allOf(cityConditions(query, actor)))
    .orderBy(cityOrder(query))
    .limit(query.limit)
    .offset(offset);
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
  const offset = (query.page - 1) * query.limit;
  return db
    .select({ ...cityColumns(actor), total: matchedTotal, all_total: f.municipalities })
    .from(c)
    .innerJoin(states, sql`${states.id} = ${c.stateId}`)
    .innerJoin(f, sql`${f.cityId} = ${c.id}`)
    .where(allOf(cityConditions(query, actor)))
    .orderBy(cityOrder(query))
    .limit(query.limit)
    .offset(offset);
}

export type CityRow = Awaited<ReturnType<typeof listCityPoints>>[number];

/** How many cities the filters keep (asked only for a page past the last). */
async function countCities(db: Db, actor: Actor, query: CitiesQuery): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(f)
    .where(allOf(cityConditions(query, actor)));
  return row?.total ?? 0;
}

/** Every municipality: what a list without filters counts, as city_facts keeps it. */
async function countAllCities(db: Db): Promise<number> {
  const [row] = await db.select({ total: f.municipalities }).from(f).limit(1);
  return row?.total ?? 0;
}

/** Every city the filters keep, in order, with their cards (exports). */
export async function exportCities(db: Db, actor: Actor, query: CitiesQuery) {
  const ids = await db
    .select({ id: f.cityId })
    .from(f)
    .where(allOf(cityConditions(query, actor)))
    .orderBy(cityOrder(query));
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
