import {
  type EmailSettings,
  type FollowableCustomer,
  MESSAGES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationPreferences,
  type Profile,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import {
  findActiveCustomers,
  listActiveCustomers,
  updateEmailSettings,
  updateNotificationPreferences,
} from './profile-queries.ts';
import { toProfile } from './profile-shape.ts';
import type { ProfileSteps } from './profile-steps.ts';

const EMAIL_SETTING_LABELS: Record<keyof EmailSettings, string> = {
  emailNotification: 'notificações por e-mail',
  sendCopyToPersonalEmail: 'cópia para o e-mail pessoal',
  activityRelatesEmail: 'e-mails sobre a atividade da conta',
  updates: 'novidades do Oportuna',
};

const { profile: texts } = MESSAGES;
const yesNo = (on: boolean) => (on ? 'Sim' : 'Não');

/** What the signed-in user is notified of, about which customers, and which e-mails they get. */
export function createProfilePreferencesService(deps: {
  db: Db;
  clock: Clock;
  fileUrl: FileUrl;
  steps: ProfileSteps;
}) {
  const { db, clock, fileUrl } = deps;
  const { load, write } = deps.steps;

  return {
    listFollowableCustomers(): Promise<FollowableCustomer[]> {
      return listActiveCustomers(db);
    },

    async updateNotifications(actor: Actor, input: NotificationPreferences): Promise<Profile> {
      const followed = await findActiveCustomers(db, input.notification_customers);
      if (followed.length !== input.notification_customers.length) {
        throw invalidInput(
          { notification_customers: texts.customerUnavailable },
          texts.customerUnavailable,
        );
      }
      const kinds = NOTIFICATION_CATEGORIES.map(
        (kind) =>
          `${NOTIFICATION_CATEGORY_LABELS[kind]}: ${yesNo(input.notification_types.includes(kind))}`,
      ).join(', ');
      const names = followed.map((customer) => customer.name).sort((a, b) => a.localeCompare(b));
      await write(
        actor,
        {
          action: 'profile.notifications_updated',
          description:
            `Atualizou a configuração de notificações: ${kinds}; clientes acompanhados: ` +
            (names.length > 0 ? names.join(', ') : 'nenhum'),
          metadata: {
            notification_types: input.notification_types,
            notification_customers: input.notification_customers,
          },
        },
        (tx) =>
          updateNotificationPreferences(tx, actor.userId, {
            types: input.notification_types,
            customerIds: input.notification_customers,
            at: clock.now().toISOString(),
          }),
      );
      return toProfile(await load(actor), fileUrl);
    },

    async updateEmailSettings(actor: Actor, settings: EmailSettings): Promise<Profile> {
      const summary = (Object.keys(EMAIL_SETTING_LABELS) as (keyof EmailSettings)[])
        .map((key) => `${EMAIL_SETTING_LABELS[key]}: ${yesNo(settings[key])}`)
        .join(', ');
      await write(
        actor,
        {
          action: 'profile.email_settings_updated',
          description: `Atualizou as configurações de e-mail: ${summary}`,
          metadata: { ...settings },
        },
        (tx) => updateEmailSettings(tx, actor.userId, settings, clock.now().toISOString()),
      );
      return toProfile(await load(actor), fileUrl);
    },
  };
}
