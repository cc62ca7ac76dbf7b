import type { PlaceRanking } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';

type Row = {
  private_total: number;
  private_open: number;
  private_completed: number;
  public_total: number;
  public_open: number;
  public_completed: number;
  open_total: number;
  private_rank: number | null;
  public_rank: number | null;
  position: number | null;
  total: number;
};

/**
 * A state's opportunity counts and its rank among the 27 by active opportunities. Ties share
 * a position (1, 2, 2, 4); a state without active opportunities has none (null).
 */
export async function stateRanking(db: Db, stateId: number): Promise<PlaceRanking> {
  const [row] = await rows<Row>(
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
        ),
        ranked as (
          select *,
            case when private_open > 0
              then rank() over (order by private_open desc)::int end as private_rank,
            case when public_open > 0
              then rank() over (order by public_open desc)::int end as public_rank,
            case when open_total > 0
              then rank() over (order by open_total desc)::int end as position,
            (count(*) over ())::int as total
          from counts
        )
        select * from ranked where id = ${stateId}`,
  );
  if (!row) throw notFound('state_not_found', 'Estado não encontrado.');
  const level = (prefix: 'private' | 'public') => ({
    total: row[`${prefix}_total`],
    open: row[`${prefix}_open`],
    completed: row[`${prefix}_completed`],
    ranking: { state: row[`${prefix}_rank`], national: row[`${prefix}_rank`] },
  });
  return {
    proposals: { total: { open: row.open_total } },
    private: level('private'),
    public: level('public'),
    ranking: { position: row.position, total_of_cities: row.total },
  };
}
