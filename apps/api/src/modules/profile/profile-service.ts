import {
  type AccountInformation,
  MESSAGES,
  type PersonalInformation,
  type Profile,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { emailChangedMail } from './profile-mail.ts';
import { createProfilePasswordService, type PasswordRules } from './profile-password-service.ts';
import { createProfilePreferencesService } from './profile-preferences-service.ts';
import {
  isEmailTaken,
  isOwnPhotoUpload,
  type ProfileRow,
  updatePersonalInformation,
  updateUsername,
} from './profile-queries.ts';
import { toProfile } from './profile-shape.ts';
import { createProfileSteps } from './profile-steps.ts';

const { profile: texts } = MESSAGES;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
  fileUrl: FileUrl;
}) {
  const { db, clock, audit, mailer, tasks, limits, passwords, fileUrl } = deps;
  const steps = createProfileSteps({ db, audit, mailer, tasks });
  const { load, write, mailLater } = steps;

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

    ...createProfilePasswordService({ db, clock, limits, passwords, steps }),

    ...createProfilePreferencesService({ db, clock, fileUrl, steps }),
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
