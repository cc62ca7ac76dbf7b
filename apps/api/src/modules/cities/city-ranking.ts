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
  private_state: number | null;
  private_national: number | null;
  public_state: number | null;
  public_national: number | null;
  position: number | null;
  total_of_cities: number;
};

/**
 * Opportunity counts of a city and its attractiveness: its rank by active (open)
 * opportunities among the cities of its state and of the country (1 = most). Ties share a
 * position (1, 2, 2, 4); a city without active opportunities has no position (null), since
 * the places behind the ranked ones all tie for last and that says nothing.
 */
export async function cityRanking(db: Db, cityId: number): Promise<PlaceRanking> {
  const [row] = await rows<Row>(
    db,
    sql`with counts as (
          select c.id, c.state_id,
            count(p.id) filter (where p.type = 'company')::int as private_total,
            count(p.id) filter (where p.type = 'company' and p.status = 'open')::int as private_open,
            count(p.id) filter (where p.type = 'company' and p.status = 'completed')::int as private_completed,
            count(p.id) filter (where p.type = 'city')::int as public_total,
            count(p.id) filter (where p.type = 'city' and p.status = 'open')::int as public_open,
            count(p.id) filter (where p.type = 'city' and p.status = 'completed')::int as public_completed,
            count(p.id) filter (where p.status = 'open')::int as open_total
          from cities c
          left join proposals p on p.city_id = c.id and p.deleted_at is null
          group by c.id
        ),
        ranked as (
          select *,
            case when private_open > 0
              then rank() over (partition by state_id order by private_open desc)::int end as private_state,
            case when private_open > 0
              then rank() over (order by private_open desc)::int end as private_national,
            case when public_open > 0
              then rank() over (partition by state_id order by public_open desc)::int end as public_state,
            case when public_open > 0
              then rank() over (order by public_open desc)::int end as public_national,
            case when open_total > 0
              then rank() over (order by open_total desc)::int end as position,
            (count(*) over ())::int as total_of_cities
          from counts
        )
        select * from ranked where id = ${cityId}`,
  );
  if (!row) throw notFound('city_not_found', 'Cidade não encontrada.');
  return {
    proposals: { total: { open: row.open_total } },
    private: {
      total: row.private_total,
      open: row.private_open,
      completed: row.private_completed,
      ranking: { state: row.private_state, national: row.private_national },
    },
    public: {
      total: row.public_total,
      open: row.public_open,
      completed: row.public_completed,
      ranking: { state: row.public_state, national: row.public_national },
    },
    ranking: { position: row.position, total_of_cities: row.total_of_cities },
  };
}
