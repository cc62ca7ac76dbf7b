import { randomUUID } from 'node:crypto';
import type { Role } from '@oportuna/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { sessions } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Change, ChangeFeed } from '../../lib/change-feed.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import {
  SESSION_ABSOLUTE_MINUTES,
  SESSION_CACHE_SECONDS,
  SESSION_IDLE_MINUTES,
  SESSION_TOUCH_SECONDS,
} from './session-policy.ts';
import type { SessionTokens } from './session-token.ts';

export type SessionCheck =
  | { ok: true; actor: Actor; twoFactorVerified: boolean }
  | { ok: false; reason: 'unauthenticated' | 'session_expired' };

type SessionRow = {
  id: string;
  user_id: number;
  expires_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  two_factor_verified_at: string | null;
  name: string;
  roles: Role[];
  can_edit_proposals: boolean;
  user_active: boolean;
  customer_id: number | null;
  customer_active: boolean | null;
  customer_type: 'city' | 'state' | 'company' | null;
  customer_city_id: number | null;
  customer_state_id: number | null;
};

/** A verified token and its session as last read, keyed by the token itself. */
type KnownSession = { row: SessionRow; readAt: number };

export function createSessionService({
  db,
  tokens,
  clock,
  changes,
}: {
  db: Db;
  tokens: SessionTokens;
  clock: Clock;
  changes: ChangeFeed;
}) {
  const known = new LRUCache<string, KnownSession>({ max: 20_000 });
  // A read that raced with a change must not keep what it read.
  let generation = 0;
  changes.subscribe((change) => {
    if (change.topic !== 'sessions') return;
    generation++;
    for (const [token, entry] of known.entries()) {
      if (concerns(change, entry.row)) known.delete(token);
    }
  });

  /** The session behind a token, from memory while fresh; null for a bad or unknown token. */
  async function read(token: string, now: Date): Promise<SessionRow | null> {
    const entry = known.get(token);
    const age = entry ? now.getTime() - entry.readAt : -1;
    // A clock set back must not keep an entry fresh: a negative age reads again.
    if (entry && age >= 0 && age < SESSION_CACHE_SECONDS * 1000) return entry.row;
    const claims = await tokens.verify(token, now);
    if (!claims) return null;
    const readGeneration = generation;
    const [session] = await rows<SessionRow>(
      db,
      sql`select s.id, s.user_id, s.expires_at, s.last_seen_at, s.revoked_at,
                 s.two_factor_verified_at, u.name, u.roles, u.can_edit_proposals,
                 u.is_active as user_active,
                 u.customer_id, c.is_active as customer_active, c.type as customer_type,
                 c.city_id as customer_city_id, c.state_id as customer_state_id
          from sessions s
          join users u on u.id = s.user_id
          left join customers c on c.id = u.customer_id
          where s.id = ${claims.sessionId} and s.user_id = ${claims.userId}`,
    );
    if (!session) return null;
    if (readGeneration === generation) known.set(token, { row: session, readAt: now.getTime() });
    return session;
  }

  return {
    async start(userId: number, context: { ip: string; userAgent: string | undefined }) {
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = addMinutes(now, SESSION_ABSOLUTE_MINUTES);
      await db.insert(sessions).values({
        id,
        userId,
        createdAt: now.toISOString(),
        lastSeenAt: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ip: context.ip,
        userAgent: context.userAgent?.slice(0, 512) ?? null,
      });
      const token = await tokens.sign({ sessionId: id, userId }, expiresAt, now);
      return { id, token };
    },

    /** Validates a bearer token against its session, its user and the user's customer. */
    async check(token: string | undefined): Promise<SessionCheck> {
      if (!token) return { ok: false, reason: 'unauthenticated' };
      const now = clock.now();
      const session = await read(token, now);
      if (
        !session ||
        session.revoked_at ||
        new Date(session.expires_at) <= now ||
        addMinutes(new Date(session.last_seen_at), SESSION_IDLE_MINUTES) <= now ||
        !session.user_active ||
        session.customer_active === false
      ) {
        return { ok: false, reason: 'session_expired' };
      }
      if (now.getTime() - new Date(session.last_seen_at).getTime() > SESSION_TOUCH_SECONDS * 1000) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now.toISOString() })
          .where(eq(sessions.id, session.id));
        session.last_seen_at = now.toISOString();
      }
      return {
        ok: true,
        twoFactorVerified: Boolean(session.two_factor_verified_at),
        actor: {
          userId: session.user_id,
          name: session.name,
          customerId: session.customer_id,
          customer: {
            type: session.customer_type,
            cityId: session.customer_city_id,
            stateId: session.customer_state_id,
          },
          roles: session.roles,
          canEditProposals: session.can_edit_proposals,
          sessionId: session.id,
          twoFactorVerified: Boolean(session.two_factor_verified_at),
        },
      };
    },

    async markTwoFactorVerified(sessionId: string) {
      await db
        .update(sessions)
        .set({ twoFactorVerifiedAt: clock.now().toISOString() })
        .where(eq(sessions.id, sessionId));
      await changes.publish({ topic: 'sessions', sessionId });
    },

    async revoke(sessionId: string, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: clock.now().toISOString(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
      await changes.publish({ topic: 'sessions', sessionId });
    },

    async revokeAllOfUser(userId: number, reason: string) {
      await db
        .update(sessions)
        .set({ revokedAt: clock.now().toISOString(), revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await changes.publish({ topic: 'sessions', userId });
    },
  };
}

function concerns(change: Extract<Change, { topic: 'sessions' }>, row: SessionRow): boolean {
  if (change.sessionId === undefined && change.userId === undefined) return true;
  return change.sessionId === row.id || change.userId === row.user_id;
}

export type SessionService = ReturnType<typeof createSessionService>;
