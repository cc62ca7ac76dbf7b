import type { Profile } from '@oportuna/domain/profile';

/** The signed-in user's profile as GET profile answers it, with overrides for the case. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 3,
    name: 'Ana Souza',
    email: 'admin.cidade@oportuna.dev',
    username: 'ana',
    photo: null,
    photo_path: null,
    occupation: 'Secretária de Desenvolvimento',
    property: { phone: null, mobile_phone: '14998765432' },
    customer: { id: 7, name: 'Prefeitura de Bauru', type: 'city' },
    notification_types: ['city'],
    notification_customers: [],
    email_settings: {
      emailNotification: true,
      sendCopyToPersonalEmail: false,
      activityRelatesEmail: true,
      updates: true,
    },
    ...overrides,
  };
}
