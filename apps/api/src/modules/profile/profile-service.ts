import {
  type AccountInformation,
  type EmailSettings,
  type FollowableCustomer,
  MESSAGES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationPreferences,
  type PersonalInformation,
  type Profile,
  type ProfilePassword,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput, notFound } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { emailChangedMail, passwordChangedMail } from './profile-mail.ts';
import { PROFILE_PASSWORD_RULE } from './profile-policy.ts';
import {
  findActiveCustomers,
  findCredentials,
  findProfile,
  isEmailTaken,
  isOwnPhotoUpload,
  listActiveCustomers,
  type ProfileRow,
  replacePassword,
  revokeOtherSessions,
  updateEmailSettings,
  updateNotificationPreferences,
  updatePersonalInformation,
  updateUsername,
} from './profile-queries.ts';

/** The server's password rule and hashing, handed in by the app (they belong to sign-in). */
export type PasswordRules = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** The pt-BR problem of a new password, or null when it is acceptable. */
  problem: (password: string, context: { email?: string }) => string | null;
};

const EMAIL_SETTING_LABELS: Record<keyof EmailSettings, string> = {
  emailNotification: 'notificações por e-mail',
  sendCopyToPersonalEmail: 'cópia para o e-mail pessoal',
  activityRelatesEmail: 'e-mails sobre a atividade da conta',
  updates: 'novidades do Oportuna',
};

const { profile: texts } = MESSAGES;
const yesNo = (on: boolean) => (on ? 'Sim' : 'Não');
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function toProfile(row: ProfileRow, fileUrl: (path: string) => string): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    photo: row.photo ? fileUrl(row.photo) : null,
    photo_path: row.photo,
    occupation: row.occupation,
    property: {
      phone: row.property.phone ?? null,
      mobile_phone: row.property.mobile_phone ?? null,
    },
    customer:
      row.customerId === null || row.customerName === null || row.customerType === null
        ? null
        : { id: row.customerId, name: row.customerName, type: row.customerType },
    // Only the product writes the kinds, from the domain's list.
    notification_types: row.notificationTypes as NotificationCategory[],
    notification_customers: row.notificationCustomers,
    email_settings: row.emailSettings,
  };
}

/** What changed in the personal information, as the activity log names it. */
function personalChanges(before: ProfileRow, after: PersonalInformation): string[] {
  const changed: string[] = [];
  if (before.name !== after.name) changed.push(`nome para ${after.name}`);
  if (before.email !== after.email) changed.push(`e-mail para ${after.email}`);
  if (before.photo !== after.photo) changed.push(after.photo ? 'foto' : 'foto removida');
  if ((before.property.phone ?? null) !== after.property.phone) changed.push('telefone');
  if ((before.property.mobile_phone ?? null) !== after.property.mobile_phone) {
    changed.push('celular');
  }
  return changed;
}

/**
 * The signed-in user's own profile: personal and account information, password, what they
 * are notified of and which e-mails they get. Every use case acts on the actor alone.
 */
