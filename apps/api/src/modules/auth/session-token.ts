import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export type SessionClaims = { sessionId: string; userId: number };

/**
 * What a token may be used for: a bearer token for every call, or a short-lived ticket that
 * only opens the notification stream (EventSource cannot send headers, so it travels in the
 * URL, where a session token must never be).
 */
export type TokenAudience = 'session' | 'notification-stream';

/** Tokens are HS256 JWTs naming a server-side session; the session decides validity. */
export function createSessionTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(
      claims: SessionClaims,
      expiresAt: Date,
      now: Date,
      audience: TokenAudience = 'session',
    ): Promise<string> {
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setAudience(audience)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    /** Null for anything that is not a valid, unexpired token of ours for that audience. */
    async verify(
      token: string,
      now: Date,
      audience: TokenAudience = 'session',
    ): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
