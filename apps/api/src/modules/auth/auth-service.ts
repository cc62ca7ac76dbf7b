import { MESSAGES } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput, notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { type PasswordLinks, passwordLinkHash } from '../../lib/password-links.ts';
import { newPasswordProblem } from '../../lib/password-policy.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  findAccountByEmail,
  findCurrentUser,
  findResetLinkEmail,
  findUserCustomerId,
  findUserEmail,
  setPasswordWithResetLink,
} from './auth-queries.ts';
import { contractAccepted, toCurrentUser } from './current-user.ts';
import type { LoginThrottle } from './login-throttle.ts';
import {
  ACCOUNT_CODE_RULE,
  ACCOUNT_RESET_RULE,
  ADDRESS_RESET_RULE,
  RESET_TOKEN_VALID_MINUTES,
  TWO_FACTOR_VALID_MINUTES,
} from './session-policy.ts';
import type { SessionService } from './session-service.ts';
import type { TwoFactorCodes } from './two-factor-codes.ts';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.';
export const PASSWORD_CHANGED_MESSAGE = 'Senha atualizada! Faça login com a nova senha.';

const invalidCredentials = () =>
  new DomainError('unauthenticated', MESSAGES.auth.invalidCredentials, 'invalid_credentials');
const organisationInactive = () =>
  new DomainError('forbidden', MESSAGES.auth.organisationInactive, 'customer_inactive');
const invalidCode = () =>
  new DomainError('validation_failed', MESSAGES.auth.invalidToken, 'invalid_two_factor_code');
const tooManyAttempts = () => new DomainError('too_many_requests');
const normaliseEmail = (email: string) => email.trim().toLowerCase();

