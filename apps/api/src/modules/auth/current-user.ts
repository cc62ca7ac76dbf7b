import { CONTRACT_VERSION, type CurrentUser, type Role } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { UserProperty } from '../../db/schema/index.ts';

type Row = {
  id: number;
  name: string;
  username: string | null;
  email: string;
  is_active: boolean;
  photo: string | null;
  occupation: string | null;
  roles: Role[];
  property: UserProperty;
  notification_types: CurrentUser['notification_types'];
  notification_customers: number[];
  customer_id: number | null;
  customer_name: string | null;
  customer_type: 'city' | 'state' | 'company' | null;
  customer_active: boolean | null;
  logo: string | null;
  background_banner: string | null;
  map_color: string | null;
  contract_version: string | null;
  contract_accepted_at: string | null;
};

/** Whether the user's customer accepted the current terms; a user with no customer has none to accept. */
export const contractAccepted = (row: {
  customer_id: number | null;
  contract_version: string | null;
  contract_accepted_at: string | null;
}) =>
  row.customer_id === null ||
  (row.contract_accepted_at !== null && row.contract_version === CONTRACT_VERSION);

export async function loadCurrentUser(
  db: Db,
  userId: number,
  twoFactorVerified: boolean,
): Promise<CurrentUser | null> {
  const [row] = await rows<Row>(
    db,
    sql`select u.id, u.name, u.username, u.email, u.is_active, u.photo, u.occupation, u.roles,
               u.property, u.notification_types, u.notification_customers,
               c.id as customer_id, c.name as customer_name, c.type as customer_type,
               c.is_active as customer_active, c.logo, c.background_banner, c.map_color,
               c.contract_version, c.contract_accepted_at
        from users u left join customers c on c.id = u.customer_id
        where u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    is_active: row.is_active,
    photo: row.photo,
    occupation: row.occupation,
    roles: row.roles,
    customer_name: row.customer_name,
    customer:
      row.customer_id === null || row.customer_type === null
        ? null
        : {
            id: row.customer_id,
            name: row.customer_name ?? '',
            type: row.customer_type,
            is_active: row.customer_active ?? false,
            logo: row.logo,
            background_banner: row.background_banner,
            map_color: row.map_color,
          },
    property: {
      phone: row.property.phone ?? null,
      mobile_phone: row.property.mobile_phone ?? null,
      linkedin: row.property.linkedin ?? null,
      facebook: row.property.facebook ?? null,
    },
    notification_types: row.notification_types,
    notification_customers: row.notification_customers,
    two_factor_verified: twoFactorVerified,
    contract_accepted: contractAccepted(row),
  };
}
