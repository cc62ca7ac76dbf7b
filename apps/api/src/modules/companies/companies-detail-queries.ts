import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  activities,
  cities,
  companies,
  companyContacts,
  companyInfos,
  companyMedia,
  companySecondaryActivities,
  partners,
  registryCodes,
} from '../../db/schema/index.ts';

/** A company's registry address, contacts and status, with its municipality. */
export async function findCompanyRegistration(db: Db, companyId: number) {
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
    })
    .from(companies)
    .leftJoin(cities, eq(cities.id, companies.cityId))
    .where(eq(companies.id, companyId));
  return found;
}

export function listSecondaryActivities(db: Db, companyId: number) {
  return db
    .select({ code: activities.code, text: activities.text })
    .from(companySecondaryActivities)
    .innerJoin(activities, eq(activities.code, companySecondaryActivities.activityCode))
    .where(eq(companySecondaryActivities.companyId, companyId))
    .orderBy(asc(activities.code));
}

/** The partners (sócios) of the company's root CNPJ, earliest first, with their qualification. */
export function listPartners(db: Db, companyId: number) {
  return db
    .select({
      id: partners.id,
      name: partners.name,
      document: sql<
        (typeof partners.$inferSelect)['document']
      >`coalesce(${partners.partnerCnpj}, ${partners.document})`,
      kind: partners.kind,
      qualificationCode: partners.qualificationCode,
      qualification: registryCodes.description,
      entryDate: partners.entryDate,
    })
    .from(partners)
    .innerJoin(
      companies,
      and(eq(companies.cnpjBasico, partners.companyCnpjBasico), eq(companies.id, companyId)),
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

export function listCompanyContacts(db: Db, companyId: number) {
  return db
    .select({
      id: companyContacts.id,
      name: companyContacts.name,
      responsibility: companyContacts.responsibility,
      phone: companyContacts.phone,
      mobile_phone: companyContacts.mobilePhone,
      mobile_phone_2: companyContacts.mobilePhone2,
      email: companyContacts.email,
      linkedin: companyContacts.linkedin,
      site: companyContacts.site,
    })
    .from(companyContacts)
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(companyContacts.position), asc(companyContacts.id));
}

export function listCompanyMedia(db: Db, companyId: number) {
  return db
    .select({
      id: companyMedia.id,
      type: companyMedia.type,
      name: companyMedia.name,
      path: companyMedia.path,
    })
    .from(companyMedia)
    .where(eq(companyMedia.companyId, companyId))
    .orderBy(asc(companyMedia.position), asc(companyMedia.id));
}

/** What a customer added to the company: logo and description. */
export async function findCompanyInfo(db: Db, companyId: number) {
  const [info] = await db
    .select({ logo: companyInfos.logo, description: companyInfos.description })
    .from(companyInfos)
    .where(eq(companyInfos.companyId, companyId));
  return info;
}
