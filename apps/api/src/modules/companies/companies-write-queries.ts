import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import {
  activities,
  cities,
  companies,
  companyCityTallies,
  companyContacts,
  companyInfos,
  companyMedia,
  companyStateTallies,
  customers,
  files,
  manualCompanies,
  states,
} from '../../db/schema/index.ts';
import { meetsUploadRule } from '../../lib/sql/stored-upload.ts';

/** The CNPJ root a company customer stands for, or null for any other customer. */
export async function companyCustomerRoot(db: Db, customerId: number): Promise<string | null> {
  const [found] = await db
    .select({ taxId: customers.companyFederalTaxId })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.type, 'company')));
  return found?.taxId ? found.taxId.slice(0, 8) : null;
}

/** The company's CNPJ and root, when the registry has it. */
export async function findCompanyKey(db: Db, cnpj: string) {
  const [found] = await db
    .select({ cnpj: companies.cnpj, root: companies.cnpjBasico, name: companies.name })
    .from(companies)
    .where(eq(companies.cnpj, cnpj));
  return found ?? null;
}

/**
 * Of these paths, the files that may be shown on the company: uploaded for the customer,
 * (`uploadedBy`) the uploader's own, and those the company already shows.
 */
export async function attachablePaths(
  db: Db,
  paths: string[],
  scope: { cnpj: string; customerId: number | null; uploadedBy: number | null },
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const owners: SQL[] = [];
  if (scope.customerId !== null) owners.push(eq(files.customerId, scope.customerId));
  if (scope.uploadedBy !== null) owners.push(eq(files.uploadedByUserId, scope.uploadedBy));
  const found = await db
    .select({ path: files.path })
    .from(files)
    .where(and(inArray(files.path, paths), owners.length ? or(...owners) : sql`false`))
    .union(
      db
        .select({ path: companyMedia.path })
        .from(companyMedia)
        .where(and(eq(companyMedia.cnpj, scope.cnpj), inArray(companyMedia.path, paths))),
    )
    .union(
      db
        .select({ path: sql<string>`${companyInfos.logo}` })
        .from(companyInfos)
        .where(and(eq(companyInfos.cnpj, scope.cnpj), inArray(companyInfos.logo, paths))),
    );
  return new Set(found.map((file) => file.path));
}

/**
 * How `path` stands as the company's logo: 'kept' when it is the logo the company shows;
 * 'fits' for a file of the owner (as `attachablePaths`) sent as a `company_logo` upload and
 * still a JPEG or PNG of at most 5 MB; 'unfit' for any other file of the owner; 'missing'.
 */
export async function logoStanding(
  db: Db,
  path: string,
  scope: { cnpj: string; customerId: number | null; uploadedBy: number | null },
): Promise<'kept' | 'fits' | 'unfit' | 'missing'> {
  const [shown] = await db
    .select({ logo: companyInfos.logo })
    .from(companyInfos)
    .where(and(eq(companyInfos.cnpj, scope.cnpj), eq(companyInfos.logo, path)));
  if (shown) return 'kept';
  const owners: SQL[] = [];
  if (scope.customerId !== null) owners.push(eq(files.customerId, scope.customerId));
  if (scope.uploadedBy !== null) owners.push(eq(files.uploadedByUserId, scope.uploadedBy));
  if (owners.length === 0) return 'missing';
  const [file] = await db
    .select({ fits: sql<boolean>`coalesce(${meetsUploadRule('company_logo')}, false)` })
    .from(files)
    .where(and(eq(files.path, path), or(...owners)));
  if (!file) return 'missing';
  return file.fits ? 'fits' : 'unfit';
}

/** The name each of these files had on the uploader's disk. */
export async function originalNames(db: Db, paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const found = await db
    .select({ path: files.path, originalName: files.originalName })
    .from(files)
    .where(inArray(files.path, paths));
  return new Map(found.map((file) => [file.path, file.originalName]));
}

/**
 * Inside a write: the company's info row, created when missing, locked until the transaction
 * ends, so that concurrent saves of the same company run one after the other.
 */
