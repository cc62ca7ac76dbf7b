import { randomUUID } from 'node:crypto';
import type { Role } from '@oportuna/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Change, ChangeFeed } from '../../lib/change-feed.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import {
  findSession,
  insertSession,
  markSessionTwoFactorVerified,
  revokeSession,
  revokeSessionsOfUser,
  type SessionRow,
  touchSession,
} from './auth-session-queries.ts';
import { contractAccepted } from './current-user.ts';
import {
  SESSION_ABSOLUTE_MINUTES,
  SESSION_CACHE_SECONDS,
  SESSION_IDLE_MINUTES,
  SESSION_TOUCH_SECONDS,
} from './session-policy.ts';
import type { SessionClaims, SessionTokens } from './session-token.ts';

export type SessionCheck =
  | { ok: true; actor: Actor; twoFactorVerified: boolean; contractAccepted: boolean }
  | { ok: false; reason: 'unauthenticated' | 'session_expired' };

/** How long a notification-stream ticket may be used to open the stream. */
const STREAM_TICKET_SECONDS = 60;

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
    if (change.topic === 'resync') {
      generation++;
      known.clear();
      return;
    }
    if (change.topic !== 'sessions') return;
    generation++;
    for (const [token, entry] of known.entries()) {
      if (sessionChangeConcerns(change, entry.row)) known.delete(token);
    }
  });

  async function load(claims: SessionClaims): Promise<SessionRow | null> {
    return (await findSession(db, claims)) ?? null;
  }

  /** The session behind a token, from memory while fresh; null for a bad or unknown token. */
  async function read(token: string, now: Date): Promise<SessionRow | null> {
    const entry = known.get(token);
    const age = entry ? now.getTime() - entry.readAt : -1;
    // A clock set back must not keep an entry fresh: a negative age reads again.
    if (entry && age >= 0 && age < SESSION_CACHE_SECONDS * 1000) return entry.row;
    const claims = await tokens.verify(token, now);
    if (!claims) return null;
    const readGeneration = generation;
    const session = await load(claims);
    if (!session) return null;
    if (readGeneration === generation) known.set(token, { row: session, readAt: now.getTime() });
    return session;
  }

  /** Whether a session row is still good now, and who it stands for. */
  async function evaluate(session: SessionRow | null, now: Date): Promise<SessionCheck> {
    if (
      !session ||
      session.revokedAt ||
      new Date(session.expiresAt) <= now ||
      addMinutes(new Date(session.lastSeenAt), SESSION_IDLE_MINUTES) <= now ||
      !session.userActive ||
      session.customerActive === false
    ) {
      return { ok: false, reason: 'session_expired' };
    }
    if (now.getTime() - new Date(session.lastSeenAt).getTime() > SESSION_TOUCH_SECONDS * 1000) {
      await touchSession(db, session.id, now.toISOString());
      session.lastSeenAt = now.toISOString();
    }
    const twoFactorVerified = Boolean(session.twoFactorVerifiedAt);
    return {
      ok: true,
      twoFactorVerified,
      contractAccepted: contractAccepted(session),
      actor: {
        userId: session.userId,
        name: session.name,
        customerId: session.customerId,
        customer: {
          type: session.customerType,
          cityId: session.customerCityId,
          stateId: session.customerStateId,
        },
        roles: session.roles as Role[],
        canEditProposals: session.canEditProposals,
        sessionId: session.id,
        twoFactorVerified,
      },
    };
  }

  /** The session as the database holds it now, bypassing what this process remembers. */
  async function recheck(actor: Actor): Promise<SessionCheck> {
    const now = clock.now();
    return evaluate(await load({ sessionId: actor.sessionId, userId: actor.userId }), now);
  }

  return {
    async start(userId: number, context: { ip: string; userAgent: string | undefined }) {
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = addMinutes(now, SESSION_ABSOLUTE_MINUTES);
      await insertSession(db, {
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
      return evaluate(await read(token, now), now);
    },

    /** A ticket that opens the caller's notification stream for the next minute. */
    async streamTicket(actor: Actor): Promise<{ ticket: string; expires_in: number }> {
      const now = clock.now();
      const ticket = await tokens.sign(
        { sessionId: actor.sessionId, userId: actor.userId },
        new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000),
        now,
        'notification-stream',
      );
      return { ticket, expires_in: STREAM_TICKET_SECONDS };
    },

    /** Validates a stream ticket against the session it was issued for, read afresh. */
    async checkStreamTicket(ticket: string | undefined): Promise<SessionCheck> {
      if (!ticket) return { ok: false, reason: 'unauthenticated' };
      const now = clock.now();
      const claims = await tokens.verify(ticket, now, 'notification-stream');
      return evaluate(claims && (await load(claims)), now);
    },

    recheck,

    /**
     * Calls `onEnded` once the session stops being valid: at once when a sign-out, password
     * change or inactivation is announced on the change feed (from any process), and at the
     * latest after SESSION_CACHE_SECONDS for changes made behind the product's back.
     */
    watch(actor: Actor, onEnded: () => void): () => void {
      let stopped = false;
      const verify = async () => {
        if (stopped) return;
        const check = await recheck(actor).catch(() => null);
        if (check && !check.ok && !stopped) {
          stop();
          onEnded();
        }
      };
      const unsubscribe = changes.subscribe((change) => {
        if (change.topic === 'resync') void verify();
        if (change.topic !== 'sessions') return;
        const session = {
          id: actor.sessionId,
          userId: actor.userId,
          customerId: actor.customerId,
        };
        if (sessionChangeConcerns(change, session)) void verify();
      });
      const timer = setInterval(() => void verify(), SESSION_CACHE_SECONDS * 1000);
      timer.unref();
      function stop() {
        stopped = true;
        clearInterval(timer);
        unsubscribe();
      }
      return stop;
    },

    async markTwoFactorVerified(sessionId: string) {
      await markSessionTwoFactorVerified(db, sessionId, clock.now().toISOString());
    },

    async revoke(sessionId: string, reason: string) {
      await revokeSession(db, sessionId, { at: clock.now().toISOString(), reason });
    },

    async revokeAllOfUser(userId: number, reason: string) {
      await revokeSessionsOfUser(db, userId, { at: clock.now().toISOString(), reason });
    },
  };
}

/** Whether a change of sessions, users or customers may alter what a session row says. */
export function sessionChangeConcerns(
  change: Extract<Change, { topic: 'sessions' }>,
  session: { id: string; userId: number; customerId: number | null },
): boolean {
  if (
    change.sessionId === undefined &&
    change.userId === undefined &&
    change.customerId === undefined
  ) {
    return true;
  }
  return (
    change.sessionId === session.id ||
    change.userId === session.userId ||
    (change.customerId !== undefined && change.customerId === session.customerId)
  );
}

export type SessionService = ReturnType<typeof createSessionService>;
