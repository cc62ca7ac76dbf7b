import { STATE_SORT_KEYS, type StateItem, type StatesQuery } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { notFound } from '../../lib/errors.ts';
import { isFavoriteSql, onlyFavoritesSql } from '../../lib/sql/favorite-marks.ts';
import { loadIndicators } from '../../lib/sql/place-indicators.ts';

type StateRow = {
  id: number;
  name: string;
  uf: string;
  code: number;
  region: string;
  latitude: number;
  longitude: number;
  wiki_description: string | null;
  wiki_image: string | null;
  is_favorite: boolean;
  population: number | null;
  description: string | null;
  governor_id: number | null;
  governor_name: string | null;
  governor_party: string | null;
  governor_photo: string | null;
  governor_year: number | null;
  public_open: number;
  private_open: number;
  companies: number;
  politicians: number;
  vocations: string[] | null;
  benefits: string[] | null;
};

function conditions(query: StatesQuery, actor: Actor): SQL[] {
  const scope = actor.customer;
  const list: SQL[] = [];
  if (query.ufs?.length) list.push(sql`s.id in ${query.ufs}`);
  if (query.id?.length) list.push(sql`s.id in ${query.id}`);
  if (query.code) list.push(sql`s.code = ${query.code}`);
  if (query.name) {
    list.push(
      sql`lower(immutable_unaccent(s.name)) like '%' || lower(immutable_unaccent(${query.name})) || '%'`,
    );
  }
  if (query.only_favorites) list.push(onlyFavoritesSql(actor.userId, 'state', sql`s.id`));
  if (query.only_customer && scope.stateId) list.push(sql`s.id = ${scope.stateId}`);
  if (query.vocation?.length) {
    list.push(sql`exists (select 1 from locations l join location_vocations lv on lv.location_id = l.id
      where l.state_id = s.id and lv.vocation_id in ${query.vocation})`);
  }
  const incentives = query.incentives?.split(',').filter(Boolean);
  if (incentives?.length) {
    list.push(sql`exists (select 1 from locations l join location_benefits lb on lb.location_id = l.id
      join benefit_types bt on bt.id = lb.benefit_type_id where l.state_id = s.id and bt.slug in ${incentives})`);
  }
  return list;
}

function order(query: StatesQuery): SQL {
  const columns: Record<string, SQL> = {
    name: sql`lower(immutable_unaccent(s.name))`,
    uf: sql`s.uf`,
    code: sql`s.code`,
    region: sql`s.region`,
    populacao_estimada: sql`population`,
  };
  const parts = (query.sort ?? []).map(
    ({ key, order }) =>
      sql`${columns[key] ?? sql`s.name`} ${sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last')}`,
  );
  if (parts.length === 0) parts.push(sql`lower(immutable_unaccent(s.name)) asc`);
  return sql`order by ${sql.join([...parts, sql`s.id`], sql`, `)}`;
}

export function createStatesService({ db }: { db: Db }) {
  async function select(actor: Actor, where: SQL[], tail: SQL) {
    const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    return rows<StateRow>(
      db,
      sql`select s.id, s.name, s.uf, s.code, s.region, s.latitude, s.longitude, s.wiki_description,
                 s.wiki_image, ${isFavoriteSql(actor.userId, 'state', sql`s.id`)} as is_favorite,
                 (select value_number from state_indicators i
                   where i.state_id = s.id and i.indicator = 'populacao_estimada') as population,
                 l.description,
                 g.id as governor_id, coalesce(g.ballot_name, g.name) as governor_name,
                 gp.abbreviation as governor_party, g.photo as governor_photo,
                 g.election_year as governor_year,
                 (select count(*)::int from proposals p join cities c on c.id = p.city_id
                   where c.state_id = s.id and p.status = 'open' and p.type = 'city'
                     and p.deleted_at is null) as public_open,
                 (select count(*)::int from proposals p join cities c on c.id = p.city_id
                   where c.state_id = s.id and p.status = 'open' and p.type = 'company'
                     and p.deleted_at is null) as private_open,
                 (select count(*)::int from companies co where co.state = s.uf and co.status = '02') as companies,
                 (select count(*)::int from politicians po where po.state_id = s.id and po.is_elected) as politicians,
                 (select array_agg(v.description order by v.description) from location_vocations lv
                   join regional_vocations v on v.id = lv.vocation_id where lv.location_id = l.id) as vocations,
                 (select array_agg(bt.description order by bt.position) from location_benefits lb
                   join benefit_types bt on bt.id = lb.benefit_type_id where lb.location_id = l.id) as benefits
          from states s
          left join locations l on l.state_id = s.id
          left join lateral (select p.* from politicians p
              join political_offices o on o.id = p.political_office_id and o.slug = 'governador'
              where p.state_id = s.id and p.is_elected order by p.election_year desc nulls last, p.id limit 1) g on true
          left join political_parties gp on gp.id = g.party_id
          ${whereSql} ${tail}`,
    );
  }

  async function toItems(
    actor: Actor,
    found: StateRow[],
    withIndicators: boolean,
  ): Promise<StateItem[]> {
    const indicators = withIndicators
      ? await loadIndicators(
          db,
          'state_indicators',
          found.map((s) => s.id),
        )
      : null;
    return found.map((s) => ({
      id: s.id,
      name: s.name,
      uf: s.uf,
      code: s.code,
      region: s.region,
      governor:
        s.governor_id && s.governor_name
          ? {
              id: s.governor_id,
              name: s.governor_name,
              political_party: s.governor_party ? { abbreviation: s.governor_party } : null,
              meta: { photo: s.governor_photo, electionYear: s.governor_year },
            }
          : null,
      proposals: { public: s.public_open, private: s.private_open },
      vocations: s.vocations ?? [],
      benefits: s.benefits ?? [],
      description: s.description,
      has_permission_to_edit: canEditLocality(actor, { stateId: s.id }),
      is_favorite: s.is_favorite,
      featured_image: s.wiki_image,
      coordinates: [s.longitude, s.latitude],
      latitude: s.latitude,
      longitude: s.longitude,
      wiki_description: s.wiki_description,
      wiki_image: s.wiki_image,
      population: s.population,
      companies: { total: s.companies },
      ranking: {
        proposals: { total: { open: s.public_open + s.private_open } },
        politicians: { total: s.politicians },
      },
      ...(indicators ? { demographic_data: indicators.get(s.id) ?? [] } : {}),
    }));
  }

  return {
    async list(actor: Actor, query: StatesQuery) {
      const where = conditions(query, actor);
      const found = await select(actor, where, order(query));
      const page = found.slice((query.page - 1) * query.limit, query.page * query.limit);
      return {
        data: await toItems(actor, page, Boolean(query.show_demographic_data)),
        total: found.length,
        total_without_filter: 27,
        available_ordering: [...STATE_SORT_KEYS],
      };
    },

    async exportItems(actor: Actor, query: StatesQuery) {
      return toItems(actor, await select(actor, conditions(query, actor), order(query)), false);
    },

    async get(actor: Actor, id: number, withIndicators: boolean) {
      const found = await select(actor, [sql`s.id = ${id}`], sql``);
      if (found.length === 0) throw notFound('state_not_found', 'Estado não encontrado.');
      return (await toItems(actor, found, withIndicators))[0] as StateItem;
    },
  };
}

export type StatesService = ReturnType<typeof createStatesService>;