export async function lockCompanyInfo(tx: Db, cnpj: string) {
  await tx.insert(companyInfos).values({ cnpj }).onConflictDoNothing();
  await rows(
    tx,
    sql`select ${companyInfos.cnpj} from ${companyInfos} where ${companyInfos.cnpj} = ${cnpj} for update`,
  );
}

type ContactValues = Omit<typeof companyContacts.$inferInsert, 'id' | 'cnpj'>;
type MediaValues = Omit<typeof companyMedia.$inferInsert, 'id' | 'cnpj' | 'createdAt'>;

/** Replaces the company's logo, description, contacts and files (under the row lock). */
export async function replaceCompanyInfo(
  tx: Db,
  cnpj: string,
  info: {
    logo: string | null;
    description: string | null;
    updatedBy: number;
    updatedAt: string;
    contacts: ContactValues[];
    media: MediaValues[];
  },
) {
  await tx
    .update(companyInfos)
    .set({
      logo: info.logo,
      description: info.description,
      updatedBy: info.updatedBy,
      updatedAt: info.updatedAt,
    })
    .where(eq(companyInfos.cnpj, cnpj));
  await tx.delete(companyContacts).where(eq(companyContacts.cnpj, cnpj));
  await tx.delete(companyMedia).where(eq(companyMedia.cnpj, cnpj));
  if (info.contacts.length > 0)
    await tx.insert(companyContacts).values(info.contacts.map((k) => ({ ...k, cnpj })));
  if (info.media.length > 0)
    await tx.insert(companyMedia).values(info.media.map((m) => ({ ...m, cnpj })));
}

export async function activityExists(db: Db, code: string): Promise<boolean> {
  const [found] = await db
    .select({ code: activities.code })
    .from(activities)
    .where(eq(activities.code, code));
  return Boolean(found);
}

/** A municipality with what a company row repeats of it. */
export async function cityOf(db: Db, id: number) {
  const [found] = await db
    .select({
      id: cities.id,
      code: cities.code,
      name: cities.name,
      siafiCode: cities.siafiCode,
      uf: states.uf,
      stateId: states.id,
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, id));
  return found ?? null;
}

/** Whether the registry or the hand-registered companies have the CNPJ. */
export async function companyKnown(db: Db, cnpj: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from ${companies} where ${companies.cnpj} = ${cnpj}
        union all select 1 from ${manualCompanies} where ${manualCompanies.cnpj} = ${cnpj}`,
  );
  return found.length > 0;
}

/**
 * Records a company registered by hand; false (nothing written) when the CNPJ is taken. The
 * primary key decides between parallel requests: the second waits for the first and finds it.
 */
export async function insertManualCompany(
  tx: Db,
  values: typeof manualCompanies.$inferInsert,
): Promise<boolean> {
  const created = await tx
    .insert(manualCompanies)
    .values(values)
    .onConflictDoNothing()
    .returning({ cnpj: manualCompanies.cnpj });
  return created.length > 0;
}

/** The registry row of a hand-registered company; false when the registry has the CNPJ. */
export async function insertRegistryCompany(
  tx: Db,
  values: typeof companies.$inferInsert,
): Promise<boolean> {
  const created = await tx
    .insert(companies)
    .values(values)
    .onConflictDoNothing()
    .returning({ cnpj: companies.cnpj });
  return created.length > 0;
}

/**
 * One more active company registered by hand (no size, Simples or MEI known) in the kept
 * tallies of its municipality and state: it takes its municipality's UF.
 */
export async function countRegistered(tx: Db, city: { id: number; stateId: number; uf: string }) {
  const key = { status: '02', companySize: '00', simples: false, mei: false, total: 1 };
  const t = companyCityTallies;
  await tx
    .insert(t)
    .values({ cityId: city.id, state: city.uf, ...key })
    .onConflictDoUpdate({
      target: [t.cityId, t.state, t.status, t.companySize, t.simples, t.mei],
      set: { total: sql`${t.total} + 1` },
    });
  const s = companyStateTallies;
  await tx
    .insert(s)
    .values({ stateId: city.stateId, ...key })
    .onConflictDoUpdate({
      target: [s.stateId, s.status, s.companySize, s.simples, s.mei],
      set: { total: sql`${s.total} + 1` },
    });
}
