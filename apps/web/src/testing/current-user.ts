import type { CurrentUser } from '@oportuna/domain/auth';

/** A signed-in user as GET user answers it, with overrides for the case at hand. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 3,
    name: 'Ana Souza',
    username: 'ana',
    email: 'admin.cidade@oportuna.dev',
    is_active: true,
    photo: null,
    occupation: 'Secretária de Desenvolvimento',
    roles: ['ROLE_ADMIN'],
    customer_name: 'Prefeitura de Bauru',
    customer: {
      id: 7,
      name: 'Prefeitura de Bauru',
      type: 'city',
      city_id: 565,
      state_id: null,
      is_active: true,
      logo: null,
      background_banner: null,
      map_color: null,
    },
    property: { phone: null, mobile_phone: null, linkedin: null, facebook: null },
    notification_types: ['city'],
    notification_customers: [],
    two_factor_verified: true,
    contract_accepted: true,
    ...overrides,
  };
}
