import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

type Leader = {
  id: number;
  name: string;
  political_party: { abbreviation: string } | null;
  meta: { photo: string | null; electionYear: number | null };
};

export type CityExtras = {
  mayor: Leader | null;
  counters: { proposals: { public: number; private: number } };
  vocations: string[];
  benefits: string[];
  summary: string | null;
};

/** Mayors, open-opportunity counts, vocations and incentives of a page of cities, in 4 queries. */
export async function loadCityExtras(db: Db, cityIds: number[]): Promise<Map<number, CityExtras>> {
  const extras = new Map<number, CityExtras>(
    cityIds.map((id) => [
      id,
      {
        mayor: null,
        counters: { proposals: { public: 0, private: 0 } },
        vocations: [],
        benefits: [],
        summary: null,
      },
    ]),
  );
  if (cityIds.length === 0) return extras;
  const [mayors, counts, vocations, benefits] = await Promise.all([
    rows<{
      city_id: number;
      id: number;
      name: string;
      ballot_name: string | null;
      abbreviation: string | null;
      photo: string | null;
      election_year: number | null;
    }>(
      db,
      sql`select distinct on (p.city_id) p.city_id, p.id, p.name, p.ballot_name, pp.abbreviation,
                 p.photo, p.election_year
          from politicians p
          join political_offices o on o.id = p.political_office_id and o.slug = 'prefeito'
          left join political_parties pp on pp.id = p.party_id
          where p.city_id in ${cityIds} and p.is_elected
          order by p.city_id, p.is_demo, p.election_year desc nulls last, p.id`,
    ),
    rows<{ city_id: number; public: number; private: number }>(
      db,
      sql`select city_id, count(*) filter (where type = 'city')::int as public,
                 count(*) filter (where type = 'company')::int as private
          from proposals
          where city_id in ${cityIds} and status = 'open' and deleted_at is null
          group by city_id`,
    ),
    rows<{ city_id: number; description: string }>(
      db,
      sql`select l.city_id, v.description from locations l
          join location_vocations lv on lv.location_id = l.id
          join regional_vocations v on v.id = lv.vocation_id
          where l.city_id in ${cityIds} order by v.description`,
    ),
    rows<{ city_id: number; description: string; summary: string | null }>(
      db,
      sql`select l.city_id, bt.description, l.description as summary from locations l
          left join location_benefits lb on lb.location_id = l.id
          left join benefit_types bt on bt.id = lb.benefit_type_id
          where l.city_id in ${cityIds} order by bt.position`,
    ),
  ]);
  for (const m of mayors) {
    const entry = extras.get(m.city_id);
    if (entry) {
      entry.mayor = {
        id: m.id,
        name: m.ballot_name ?? m.name,
        political_party: m.abbreviation ? { abbreviation: m.abbreviation } : null,
        meta: { photo: m.photo, electionYear: m.election_year },
      };
    }
  }
  for (const c of counts) {
    const entry = extras.get(c.city_id);
    if (entry) entry.counters.proposals = { public: c.public, private: c.private };
  }
  for (const v of vocations) extras.get(v.city_id)?.vocations.push(v.description);
  for (const b of benefits) {
    const entry = extras.get(b.city_id);
    if (!entry) continue;
    entry.summary = b.summary;
    if (b.description) entry.benefits.push(b.description);
  }
  return extras;
}