export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  mailer: Mailer;
  tasks: BackgroundTasks;
  limits: AttemptLimits;
  passwords: PasswordRules;
  fileUrl: (path: string) => string;
}) {
  const { db, clock, audit, mailer, tasks, limits, passwords, fileUrl } = deps;

  async function load(actor: Actor): Promise<ProfileRow> {
    const row = await findProfile(db, actor.userId);
    if (!row) throw notFound('user_not_found', 'Usuário não encontrado.');
    return row;
  }

  /** Runs a change and its log entry in one transaction; the users trigger tells every process. */
  function write(
    actor: Actor,
    entry: Parameters<AuditService['record']>[1],
    work: (tx: Db) => Promise<void>,
  ) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await work(tx);
      await audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);
    });
  }

  /** E-mails after the answer, so its timing and its success do not depend on the mail server. */
  const mailLater = (name: string, message: MailMessage) =>
    tasks.run(name, () => mailer.send(message));

  return {
    async get(actor: Actor): Promise<Profile> {
      return toProfile(await load(actor), fileUrl);
    },

    async updatePersonalInformation(actor: Actor, input: PersonalInformation): Promise<Profile> {
      const before = await load(actor);
      if (
        input.photo !== null &&
        input.photo !== before.photo &&
        !(await isOwnPhotoUpload(db, input.photo, actor.userId))
      ) {
        throw invalidInput({ photo: texts.photoUnavailable }, texts.photoUnavailable);
      }
      const changed = personalChanges(before, input);
      try {
        await write(
          actor,
          {
            action: 'profile.updated',
            description:
              changed.length > 0
                ? `Atualizou suas informações pessoais: ${changed.join(', ')}`
                : 'Salvou suas informações pessoais sem alterações',
            metadata: { previous_email: before.email, email: input.email, photo: input.photo },
          },
          (tx) =>
            updatePersonalInformation(tx, actor.userId, {
              name: input.name,
              email: input.email,
              photo: input.photo,
              phone: input.property.phone,
              mobilePhone: input.property.mobile_phone,
              at: clock.now().toISOString(),
            }),
        );
      } catch (error) {
        if (isEmailTaken(error)) {
          throw new DomainError('conflict', texts.emailTaken, 'email_taken', {
            email: texts.emailTaken,
          });
        }
        throw error;
      }
      if (!sameEmail(before.email, input.email) && before.emailSettings.activityRelatesEmail) {
        mailLater(
          'profile-email-changed',
          emailChangedMail({
            name: input.name,
            previousEmail: before.email,
            newEmail: input.email,
          }),
        );
      }
      return toProfile(await load(actor), fileUrl);
    },

    async updateAccountInformation(actor: Actor, input: AccountInformation): Promise<Profile> {
      const before = await load(actor);
      await write(
        actor,
        {
          action: 'profile.account_updated',
          description: `Alterou o nome de usuário para ${input.username}`,
          metadata: { previous_username: before.username, username: input.username },
        },
        (tx) => updateUsername(tx, actor.userId, input.username, clock.now().toISOString()),
      );
      return toProfile(await load(actor), fileUrl);
    },

    /**
     * The current password is checked first (5 wrong ones in 15 minutes lock the change for
     * 15 minutes), the new one follows the server's rule, and success ends every other
     * session of the user while this one goes on.
     */
    async changePassword(actor: Actor, input: ProfilePassword): Promise<{ message: string }> {
      const key = String(actor.userId);
      if (!(await limits.take(PROFILE_PASSWORD_RULE, key))) {
        throw new DomainError('too_many_requests');
      }
      const account = await findCredentials(db, actor.userId);
      if (!account) throw notFound('user_not_found', 'Usuário não encontrado.');
      if (!(await passwords.verify(account.passwordHash, input.current_password))) {
        await limits.lockIfSpent(PROFILE_PASSWORD_RULE, key);
        throw new DomainError('validation_failed', texts.currentPasswordWrong, 'wrong_password', {
          current_password: texts.currentPasswordWrong,
        });
      }
      await limits.giveBack(PROFILE_PASSWORD_RULE, key);
      const problem = passwords.problem(input.password, { email: account.email });
      if (problem) throw invalidInput({ password: problem }, problem);
      const newHash = await passwords.hash(input.password);
      const at = clock.now().toISOString();
      await write(
        actor,
        {
          action: 'profile.password_changed',
          description: 'Alterou a própria senha; as outras sessões abertas foram encerradas',
        },
        async (tx) => {
          const replaced = await replacePassword(tx, {
            userId: actor.userId,
            verifiedHash: account.passwordHash,
            newHash,
            at,
          });
          if (!replaced) {
            throw new DomainError(
              'conflict',
              'A senha acabou de ser alterada em outra sessão. Confira e tente novamente.',
              'password_changed_meanwhile',
            );
          }
          await revokeOtherSessions(tx, {
            userId: actor.userId,
            keepSessionId: actor.sessionId,
            at,
            reason: 'password_changed',
          });
        },
      );
      if (account.emailSettings.activityRelatesEmail) {
        mailLater('profile-password-changed', passwordChangedMail(account));
      }
      return { message: texts.passwordUpdated };
    },

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

export type ProfileService = ReturnType<typeof createProfileService>;
