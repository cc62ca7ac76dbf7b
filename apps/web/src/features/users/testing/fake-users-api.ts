import type { User } from '@oportuna/domain/users';
import type { UserPayload } from '../lib/user-form.ts';
import { CUSTOMER_OPTIONS } from './a-user.ts';

/**
 * A users API kept in memory, as the server answers: a saved form reads back as a user with
 * the phones' digits, its customer and no password.
 */
export function fakeUsersApi(initial: User[] = []) {
  const users = new Map(initial.map((user) => [user.id, user]));
  const passwords = new Map<number, string>();
  let nextId = 50;
  const fromPayload = (id: number, body: UserPayload): User => {
    const customer = CUSTOMER_OPTIONS.find((option) => option.id === body.customer_id);
    return {
      id,
      name: body.name,
      username: null,
      email: body.email,
      is_active: true,
      roles: body.roles as User['roles'],
      property: {
        phone: body.property.phone || null,
        mobile_phone: body.property.mobile_phone || null,
        linkedin: body.property.linkedin || null,
        facebook: body.property.facebook || null,
      },
      customer: customer ? { ...customer, is_active: true } : null,
      created_at: '2026-01-10T12:00:00.000Z',
    };
  };
  return {
    users,
    passwords,
    create(body: UserPayload): number {
      const id = nextId++;
      users.set(id, fromPayload(id, body));
      if (body.password) passwords.set(id, body.password);
      return id;
    },
    update(id: number, body: UserPayload | { is_active: boolean }): User {
      const current = users.get(id) as User;
      if ('is_active' in body) {
        users.set(id, { ...current, is_active: body.is_active });
        return users.get(id) as User;
      }
      const user = fromPayload(id, body);
      users.set(id, user);
      if (body.password) passwords.set(id, body.password);
      return user;
    },
  };
}
