import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activities, cities, companies, companyInfos, customers } from '../../db/schema/index.ts';
import { isFavoriteSql } from '../../lib/sql/favorite-marks.ts';
import { preparedPerDatabase } from '../../lib/sql/prepared-per-database.ts';

/** Who asks: their star, and whether the company is their customer's own. */
export type CompanyReader = { userId: number; customerId: number | null; everything: boolean };

const c = companies;

/**
 * Whether the reader may edit the company's extras: the superadmin, and the users of a
 * customer of type company whose CNPJ has the company's root (docs/access-rules.md).
 */
const editable = sql<boolean>`(${sql.placeholder('everything')}::boolean or exists (
  select 1 from ${customers} where ${customers.id} = ${sql.placeholder('customerId')}
    and ${customers.type} = 'company'
    and substr(${customers.companyFederalTaxId}, 1, 8) = ${c.cnpjBasico}))`;

/** What a company shows in lists and cards. */
const CARD = {
  cnpj: c.cnpj,
  name: c.name,
  business_name: c.businessName,
  share_capital: c.shareCapital,
  open_at: c.openAt,
  status: c.status,
  company_size: c.companySize,
  simples: c.simples,
  mei: c.mei,
  source: c.source,
  type: c.type,
  activity_code: c.mainActivityCode,
  activity_text: activities.text,
  city_id: cities.id,
  city_name: cities.name,
  city_code: cities.code,
  state: c.state,
  latitude: cities.latitude,
  longitude: cities.longitude,
  logo: companyInfos.logo,
  is_favorite: isFavoriteSql(sql.placeholder('userId'), 'company', c.cnpj),
  editable,
};

/** The cards of the given CNPJs; its text never changes, so each connection plans it once. */
const cardsStatement = preparedPerDatabase((db: Db) =>
  db
    .select(CARD)
    .from(c)
    .leftJoin(cities, eq(cities.id, c.cityId))
    .leftJoin(activities, eq(activities.code, c.mainActivityCode))
    .leftJoin(companyInfos, eq(companyInfos.cnpj, c.cnpj))
    .where(sql`${c.cnpj} = any(${sql.placeholder('cnpjs')}::varchar[])`)
    .prepare('company_cards'),
);

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof cardsStatement>['execute']>>[number];

/** The cards of these companies, in the order of `cnpjs`; unknown ones are left out. */
export async function companyCards(
  db: Db,
  reader: CompanyReader,
  cnpjs: string[],
): Promise<CompanyRow[]> {
  if (cnpjs.length === 0) return [];
  const found = await cardsStatement(db).execute({
    cnpjs,
    userId: reader.userId,
    customerId: reader.customerId ?? 0,
    everything: reader.everything,
  });
  const byCnpj = new Map(found.map((row) => [row.cnpj, row]));
  return cnpjs.flatMap((cnpj) => byCnpj.get(cnpj) ?? []);
}
