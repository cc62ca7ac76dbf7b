import { hash } from '@node-rs/argon2';
import { CONTRACT_VERSION, type Role } from '@oportuna/domain';
import type { Db } from '../src/db/database.ts';
import { customers, users } from '../src/db/schema/index.ts';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;
let passwordHash: Promise<string> | undefined;

export const FIXTURE_PASSWORD = 'Senha@Teste1';

export async function createCustomer(
  db: Db,
  values: {
    type?: 'city' | 'state' | 'company';
    isActive?: boolean;
    name?: string;
    /** Whether the customer accepted the current terms of use (true unless told otherwise). */
    contractAccepted?: boolean;
  } = {},
) {
  const accepted = values.contractAccepted ?? true;
  const [customer] = await db
    .insert(customers)
    .values({
      name: values.name ?? `Cliente ${unique()}`,
      type: values.type ?? 'city',
      isActive: values.isActive ?? true,
      contractAcceptedAt: accepted ? new Date().toISOString() : null,
      contractVersion: accepted ? CONTRACT_VERSION : null,
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  return customer;
}

export async function createUser(
  db: Db,
  values: {
    customerId: number | null;
    roles?: Role[];
    isActive?: boolean;
    email?: string;
    notificationTypes?: string[];
    notificationCustomers?: number[];
  },
) {
  passwordHash ??= hash(FIXTURE_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      name: `Pessoa ${unique()}`,
      email: values.email ?? `pessoa.${unique()}@teste.dev`,
      passwordHash: await passwordHash,
      roles: values.roles ?? ['ROLE_USER'],
      customerId: values.customerId,
      isActive: values.isActive ?? true,
      notificationTypes: values.notificationTypes ?? [],
      notificationCustomers: values.notificationCustomers ?? [],
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}
