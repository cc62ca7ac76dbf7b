import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orNull, rowsOf } from '../../../db/rows.ts';
import { companyRegistryVersion } from '../../../db/schema/index.ts';

/** The registry's version (migration 0026) and how many establishments it holds. */
export async function registryState(db: Db): Promise<{ version: number; size: number }> {
  const version = companyRegistryVersion.version;
  // A select of values without FROM, which the builder cannot write.
  const [found] = await rowsOf(
    db,
    {
      version: orNull(version, sql`(select ${version} from ${companyRegistryVersion})`),
      size: sql<number>`(select count(*)::int from receita.companies)`,
    },
    (columns) => sql`select ${columns}`,
  );
  return { version: found?.version ?? 0, size: found?.size ?? 0 };
}

/** The registry's version alone. */
export async function registryVersion(db: Db): Promise<number> {
  const [found] = await db
    .select({ version: companyRegistryVersion.version })
    .from(companyRegistryVersion);
  return found?.version ?? 0;
}

/**
 * The columns the index holds, one line per establishment in the list's default order
 * (share capital descending, empty last, then CNPJ descending): the coded filter columns, the
 * foundation date as days since 1970, the share capital, the search keys of the name and trade
 * name as name search compares them, and each row's place in the other orders, ascending with
 * empty values last and ties by CNPJ, as the list sorts them (PostgreSQL sorts, so that the
 * collation is the list's own; names as read, by their search key and then themselves, decision
 * 0027), whether it has a municipality name, and whether it is a head office (matriz). Read
 * with COPY, in this order of columns.
 */
export const INDEX_ROWS = `
  select cnpj, state, city_id, main_activity_code, status, coalesce(company_size, '00'),
    open_at - date '1970-01-01', simples, mei, share_capital,
    lower(immutable_unaccent(name)), lower(immutable_unaccent(business_name)),
    row_number() over (order by lower(immutable_unaccent(name)) collate "C" asc,
      name collate "C" asc, cnpj asc) - 1,
    row_number() over (order by lower(immutable_unaccent(business_name)) collate "C" asc,
      business_name collate "C" asc, cnpj asc) - 1,
    row_number() over (order by city_name asc, cnpj asc) - 1,
    row_number() over (order by open_at asc, cnpj asc) - 1,
    city_name is not null,
    type = 1
  from receita.companies
  order by share_capital desc nulls last, cnpj desc`;
