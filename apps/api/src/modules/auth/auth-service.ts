import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@oportuna/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits } from '../../lib/attempt-limits.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { DomainError, invalidInput } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { contractAccepted } from './current-user.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { newPasswordProblem } from './password-policy.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
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
const invalidCode = () =>
  new DomainError('validation_failed', MESSAGES.auth.invalidToken, 'invalid_two_factor_code');
const tooManyAttempts = () => new DomainError('too_many_requests');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
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
  publicUrl: string;
}) {
  const { db, clock, mailer, sessions, codes, throttle, limits, audit, tasks } = deps;

  async function findUserByEmail(email: string) {
    const [user] = await rows<{
      id: number;
      name: string;
      email: string;
      password_hash: string;
      is_active: boolean;
      customer_id: number | null;
      customer_active: boolean | null;
      contract_version: string | null;
      contract_accepted_at: string | null;
    }>(
      db,
      sql`select u.id, u.name, u.email, u.password_hash, u.is_active, u.customer_id,
                 c.is_active as customer_active, c.contract_version, c.contract_accepted_at
          from users u left join customers c on c.id = u.customer_id
          where lower(u.email) = ${email}`,
    );
    return user;
  }

  /** Issues a new reset link (voiding every older one) and e-mails it; runs off the request. */
  async function sendResetLink(email: string) {
    const user = await findUserByEmail(email);
    if (!user?.is_active) return;
    if (!(await limits.take(ACCOUNT_RESET_RULE, String(user.id)))) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Parallel requests for one account queue here, so exactly one link stays live.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: addMinutes(now, RESET_TOKEN_VALID_MINUTES).toISOString(),
        createdAt: now.toISOString(),
      });
    });
    const link = `${deps.publicUrl}/auth/forgot-password?token=${token}`;
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
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (user) await throttle.lockAccount(normaliseEmail(user.email));
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
      const user = await findUserByEmail(email);
      let passwordOk = false;
      if (user) passwordOk = await verifyPassword(user.password_hash, password);
      else await verifyAgainstNothing(password);
      if (!user || !passwordOk) {
        await throttle.failed(email, context.ip);
        throw invalidCredentials();
      }
      await throttle.succeeded(email, context.ip);
      if (!user.is_active || user.customer_active === false) throw invalidCredentials();
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
          customerId: user.customer_id,
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
      const [pending] = await db
        .select({ email: users.email })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now.toISOString()),
          ),
        );
      if (!pending) throw invalidLink();
      const problem = newPasswordProblem(password, { email: pending.email });
      if (problem) throw invalidInput({ password: problem }, problem);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        // The statement that marks the link used is the only check that counts: of parallel
        // requests with one link, exactly one finds it unused.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now.toISOString() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now.toISOString()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        await tx
          .delete(passwordResetTokens)
          .where(
            and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)),
          );
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(eq(users.id, used.userId));
        return used.userId;
      });
      if (userId === null) throw invalidLink();
      await sessions.revokeAllOfUser(userId, 'password_changed');
      const [user] = await db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.id, userId));
      await audit.record(
        { userId, customerId: user?.customerId ?? null },
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
