import {
  COMPANY_SORT_KEYS,
  type CompaniesQuery,
  type CompanyDetail,
  type CompanyListItem,
  onlyDigits,
} from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import { invalidInput, notFound } from '../../lib/errors.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { loadCompanyExtras } from './company-extras.ts';
import { companyConditions, companyOrder } from './company-filters.ts';

type Row = {
  id: number;
  cnpj: string;
  name: string;
  business_name: string | null;
  share_capital: number | string | null;
  open_at: string | null;
  status: string | null;
  status_reason: string | null;
  activity_code: string | null;
  activity_text: string | null;
  city_id: number | null;
  city_name: string | null;
  city_code: number | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  is_favorite: boolean;
  logo: string | null;
  own_company: boolean;
};

const FROM = sql`from companies co
  left join cities ci on ci.id = co.city_id
  left join activities act on act.code = co.main_activity_code
  left join company_infos inf on inf.company_id = co.id`;

function select(actor: Actor): SQL {
  return sql`select co.id, co.cnpj, co.name, co.business_name, co.share_capital, co.open_at::text,
    co.status, co.status_reason, act.code as activity_code, act.text as activity_text,
    ci.id as city_id, ci.name as city_name, ci.code as city_code, co.state,
    ci.latitude, ci.longitude, inf.logo,
    ${isFavoriteSql(actor.userId, 'company', sql`co.cnpj`)} as is_favorite,
    exists (select 1 from customers cu where cu.id = ${actor.customerId ?? 0}
      and cu.company_federal_tax_id = co.cnpj) as own_company`;
}

function toItem(actor: Actor, row: Row): CompanyListItem {
  return {
    id: row.id,
    cnpj: row.cnpj,
    name: row.name,
    business_name: row.business_name,
    share_capital: row.share_capital === null ? null : Number(row.share_capital),
    open_at: row.open_at,
    status: row.status,
    status_reason: row.status_reason,
    main_activity: row.activity_code
      ? { code: row.activity_code, text: row.activity_text ?? '' }
      : null,
    city:
      row.city_id && row.city_name && row.city_code
        ? { id: row.city_id, name: row.city_name, code: row.city_code }
        : null,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    is_favorite: row.is_favorite,
    has_permission_to_edit: isSuperAdminActor(actor) || row.own_company,
    logo: row.logo,
  };
}

/** Companies registered with Receita Federal, with what customers added to them. */
export function createCompaniesService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, query: CompaniesQuery) {
      const conditions = companyConditions(query, actor);
      const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const [found, [counts]] = await Promise.all([
        rows<Row>(
          db,
          sql`${select(actor)} ${FROM} ${where} ${companyOrder(query)}
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
        ),
        rows<{ total: number; all: number }>(
          db,
          sql`select count(*)::int as total, (select count(*)::int from companies) as all ${FROM} ${where}`,
        ),
      ]);
      return {
        data: found.map((row) => toItem(actor, row)),
        total: counts?.total ?? 0,
        total_without_filter: counts?.all ?? 0,
        available_ordering: [...COMPANY_SORT_KEYS],
      };
    },

    async exportItems(actor: Actor, query: CompaniesQuery) {
      const conditions = companyConditions(query, actor);
      const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const found = await rows<Row>(
        db,
        sql`${select(actor)} ${FROM} ${where} ${companyOrder(query)} limit 100000`,
      );
      return found.map((row) => toItem(actor, row));
    },

    /** A company by its 14-digit CNPJ (any mask accepted). */
    async get(actor: Actor, document: string): Promise<CompanyDetail> {
      const cnpj = onlyDigits(document);
      if (cnpj.length !== 14) throw invalidInput({ document: 'Informe um CNPJ com 14 dígitos' });
      const [row] = await rows<Row>(db, sql`${select(actor)} ${FROM} where co.cnpj = ${cnpj}`);
      if (!row) throw notFound('company_not_found', 'Empresa não encontrada!');
      const extras = await loadCompanyExtras(db, row.id);
      return { ...toItem(actor, row), ...extras };
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
