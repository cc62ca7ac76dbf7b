import type { User, UserCustomerOption } from '@oportuna/domain/users';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';

/** A user as GET users/{id} answers it, with overrides for the case at hand. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 21,
    name: 'Bruna Lima',
    username: null,
    email: 'bruna.lima@bauru.sp.gov.br',
    is_active: true,
    roles: ['ROLE_USER'],
    property: {
      phone: '1432345678',
      mobile_phone: '14991234567',
      linkedin: 'https://linkedin.com/in/bruna',
      facebook: null,
    },
    customer: { id: 7, name: 'Prefeitura de Bauru', type: 'city', is_active: true },
    created_at: '2026-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export const CUSTOMER_OPTIONS: UserCustomerOption[] = [
  { id: 7, name: 'Prefeitura de Bauru', type: 'city' },
  { id: 8, name: 'Governo do Estado de São Paulo', type: 'state' },
  { id: 9, name: 'Vale do Tietê Alimentos S.A.', type: 'company' },
];

/** Signs in, for the page's current-user checks, as an admin or the superadmin. */
export function signInAs(kind: 'admin' | 'superadmin') {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({
    type: 'userLoaded',
    user:
      kind === 'admin'
        ? aCurrentUser()
        : aCurrentUser({ roles: ['ROLE_SUPERADMIN'], customer: null, customer_name: null }),
  });
}

export const signOut = () => sessionStore.dispatch({ type: 'loggedOut', expired: false });