type RequestContext = { ip: string; userAgent: string | undefined; requestId: string };

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionService;
  codes: TwoFactorCodes;
  throttle: LoginThrottle;
  limits: AttemptLimits;
  audit: AuditService;
  tasks: BackgroundTasks;
  links: PasswordLinks;
  fileUrl: FileUrl;
}) {
  const { db, clock, mailer, sessions, codes, throttle, limits, audit, tasks } = deps;

  /** Issues a new reset link (voiding every older one) and e-mails it; runs off the request. */
  async function sendResetLink(email: string) {
    const user = await findAccountByEmail(db, email);
    if (!user?.isActive) return;
    if (!(await limits.take(ACCOUNT_RESET_RULE, String(user.id)))) return;
    const link = await deps.links.issue(user.id, RESET_TOKEN_VALID_MINUTES);
    await mailer.send({
      to: user.email,
      subject: 'Oportuna: redefinição de senha',
      text:
        `Olá, ${user.name}.\n\nPara criar uma nova senha, acesse:\n${link}\n\n` +
        'O link vale por 1 hora e só pode ser usado uma vez; um novo pedido anula os anteriores. ' +
        'Se você não pediu a redefinição, ignore esta mensagem.\n',
    });
  }

  /** Ten wrong codes across sign-ins: the account locks as after failed passwords. */
  async function lockAccountAfterCodes(actor: Actor) {
    const email = await findUserEmail(db, actor.userId);
    if (email !== undefined) await throttle.lockAccount(normaliseEmail(email));
    await sessions.revoke(actor.sessionId, 'two_factor_locked');
    await audit.record(
      { userId: actor.userId, customerId: actor.customerId },
      {
        action: 'auth.locked',
        description: 'Conta bloqueada por 15 minutos após 10 códigos de verificação errados',
      },
    );
  }

  return {
    /** Password step: on success a session waiting for the e-mailed code. */
    async login(username: string, password: string, context: RequestContext) {
      const email = normaliseEmail(username);
      if (!(await throttle.take(email, context.ip))) throw tooManyAttempts();
      const user = await findAccountByEmail(db, email);
      let passwordOk = false;
      if (user) passwordOk = await verifyPassword(user.passwordHash, password);
      else await verifyAgainstNothing(password);
      if (!user || !passwordOk) {
        await throttle.failed(email, context.ip);
        throw invalidCredentials();
      }
      await throttle.succeeded(email, context.ip);
      if (!user.isActive) throw invalidCredentials();
      // Told only after the right password, so it reveals nothing to a guesser.
      if (user.customerActive === false) throw organisationInactive();
      const session = await sessions.start(user.id, context);
      const code = await codes.issue(session.id);
      await mailer.send({
        to: user.email,
        // The code stays out of the subject, which mail logs and previews show.
        subject: 'Oportuna: seu código de acesso',
        text:
          `Olá, ${user.name}.\n\nSeu código de acesso ao Oportuna é: ${code}\n\n` +
          `Ele vale por ${TWO_FACTOR_VALID_MINUTES} minutos e só pode ser usado uma vez. ` +
          'Se não foi você que tentou entrar, ignore esta mensagem e troque sua senha.\n',
      });
      await audit.record(
        {
          userId: user.id,
          customerId: user.customerId,
          ip: context.ip,
          requestId: context.requestId,
        },
        {
          action: 'auth.login',
          description: 'Login com senha; código de verificação enviado por e-mail',
        },
      );
      return { token: session.token, contract_accepted: contractAccepted(user) };
    },

    async verifyTwoFactor(actor: Actor, code: string) {
      const taken = await codes.takeTry(actor.sessionId);
      if (taken === 'exhausted') {
        // After the fifth wrong code the session ends: a new login (and code) is needed.
        await sessions.revoke(actor.sessionId, 'two_factor_exhausted');
        throw invalidCode();
      }
      if (taken === 'none') throw invalidCode();
      const accountKey = String(actor.userId);
      if (!(await limits.take(ACCOUNT_CODE_RULE, accountKey))) {
        await sessions.revoke(actor.sessionId, 'two_factor_locked');
        throw tooManyAttempts();
      }
      const result = await codes.use(taken, code);
      if (result === 'valid') {
        await limits.giveBack(ACCOUNT_CODE_RULE, accountKey);
        await sessions.markTwoFactorVerified(actor.sessionId);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          { action: 'auth.two_factor', description: 'Código de verificação confirmado' },
        );
        return { '2fa': true as const };
      }
      if (await limits.lockIfSpent(ACCOUNT_CODE_RULE, accountKey)) {
        await lockAccountAfterCodes(actor);
        throw tooManyAttempts();
      }
      if (result === 'exhausted') await sessions.revoke(actor.sessionId, 'two_factor_exhausted');
      throw invalidCode();
    },

    /** The signed-in user as the web app shows them. */
    async currentUser(actor: Actor) {
      const row = await findCurrentUser(db, actor.userId);
      if (!row) throw notFound('user_not_found', 'Usuário não encontrado.');
      return toCurrentUser(row, actor.twoFactorVerified, deps.fileUrl);
    },

    async logout(actor: Actor) {
      await sessions.revoke(actor.sessionId, 'logout');
      await audit.record(
        { userId: actor.userId, customerId: actor.customerId },
        { action: 'auth.logout', description: 'Saiu do sistema' },
      );
    },

    /**
     * Same answer, in the same time, whether or not the address exists: the answer only
     * waits for the per-address limit, and the link is issued and e-mailed afterwards.
     */
    async requestPasswordReset(emailInput: string, context: { ip: string }) {
      const email = normaliseEmail(emailInput);
      if (await limits.take(ADDRESS_RESET_RULE, context.ip)) {
        tasks.run('password-reset-link', () => sendResetLink(email));
      }
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** Sets the password from a reset link, exactly once, and ends every session of that user. */
    async changePasswordWithToken(token: string, password: string) {
      const now = clock.now();
      const invalidLink = () =>
        new DomainError(
          'validation_failed',
          MESSAGES.auth.resetLinkInvalid,
          'invalid_reset_token',
          {
            token: MESSAGES.auth.resetLinkInvalid,
          },
        );
      const email = await findResetLinkEmail(db, passwordLinkHash(token), now.toISOString());
      if (email === undefined) throw invalidLink();
      const problem = newPasswordProblem(password, { email });
      if (problem) throw invalidInput({ password: problem }, problem);
      const passwordHash = await hashPassword(password);
      const userId = await setPasswordWithResetLink(db, {
        tokenHash: passwordLinkHash(token),
        passwordHash,
        now: now.toISOString(),
      });
      if (userId === null) throw invalidLink();
      await sessions.revokeAllOfUser(userId, 'password_changed');
      await audit.record(
        { userId, customerId: await findUserCustomerId(db, userId) },
        {
          action: 'auth.password_reset',
          description: 'Senha redefinida pelo link enviado por e-mail',
        },
      );
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
