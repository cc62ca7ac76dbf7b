import { MESSAGES, type ProfilePassword } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput, notFound } from '../../lib/errors.ts';
import { passwordChangedMail } from './profile-mail.ts';
import { PROFILE_PASSWORD_RULE } from './profile-policy.ts';
import { findCredentials, replacePassword, revokeOtherSessions } from './profile-queries.ts';
import type { ProfileSteps } from './profile-steps.ts';

/** The server's password rule and hashing, handed in by the app (they belong to sign-in). */
export type PasswordRules = {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /** The pt-BR problem of a new password, or null when it is acceptable. */
  problem: (password: string, context: { email?: string }) => string | null;
};

const { profile: texts } = MESSAGES;

/** The signed-in user's own password, changed with the current one. */
export function createProfilePasswordService(deps: {
  db: Db;
  clock: Clock;
  limits: AttemptLimits;
  passwords: PasswordRules;
  steps: ProfileSteps;
}) {
  const { db, clock, limits, passwords } = deps;
  const { write, mailLater } = deps.steps;

  return {
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
  };
}
