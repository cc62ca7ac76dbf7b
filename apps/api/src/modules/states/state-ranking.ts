import type { PlaceRanking } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';

/** A state's opportunity counts and its rank among the 27 by active opportunities. */
export async function stateRanking(db: Db, stateId: number): Promise<PlaceRanking> {
  const [row] = await rows<Record<string, number>>(
    db,
    sql`with counts as (
          select s.id,
            count(p.id) filter (where p.type = 'company')::int as private_total,
            count(p.id) filter (where p.type = 'company' and p.status = 'open')::int as private_open,
            count(p.id) filter (where p.type = 'company' and p.status = 'completed')::int as private_completed,
            count(p.id) filter (where p.type = 'city')::int as public_total,
            count(p.id) filter (where p.type = 'city' and p.status = 'open')::int as public_open,
            count(p.id) filter (where p.type = 'city' and p.status = 'completed')::int as public_completed,
            count(p.id) filter (where p.status = 'open')::int as open_total
          from states s
          left join cities c on c.state_id = s.id
          left join proposals p on p.city_id = c.id and p.deleted_at is null
          group by s.id
        )
        select *,
          rank() over (order by private_open desc)::int as private_rank,
          rank() over (order by public_open desc)::int as public_rank,
          rank() over (order by open_total desc)::int as position,
          (count(*) over ())::int as total
        from counts`,
  ).then((all) => all.filter((r) => r.id === stateId));
  if (!row) throw notFound('state_not_found', 'Estado não encontrado.');
  const level = (prefix: 'private' | 'public') => ({
    total: row[`${prefix}_total`] ?? 0,
    open: row[`${prefix}_open`] ?? 0,
    completed: row[`${prefix}_completed`] ?? 0,
    ranking: { state: row[`${prefix}_rank`] ?? 0, national: row[`${prefix}_rank`] ?? 0 },
  });
  return {
    proposals: { total: { open: row.open_total ?? 0 } },
    private: level('private'),
    public: level('public'),
    ranking: { position: row.position ?? 0, total_of_cities: row.total ?? 0 },
  };
}
