import type { Proposal } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';

/** What an exported line needs of an opportunity: the list's table, nothing hydrated. */
export type ProposalExportRow = {
  id: number;
  name: string;
  type: Proposal['type'];
  status: Proposal['status'];
  company_name: string | null;
  project_total: number | string | null;
  project_required_investment: number | string | null;
  city_name: string | null;
  uf: string | null;
  created_at: Date | string;
  customer_name: string | null;
};

/** SELECT list and joins of an exported line; `p`, `c` and `s` as in the list's filters. */
export const proposalExportSelect: SQL = sql`select p.id, p.name, p.type, p.status, p.company_name,
      p.project_total, p.project_required_investment, c.name as city_name, s.uf, p.created_at,
      cu.name as customer_name
    from proposals p
    left join customers cu on cu.id = p.customer_id
    left join cities c on c.id = p.city_id
    left join states s on s.id = c.state_id`;
