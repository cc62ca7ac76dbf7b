import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@oportuna/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { contractAccepted } from './current-user.ts';
import type { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { RESET_TOKEN_VALID_MINUTES, TWO_FACTOR_VALID_MINUTES } from './session-policy.ts';
import type { SessionService } from './session-service.ts';
import type { createTwoFactorCodes } from './two-factor-codes.ts';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir a senha.';
export const PASSWORD_CHANGED_MESSAGE = 'Senha atualizada! Faça login com a nova senha.';
const INVALID_RESET_TOKEN = 'Link de redefinição inválido ou expirado.';

const invalidCredentials = () =>
  new DomainError('unauthenticated', MESSAGES.auth.invalidCredentials, 'invalid_credentials');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type RequestContext = { ip: string; userAgent: string | undefined; requestId: string };

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionService;
  codes: ReturnType<typeof createTwoFactorCodes>;
  throttle: ReturnType<typeof createLoginThrottle>;
  audit: AuditService;
  publicUrl: string;
}) {
  const { db, clock, mailer, sessions, codes, throttle, audit } = deps;

  return {
    /** Password step: on success a session waiting for the e-mailed code. */
    async login(username: string, password: string, context: RequestContext) {
      const email = username.trim().toLowerCase();
      if (await throttle.isLocked(email, context.ip)) throw new DomainError('too_many_requests');
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
      let passwordOk = false;
      if (user) passwordOk = await verifyPassword(user.password_hash, password);
      else await verifyAgainstNothing(password);
      await throttle.record(email, context.ip, passwordOk);
      if (!user || !passwordOk || !user.is_active || user.customer_active === false) {
        throw invalidCredentials();
      }
      const session = await sessions.start(user.id, context);
      const code = await codes.issue(session.id);
      await mailer.send({
        to: user.email,
        subject: `Oportuna: seu código de acesso é ${code}`,
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
      const result = await codes.check(actor.sessionId, code);
      if (result === 'valid') {
        await sessions.markTwoFactorVerified(actor.sessionId);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          { action: 'auth.two_factor', description: 'Código de verificação confirmado' },
        );
        return { '2fa': true as const };
      }
      // After the fifth wrong code the session ends: a new login (and code) is needed.
      if (result === 'exhausted') await sessions.revoke(actor.sessionId, 'two_factor_exhausted');
      throw new DomainError(
        'validation_failed',
        MESSAGES.auth.invalidToken,
        'invalid_two_factor_code',
      );
    },

    async logout(actor: Actor) {
      await sessions.revoke(actor.sessionId, 'logout');
      await audit.record(
        { userId: actor.userId, customerId: actor.customerId },
        { action: 'auth.logout', description: 'Saiu do sistema' },
      );
    },

    /** Same answer whether or not the address exists, so accounts cannot be discovered. */
    async requestPasswordReset(emailInput: string) {
      const email = emailInput.trim().toLowerCase();
      const [user] = await db
        .select({ id: users.id, name: users.name, email: users.email, isActive: users.isActive })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (user?.isActive) {
        const token = randomBytes(32).toString('base64url');
        const now = clock.now();
        await db.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: addMinutes(now, RESET_TOKEN_VALID_MINUTES).toISOString(),
          createdAt: now.toISOString(),
        });
        const link = `${deps.publicUrl}/auth/forgot-password?token=${token}`;
        await mailer.send({
          to: user.email,
          subject: 'Oportuna: redefinição de senha',
          text:
            `Olá, ${user.name}.\n\nPara criar uma nova senha, acesse:\n${link}\n\n` +
            'O link vale por 1 hora e só pode ser usado uma vez. ' +
            'Se você não pediu a redefinição, ignore esta mensagem.\n',
        });
      }
      return { message: RESET_REQUESTED_MESSAGE };
    },

    /** Sets the password from a reset link and ends every session of that user. */
    async changePasswordWithToken(token: string, password: string) {
      const now = clock.now();
      const [reset] = await db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now.toISOString()),
          ),
        );
      if (!reset) {
        throw new DomainError('validation_failed', INVALID_RESET_TOKEN, 'invalid_reset_token', {
          token: INVALID_RESET_TOKEN,
        });
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now.toISOString() })
          .where(eq(passwordResetTokens.id, reset.id));
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(eq(users.id, reset.userId));
      });
      await sessions.revokeAllOfUser(reset.userId, 'password_changed');
      const [user] = await db
        .select({ customerId: users.customerId })
        .from(users)
        .where(eq(users.id, reset.userId));
      await audit.record(
        { userId: reset.userId, customerId: user?.customerId ?? null },
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
