import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type {
  companyContacts,
  companyMedia,
  locationContacts,
  locationMedia,
} from '../../db/schema/index.ts';

type ContactTable = typeof companyContacts | typeof locationContacts;
type MediaTable = typeof companyMedia | typeof locationMedia;

/**
 * The contacts of a company's or a locality's profile (`owner` names whose), in the order the
 * editor saved them; `extra` adds columns only that table has.
 */
export function listProfileContacts<
  Table extends ContactTable,
  Extra extends Record<string, PgColumn>,
>(db: Db, table: Table, owner: SQL, extra: Extra) {
  return db
    .select({
      id: table.id,
      name: table.name,
      responsibility: table.responsibility,
      phone: table.phone,
      mobile_phone: table.mobilePhone,
      mobile_phone_2: table.mobilePhone2,
      email: table.email,
      linkedin: table.linkedin,
      ...extra,
    })
    .from<PgTable>(table)
    .where(owner)
    .orderBy(asc(table.position), asc(table.id));
}

/**
 * The files attached to a company's or a locality's profile (`owner` names whose), in the order
 * they were saved; `extra` adds columns only that table has.
 */
export function listProfileMedia<Table extends MediaTable, Extra extends Record<string, PgColumn>>(
  db: Db,
  table: Table,
  owner: SQL,
  extra: Extra,
) {
  return db
    .select({ id: table.id, type: table.type, name: table.name, path: table.path, ...extra })
    .from<PgTable>(table)
    .where(owner)
    .orderBy(asc(table.position), asc(table.id));
}
