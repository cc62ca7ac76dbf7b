import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activities,
  cities,
  companies,
  companyContacts,
  companyInfos,
  companyMedia,
  partners,
  registryCodes,
} from '../../db/schema/index.ts';
import { listProfileContacts, listProfileMedia } from '../../lib/sql/profile-parts.ts';
import { containsText } from '../../lib/sql/text-search.ts';

/** A company's registry address, contacts and status, with its municipality. */
export async function findCompanyRegistration(db: Db, cnpj: string) {
  const [found] = await db
    .select({
      cityCode: companies.cityCode,
      streetType: companies.streetType,
      streetName: companies.streetName,
      streetNumber: companies.streetNumber,
      subunit: companies.subunit,
      district: companies.district,
      postalCode: companies.postalCode,
      email: companies.email,
      phones: companies.phones,
      status: companies.status,
      statusAt: companies.statusAt,
      type: companies.type,
      cityName: cities.name,
      cityId: cities.id,
      state: companies.state,
      legalNatureCode: companies.legalNatureCode,
      legalNature: registryCodes.description,
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .leftJoin(
      registryCodes,
      and(eq(registryCodes.kind, 'natureza'), eq(registryCodes.code, companies.legalNatureCode)),
    )
    .where(eq(companies.cnpj, cnpj));
  return found;
}

/** The company's other activities, with their CNAE text when the catalogue has it. */
export function listSecondaryActivities(db: Db, cnpj: string) {
  return db
    .select({ code: activities.code, text: activities.text })
    .from(companies)
    .innerJoin(activities, sql`${activities.code} = any(${companies.secondaryActivityCodes})`)
    .where(eq(companies.cnpj, cnpj))
    .orderBy(asc(activities.code));
}

/** A column of the registry's companies under the name `pc`. */
const pc = (column: { name: string }) => sql`pc.${sql.identifier(column.name)}`;

/**
 * The partners (sócios) of the company's root CNPJ, earliest first, with their qualification;
 * a company partner with the CNPJ of one of its establishments in the registry (its head
 * office first), to link to.
 */
export function listPartners(db: Db, cnpj: string) {
  const linked = sql<string | null>`(select ${pc(companies.cnpj)} from ${companies} pc
    where ${pc(companies.cnpjBasico)} = ${partners.partnerCnpjBasico}
    order by ${pc(companies.type)}, ${pc(companies.cnpj)} limit 1)`;
  return db
    .select({
      id: partners.id,
      name: partners.name,
      document: sql<(typeof partners.$inferSelect)['document']>`${partners.document}`,
      kind: sql<'company' | 'person' | 'foreign'>`${partners.kind}`,
      qualificationCode: partners.qualificationCode,
      qualification: registryCodes.description,
      entryDate: partners.entryDate,
      companyCnpj: linked,
    })
    .from(partners)
    .innerJoin(
      companies,
      and(eq(companies.cnpjBasico, partners.companyCnpjBasico), eq(companies.cnpj, cnpj)),
    )
    .leftJoin(
      registryCodes,
      and(
        eq(registryCodes.kind, 'qualificacao'),
        eq(registryCodes.code, partners.qualificationCode),
      ),
    )
    .orderBy(sql`${partners.entryDate} nulls last`, asc(partners.id));
}

export function listCompanyContacts(db: Db, cnpj: string) {
  return listProfileContacts(db, companyContacts, eq(companyContacts.cnpj, cnpj), {
    site: companyContacts.site,
  });
}

export function listCompanyMedia(db: Db, cnpj: string) {
  return listProfileMedia(db, companyMedia, eq(companyMedia.cnpj, cnpj), {});
}

/** What a customer added to the company: logo and description. */
export async function findCompanyInfo(db: Db, cnpj: string) {
  const [info] = await db
    .select({ logo: companyInfos.logo, description: companyInfos.description })
    .from(companyInfos)
    .where(eq(companyInfos.cnpj, cnpj));
  return info;
}

/** CNAE activities whose code starts with the term's digits or whose text contains it. */
export function searchActivities(
  db: Db,
  search: { term?: string; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  const digits = search.term?.replace(/\D/g, '') ?? '';
  const where = search.term
    ? or(
        digits ? like(activities.code, `${digits}%`) : undefined,
        containsText(activities.text, search.term),
      )
    : undefined;
  return db
    .select({
      code: activities.code,
      text: activities.text,
      total: sql<number>`count(*) over ()::int`,
      all: sql<number>`(select count(*)::int from ${activities})`,
    })
    .from(activities)
    .where(where)
    .orderBy(search.order === 'desc' ? sql`${activities.code} desc` : asc(activities.code))
    .limit(search.limit)
    .offset(search.offset);
}
