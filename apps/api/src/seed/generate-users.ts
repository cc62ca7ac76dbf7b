import { hash } from '@node-rs/argon2';
import type { UserProperty } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
import type { ColumnTypes } from './demo-bulk-insert.ts';
import { landline, mobile } from './demo-documents.ts';
import { createRandom, hashSeed, type Random } from './demo-random.ts';
import { DEMO_ONBOARDING_AT, DEMO_SEED } from './demo-settings.ts';
import type { DemoCustomers } from './generate-customers.ts';

export type UserRow = {
  id: number;
  customer_id: number | null;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  roles: string[];
  occupation: string;
  is_active: boolean;
  can_edit_proposals: boolean;
  property: UserProperty;
  notification_types: string[];
  password_changed_at: string;
  is_demo: boolean;
  created_at: string;
  updated_at: string;
};

export const USER_COLUMNS: ColumnTypes<UserRow> = {
  id: 'int',
  customer_id: 'int',
  name: 'text',
  username: 'text',
  email: 'text',
  password_hash: 'text',
  roles: 'text[]',
  occupation: 'text',
  is_active: 'boolean',
  can_edit_proposals: 'boolean',
  property: 'jsonb',
  notification_types: 'text[]',
  password_changed_at: 'timestamptz',
  is_demo: 'boolean',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export type DemoUser = { row: UserRow; account: DemoAccount };

/**
 * The six documented accounts. The salt of each hash is derived from the seed and the
 * e-mail, so the rows are identical on every run; the password is public anyway.
 */
export async function generateUsers(random: Random, customers: DemoCustomers): Promise<DemoUser[]> {
  const users = DEMO_ACCOUNTS.map((account, index): DemoUser => {
    const customer = account.customer ? customers[account.customer] : null;
    const isAdmin = account.role !== 'ROLE_USER';
    const createdAt = new Date(Date.parse(DEMO_ONBOARDING_AT) + index * 600_000).toISOString();
    return {
      account,
      row: {
        id: 0,
        customer_id: customer?.id ?? null,
        name: account.name,
        username: account.email.split('@')[0] as string,
        email: account.email,
        password_hash: '',
        roles: [account.role],
        occupation: account.occupation,
        is_active: true,
        can_edit_proposals: true,
        property: {
          phone: landline(random, account.areaCode),
          mobile_phone: mobile(random, account.areaCode),
          linkedin: null,
          facebook: null,
        },
        notification_types: isAdmin
          ? ['city', 'state', 'company', 'interest']
          : [customer?.type ?? 'city', 'interest'],
        password_changed_at: createdAt,
        is_demo: true,
        created_at: createdAt,
        updated_at: createdAt,
      },
    };
  });
  // Argon2id is the library's default algorithm; the six hashes run in parallel.
  const hashes = await Promise.all(
    users.map((user) => hash(DEMO_PASSWORD, { salt: saltFor(user.account.email) })),
  );
  users.forEach((user, index) => {
    user.row.password_hash = hashes[index] as string;
  });
  return users;
}

function saltFor(email: string): Uint8Array {
  const random = createRandom(hashSeed(DEMO_SEED, 'salt', email));
  return Uint8Array.from({ length: 16 }, () => random.int(0, 255));
}

export const usersOf = (users: readonly DemoUser[], customer: 'city' | 'state' | 'company') =>
  users.filter((user) => user.account.customer === customer);
